/** An entry's content for the publishing tests: the repository's first press release, retitled. */
import path from "node:path";

import { readSources } from "../../../app/lib/publishing/collections.server";
import type { EntryContent } from "../../../server/db/schema";
import { repositoryRoot } from "./site-fixture";

/** A press release with `title`, from the repository's first one (English only). */
export function pressRelease(title: string): EntryContent {
  const [source] = readSources(path.join(repositoryRoot, "content"), "press").filter(
    (item) => item.locale === "en-US",
  );
  if (!source) throw new Error("no press release in content/");
  const fields = JSON.parse(JSON.stringify(source.data), (_key, value: unknown) =>
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(value)
      ? value.slice(0, 10)
      : value,
  ) as Record<string, unknown>;
  return { "en-US": { fields: { ...fields, title }, body: source.content } };
}
