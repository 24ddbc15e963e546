/**
 * Every page's loader. It runs at build time only (pages are pre-rendered,
 * `ssr: false`), so a page's copy reaches the browser once, inside the
 * page's own HTML, in the page's own language: the JavaScript of a page
 * holds no copy at all.
 */
import type { MetaDescriptor } from "react-router";

import { type Locale, type Localized, localeOfRequest } from "~/lib/i18n";
import { isSpaFallbackRequest } from "~/lib/islands/hydration";
import { pageMeta } from "./page-meta";
import type { PagePath } from "~/lib/route-table";

interface LoaderArgs {
  request: Request;
}

/** More for the head, from the page's copy: structured data, feed links. */
type ExtraMeta<Copy> = (copy: Copy, locale: Locale) => MetaDescriptor[];

export function pageData<Copy extends object>(
  { request }: LoaderArgs,
  path: PagePath,
  copies: Localized<Copy>,
  extraMeta: ExtraMeta<Copy> = () => [],
) {
  // React Router renders the SPA fallback (the console's shell) from a request
  // for "/", running that page's loader, but draws no page in it: it carries no copy.
  if (isSpaFallbackRequest(request)) return { meta: [], copy: {} as Copy };
  const locale = localeOfRequest(request);
  // A content module's namespace becomes a plain object, as loader data must be.
  const copy = { ...copies[locale] };
  return { meta: [...pageMeta(path, locale), ...extraMeta(copy, locale)], copy };
}

/** `export const loader = pageLoader("/pricing", { "en-US": en, "es-US": es })`. */
export function pageLoader<Copy extends object>(
  path: PagePath,
  copies: Localized<Copy>,
  extraMeta?: ExtraMeta<Copy>,
) {
  return (args: LoaderArgs) => pageData(args, path, copies, extraMeta);
}
