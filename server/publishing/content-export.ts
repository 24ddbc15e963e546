/**
 * `npm run brightway -- content export --to DIR`: the published entries written
 * back as Markdown, one file per language (DIR/<collection>/<slug>.<language>.md,
 * as content/ has them), so a team can keep them in git and `npm run build`
 * (CONTENT_DIR=DIR) can still make the whole site for a static host. The
 * images they show go to DIR/media/<name>, as the site serves them.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { and, eq } from "drizzle-orm";

import { localeFileCode, locales } from "~/lib/i18n";
import { withFrontMatter } from "~/lib/publishing/front-matter";

import type { Db } from "../db/database";
import { entries, entryRevisions } from "../db/schema";
import { exportImages, imagesInContent } from "./entry-images";

/** Writes every published entry and its images under `folder`; returns how many files of each. */
export async function exportContent(
  db: Db,
  folder: string,
): Promise<{ files: number; images: number }> {
  const rows = await db
    .select({
      collection: entries.collection,
      slug: entryRevisions.slug,
      content: entryRevisions.content,
    })
    .from(entries)
    .innerJoin(entryRevisions, eq(entryRevisions.id, entries.publishedRevision))
    .where(and(eq(entries.status, "published")));
  let written = 0;
  for (const { collection, slug, content } of rows) {
    await mkdir(path.join(folder, collection), { recursive: true });
    for (const locale of locales) {
      const version = content[locale];
      if (!version) continue;
      const file = path.join(folder, collection, `${slug}.${localeFileCode[locale]}.md`);
      await writeFile(file, withFrontMatter(version.body, version.fields));
      written += 1;
    }
  }
  const images = await exportImages(db, imagesInContent(rows.map((row) => row.content)), folder);
  return { files: written, images };
}
