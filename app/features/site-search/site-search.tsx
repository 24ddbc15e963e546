import { useEffect, useRef, useState } from "react";

import { SmartLink } from "~/components/ui/smart-link";
import type { LinkGroup, SiteSearchContent } from "~/content/types";
import { fillCounted } from "~/lib/template";

import { SearchForm } from "../search/search-form";
import { useQueryParam } from "../search/use-query-param";
import { type SiteSearchResult, searchSite } from "./pagefind";
import { SiteIndex } from "./site-index";

/** What the last search that finished found, for the query it was made with. */
type Outcome =
  | { query: string; status: "failed" }
  | { query: string; status: "done"; count: number; results: SiteSearchResult[] };

/** Waits for a pause in typing before searching, so each keystroke does not fetch index chunks. */
const TYPING_PAUSE_MS = 150;

/**
 * Search over every page (Pagefind), as the visitor types, with `?q=` kept
 * in the URL. Until a query finds something, and without JavaScript, the
 * site index lists every page, so the page is never empty.
 */
export function SiteSearch({
  content,
  siteIndex,
}: {
  content: SiteSearchContent;
  siteIndex: readonly LinkGroup[];
}) {
  const [query, setQuery] = useQueryParam();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed) return;
    let stillWanted = true;
    const timer = window.setTimeout(() => {
      searchSite(trimmed).then(
        (found) => stillWanted && setOutcome({ query: trimmed, status: "done", ...found }),
        () => stillWanted && setOutcome({ query: trimmed, status: "failed" }),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      stillWanted = false;
      window.clearTimeout(timer);
    };
  }, [trimmed]);

  // What is shown is the outcome for what is typed now; anything else is still on its way.
  const current = trimmed && outcome?.query === trimmed ? outcome : null;
  const done = current?.status === "done" ? current : null;
  const summary = !trimmed
    ? ""
    : !current
      ? content.loading
      : current.status === "failed"
        ? content.unavailable
        : fillCounted(content.resultSummary, current.count, { query: current.query });
  const found = done?.results ?? [];

  return (
    <div className="flex flex-col gap-12">
      <SearchForm
        content={content}
        query={query}
        onQueryChange={setQuery}
        summary={summary}
        summaryRef={summaryRef}
        inputRef={inputRef}
      />
      {done?.count === 0 && (
        <p className="mx-auto max-w-2xl text-center text-ink-muted">{content.noResults}</p>
      )}
      {found.length > 0 ? (
        <ol className="mx-auto flex w-full max-w-3xl flex-col gap-4">
          {found.map((result) => (
            <li
              key={result.url}
              className="relative flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5 shadow-sm hover:border-primary"
            >
              <h3 className="text-lg font-semibold text-ink">
                <SmartLink
                  href={result.url}
                  className="text-primary underline-offset-4 after:absolute after:inset-0 hover:underline"
                >
                  {result.title}
                </SmartLink>
              </h3>
              <p
                className="leading-relaxed text-ink-muted [&_mark]:rounded-sm [&_mark]:bg-families-soft [&_mark]:px-0.5 [&_mark]:font-semibold [&_mark]:text-ink"
                // Pagefind's excerpt: this site's own text, escaped, with <mark> around the matches.
                dangerouslySetInnerHTML={{ __html: result.excerpt }}
              />
            </li>
          ))}
        </ol>
      ) : (
        <SiteIndex title={content.siteIndex} groups={siteIndex} />
      )}
    </div>
  );
}
