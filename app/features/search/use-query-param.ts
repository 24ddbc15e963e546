import { useState } from "react";

import { useSearchParams } from "react-router";

import { useHydrated } from "~/lib/use-hydrated";

export const QUERY_PARAM = "q";

/**
 * A search's text, kept in `?q=` so a search can be shared.
 *
 * The page is pre-rendered without a query, so hydration renders with none
 * and the URL's query applies right after. Once the visitor types, their text
 * is the source of truth: the router updates the URL in a transition, which
 * can trail the keyboard.
 */
export function useQueryParam(): [query: string, setQuery: (query: string) => void] {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const [typed, setTyped] = useState<string | null>(null);
  const query = hydrated ? (typed ?? searchParams.get(QUERY_PARAM) ?? "") : "";

  function setQuery(next: string) {
    setTyped(next);
    setSearchParams(
      (params) => {
        if (next.trim()) params.set(QUERY_PARAM, next);
        else params.delete(QUERY_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return [query, setQuery];
}

/** A page whose loader data never depends on `?q=`: typing a search loads nothing from the server. */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
}: {
  currentUrl: URL;
  nextUrl: URL;
}): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
