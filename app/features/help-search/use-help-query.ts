import { useState } from "react";

import { useHydrated } from "~/lib/use-hydrated";
import { useSearchParams } from "react-router";

export const QUERY_PARAM = "q";

/**
 * The help-center search text, kept in `?q=` so a search can be shared.
 *
 * The page is pre-rendered without a query, so hydration renders with none
 * and the URL's query applies right after. Once the visitor types, their text
 * is the source of truth: the router updates the URL in a transition, which
 * can trail the keyboard.
 */
export function useHelpQuery(): [query: string, setQuery: (query: string) => void] {
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
