/**
 * What the site search (Pagefind) indexes: the listed pages and the
 * collections' entries, in every language. The 404 pages, the search page
 * and the form confirmations stay out.
 */
import { localizedPath, publishedLocales } from "../../app/lib/i18n";
import { collectionPaths } from "../../app/lib/publishing/site-paths.server";
import { SEARCH_PATH, listedPages } from "../../app/lib/route-table";

/** Every page search should find, as URL paths in their languages. */
export function searchablePaths(): string[] {
  return publishedLocales.flatMap((locale) =>
    [
      ...listedPages.filter((page) => page.path !== SEARCH_PATH).map((page) => page.path),
      ...collectionPaths(locale).map((page) => page.path),
    ].map((page) => localizedPath(page, locale)),
  );
}
