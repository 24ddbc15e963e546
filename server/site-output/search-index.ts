/**
 * The site search index (Pagefind), written after pre-rendering into
 * build/client/pagefind, or by the server into its live pages' folder: the
 * pages ./searchable-pages.ts names, each language in an index of its own
 * (from <html lang>), main content only. It imports nothing of the site's
 * content: the server's indexing job (server/publishing/search-job.ts) loads it.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

import { SEARCH_INDEX_PATH } from "../http-policy";
import { htmlFileFor } from "../site-manifest";

/** The page's HTML as built into `clientDir`. */
export const builtPage = (clientDir: string) => (url: string) =>
  readFile(path.join(clientDir, htmlFileFor(url)), "utf8");

/**
 * Indexes the pages at `urls`, as `readPage` gives them, into
 * `<siteDir>/pagefind` (the build's, or the server's live pages').
 */
export async function writeSearchIndex(
  siteDir: string,
  urls: string[],
  readPage: (url: string) => Promise<string> = builtPage(siteDir),
): Promise<void> {
  // Loaded when indexing: in the server, only its indexing job does.
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
