/**
 * The status pages drawn from the database's records: /status,
 * /status/history and the Atom feed of incidents, in every language,
 * rendered with the build's own renderer into a folder of their own, with
 * their compressed twins, and served over the build's files
 * (server/routes/site.ts). A few small pages: drawn whole every time.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { localizedPath, publishedLocales } from "~/lib/i18n";
import type { StatusSnapshot } from "~/lib/status/status-model";
import { STATUS_FEED_PATH, STATUS_HISTORY_PATH, STATUS_PATH } from "~/lib/status/status-paths";

import { formEndpointOrigins } from "../http-policy";
import type { PageRenderer } from "./page-renderer";
import type { LiveFiles } from "./live-files";
import { type ManifestEntry, htmlFileFor, policyOfPage } from "../site-manifest";
import { writeCompressedTwins } from "../site-output/compressed-twins";

const statusPaths = [STATUS_PATH, STATUS_HISTORY_PATH, STATUS_FEED_PATH];

/** Every status page in every language, drawn from `snapshot` as of `at` into `folder` (a new one). */
export async function renderStatusFiles(
  renderer: PageRenderer,
  { snapshot, at, folder }: { snapshot: StatusSnapshot; at: Date; folder: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<LiveFiles> {
  renderer.setStatusSnapshot(snapshot, at);
  const files = new Map<string, ManifestEntry>();
  for (const pathname of publishedLocales.flatMap((locale) =>
    statusPaths.map((page) => localizedPath(page, locale)),
  )) {
    const page = await renderer.render(pathname);
    if (page.status !== 200) throw new Error(`${pathname} rendered with status ${page.status}`);
    const isFeed = pathname.endsWith(".xml");
    const file = isFeed ? pathname.slice(1) : htmlFileFor(pathname);
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), page.html);
    await writeCompressedTwins(folder, file, { brotliQuality: 5 });
    files.set(
      pathname,
      isFeed
        ? { file }
        : { file, csp: policyOfPage(pathname, page.html, formEndpointOrigins(env)) },
    );
  }
  return { root: folder, files, gone: new Set(), moved: new Map(), inputs: new Map() };
}
