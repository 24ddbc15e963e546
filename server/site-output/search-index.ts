/**
 * The site search index (Pagefind), written after pre-rendering into
 * build/client/pagefind. Only what a visitor would look for goes in: the
 * listed pages and the collections' entries, each language in an index of
 * its own (from <html lang>), main content only. The 404 pages, the search
 * page and the form confirmations stay out.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

import { localizedPath, publishedLocales } from "../../app/lib/i18n";
import { collectionPaths } from "../../app/lib/publishing/site-paths.server";
import { SEARCH_PATH, listedPages } from "../../app/lib/route-table";
import { SEARCH_INDEX_PATH } from "../http-policy";
import { htmlFileFor } from "../site-manifest";

/** Every page search should find, as URL paths in their languages. */
export function searchablePaths(): string[] {
  return publishedLocales.flatMap((locale) =>
    [
      ...listedPages.filter((page) => page.path !== SEARCH_PATH).map((page) => page.path),
      ...collectionPaths(locale).map((page) => page.path),
    ].map((page) => localizedPath(page, locale)),
  );
}

/** The page's HTML as built into `clientDir`. */
export const builtPage = (clientDir: string) => (url: string) =>
  readFile(path.join(clientDir, htmlFileFor(url)), "utf8");

/**
 * Indexes the pages at `urls` (every searchable page), as `readPage` gives
 * them, into `<siteDir>/pagefind` (the build's, or the server's live pages').
 */
export async function writeSearchIndex(
  siteDir: string,
  readPage: (url: string) => Promise<string> = builtPage(siteDir),
  urls: string[] = searchablePaths(),
): Promise<void> {
  // Loaded when indexing: in the server, only a rendering job does.
  const pagefind = await import("pagefind");
  const { index, errors } = await pagefind.createIndex({ rootSelector: "main" });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    for (const url of urls) {
      const added = await index.addHTMLFile({ url, content: await readPage(url) });
      if (added.errors.length > 0) throw new Error(`${url}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({
      outputPath: path.join(siteDir, SEARCH_INDEX_PATH),
    });
    if (written.errors.length > 0) throw new Error(written.errors.join("; "));
  } finally {
    await pagefind.close();
  }
}
