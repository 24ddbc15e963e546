/**
 * Every page's loader. It runs at build time only (pages are pre-rendered,
 * `ssr: false`), so a page's copy reaches the browser once, inside the
 * page's own HTML, in the page's own language: the JavaScript of a page
 * holds no copy at all.
 */
import { type Localized, localeOfRequest } from "./i18n";
import { pageMeta } from "./page-meta";
import type { PagePath } from "./route-table";

interface LoaderArgs {
  request: Request;
}

export function pageData<Copy extends object>(
  { request }: LoaderArgs,
  path: PagePath,
  copies: Localized<Copy>,
) {
  const locale = localeOfRequest(request);
  // A content module's namespace becomes a plain object, as loader data must be.
  return { meta: pageMeta(path, locale), copy: { ...copies[locale] } };
}

/** `export const loader = pageLoader("/pricing", { "en-US": en, "es-US": es })`. */
export function pageLoader<Copy extends object>(path: PagePath, copies: Localized<Copy>) {
  return (args: LoaderArgs) => pageData(args, path, copies);
}
