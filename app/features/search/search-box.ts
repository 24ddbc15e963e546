import { requiredElement } from "~/lib/islands/required-element";

/** The query parameter that holds a search: /search?q=…, /help-center?q=…. */
export const QUERY_PARAM = "q";

/**
 * Searches for `query`; says what was found through `showSummary` (the
 * result count, read out politely as it changes; empty when not searching),
 * at once or later.
 */
export type OnQuery = (query: string, showSummary: (text: string) => void) => void;

function keepQueryInUrl(query: string) {
  const url = new URL(window.location.href);
  if (query.trim()) url.searchParams.set(QUERY_PARAM, query);
  else url.searchParams.delete(QUERY_PARAM);
  // Replaced, not pushed: typing adds no history entries and keeps the scroll position.
  window.history.replaceState(window.history.state, "", url);
}

/**
 * Makes the search form in `root` (search-form.tsx) search as the visitor
 * types: each change goes to `onQuery` and into `?q=`, so a search can be
 * shared; a shared link's query applies at once (unless the visitor has
 * typed already); submitting takes the visitor to the result count.
 */
export function connectSearchBox(root: HTMLElement, onQuery: OnQuery) {
  const form = requiredElement<HTMLFormElement>(root, 'form[role="search"]');
  const input = requiredElement<HTMLInputElement>(form, 'input[type="search"]');
  const summary = requiredElement<HTMLElement>(form, '[role="status"]');

  const showSummary = (text: string) => {
    if (summary.textContent !== text) summary.textContent = text;
  };
  const search = () => {
    keepQueryInUrl(input.value);
    onQuery(input.value, showSummary);
  };
  input.value ||= new URLSearchParams(window.location.search).get(QUERY_PARAM) ?? "";
  input.addEventListener("input", search);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // Results are already shown; take the visitor to them (and close a phone's keyboard).
    if (summary.textContent) summary.focus();
  });
  onQuery(input.value, showSummary);
  return {
    /** Empties the box and shows everything again, with focus in the box. */
    clear() {
      input.value = "";
      search();
      input.focus();
    },
  };
}
