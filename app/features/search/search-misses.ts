/**
 * Tells the server (lib/search-misses.ts) about the site's searches that did
 * not help, so the help articles families look for can be written: a query
 * that shows nothing, once the visitor settles on it (stops typing for a
 * moment, leaves the box or presses Enter), and a query whose results were
 * shown when the visitor leaves the page without opening one (a link or an
 * answer). Each query and outcome is sent once per page view; queries typed
 * in passing are not; nothing is kept in the browser.
 */
import type { Locale } from "~/lib/i18n";
import {
  SEARCH_MISS_QUERY_MAX,
  SEARCH_MISS_URL,
  type SearchMiss,
  type SearchOutcome,
} from "~/lib/search-misses";

/** How long a search must stand unchanged before its query counts as the visitor's. */
export const SETTLE_MS = 1500;

/** Watches the searches in `root`; its island calls `shown` with each search it shows. */
export function reportSearchMisses(root: HTMLElement) {
  // The page's own language, as its <html lang> says: importing lib/i18n would bring the form
  // rules and their validation library into both search islands (2 KB gzip).
  const locale: Locale = document.documentElement.lang === "es-US" ? "es-US" : "en-US";
  const sent = new Set<string>();
  let query = "";
  let count = 0;
  let opened = false;
  let timer: number | undefined;

  function send(outcome: SearchOutcome) {
    const key = `${outcome} ${query}`;
    if (!query || query.length > SEARCH_MISS_QUERY_MAX || sent.has(key)) return;
    sent.add(key);
    const miss: SearchMiss = { query, locale, outcome };
    navigator.sendBeacon(SEARCH_MISS_URL, JSON.stringify(miss));
  }
  function settle() {
    window.clearTimeout(timer);
    if (count === 0) send("no-results");
  }
  function leave() {
    settle();
    if (count > 0 && !opened) send("no-click");
  }

  root.addEventListener("submit", settle);
  root.addEventListener("focusout", (event) => {
    if (event.target instanceof HTMLInputElement) settle();
  });
  root.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href], summary")) opened = true;
  });
  window.addEventListener("pagehide", leave);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") leave();
  });

  return {
    /** The search on show: `count` results for `query`; no query while none is (or one is on its way). */
    shown(shownQuery = "", shownCount = 0) {
      window.clearTimeout(timer);
      if (shownQuery !== query) opened = false;
      query = shownQuery;
      count = shownCount;
      if (query) timer = window.setTimeout(settle, SETTLE_MS);
    },
  };
}
