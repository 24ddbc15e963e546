/** The command's `content export`: the published entries as Markdown files and their images (server/publishing/content-export.ts). */
import { exportContent } from "../publishing/content-export";
import { required } from "./command-input";
import type { Family } from "./verbs";

export const content: Family = {
  summary: "Copy the published entries out of the database.",
  verbs: {
    export: {
      summary: "Write the published entries as Markdown files, with their images, to a folder.",
      usage: ["--to <folder>"],
      options: { to: { type: "string", value: "<folder>", help: "where the files go" } },
      example: "brightway content export --to /tmp/brightway-content",
      read(values) {
        const to = required("--to", values.to);
        return async ({ withDatabase }) => {
          const { files, images } = await withDatabase(({ db }) => exportContent(db, to));
          return {
            ok: true,
            note: `Wrote ${files} Markdown file(s) of published entries and ${images} image(s) to ${to}.`,
          };
        };
      },
    },
  },
};
