import type { LinkGroup, SiteSearchContent } from "~/content/types";
import { IslandProps, islandAttributes } from "~/lib/islands/island-markup";

import { SearchForm } from "../search/search-form";
import { SiteIndex } from "./site-index";

export const SITE_SEARCH_ISLAND = "site-search";

/** What the site-search island needs beyond the page's own markup. */
export type SiteSearchProps = Pick<SiteSearchContent, "loading" | "resultSummary" | "unavailable">;

/**
 * Search over every page (Pagefind) as the visitor types, once its island
 * starts (site-search.island.ts), with `?q=` kept in the URL. Until a query
 * finds something, and without JavaScript, the site index lists every
 * page, so the page is never empty.
 */
export function SiteSearch({
  content,
  siteIndex,
}: {
  content: SiteSearchContent;
  siteIndex: readonly LinkGroup[];
}) {
  const { loading, resultSummary, unavailable } = content;
  const props: SiteSearchProps = { loading, resultSummary, unavailable };
  return (
    <div {...islandAttributes(SITE_SEARCH_ISLAND, "visible")} className="flex flex-col gap-12">
      <IslandProps name={SITE_SEARCH_ISLAND} value={props} />
      <SearchForm content={content} />
      <p data-no-results hidden className="mx-auto max-w-2xl text-center text-ink-muted">
        {content.noResults}
      </p>
      <ol data-results hidden className="mx-auto flex w-full max-w-3xl flex-col gap-4" />
      <SiteIndex title={content.siteIndex} groups={siteIndex} />
      {/* One result, filled in by the island for each page found (last, to keep the outline in order). */}
      <template data-result>
        <li className="relative flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5 shadow-sm hover:border-primary">
          <h3 className="text-lg font-semibold text-ink">
            {/* eslint-disable-next-line jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid -- the island gives each copy its page's address and title */}
            <a className="text-primary underline-offset-4 after:absolute after:inset-0 hover:underline" />
          </h3>
          <p className="leading-relaxed text-ink-muted [&_mark]:rounded-sm [&_mark]:bg-families-soft [&_mark]:px-0.5 [&_mark]:font-semibold [&_mark]:text-ink" />
        </li>
      </template>
    </div>
  );
}
