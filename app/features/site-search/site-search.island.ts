import { requiredElement } from "~/lib/islands/required-element";
import { fillCounted } from "~/lib/template";

import { connectSearchBox } from "../search/search-box";
import { reportSearchMisses } from "../search/search-misses";
import { type SiteSearchResult, searchSite } from "./pagefind";
import type { SiteSearchProps } from "./site-search";

/** Waits for a pause in typing before searching, so each keystroke does not fetch index chunks. */
const TYPING_PAUSE_MS = 150;

type Found = { count: number; results: SiteSearchResult[] };

/**
 * Searches every page as the visitor types (site-search.tsx draws the page):
 * the count is announced, the results replace the site index, and the index
 * comes back while a new query is on its way or when nothing matches. A
 * search that did not help is reported (search-misses.ts).
 */
export function start(root: HTMLElement, { loading, resultSummary, unavailable }: SiteSearchProps) {
  const list = requiredElement<HTMLOListElement>(root, "ol[data-results]");
  const noResults = requiredElement<HTMLElement>(root, "[data-no-results]");
  const siteIndex = requiredElement<HTMLElement>(root, "[data-site-index]");
  const template = requiredElement<HTMLTemplateElement>(root, "template[data-result]");

  function resultItem({ url, title, excerpt }: SiteSearchResult) {
    const item = template.content.firstElementChild?.cloneNode(true) as HTMLElement;
    const link = item.querySelector("a");
    if (link) Object.assign(link, { href: url, textContent: title });
    const text = item.querySelector("p");
    // Pagefind's excerpt: this site's own text, escaped, with <mark> around the matches.
    if (text) text.innerHTML = excerpt;
    return item;
  }

  let showing: Found | null = null;
  function show(found: Found | null) {
    // Nothing found and nothing shown, as on arrival: the page is right as it is.
    if (!found && !showing) return;
    showing = found;
    list.replaceChildren(...(found?.results ?? []).map(resultItem));
    list.hidden = list.children.length === 0;
    siteIndex.hidden = !list.hidden;
    noResults.hidden = found?.count !== 0;
  }

  const misses = reportSearchMisses(root);
  let wanted = "";
  let timer: number | undefined;
  connectSearchBox(root, (query, showSummary) => {
    const trimmed = query.trim();
    wanted = trimmed;
    window.clearTimeout(timer);
    show(null);
    misses.shown();
    showSummary(trimmed ? loading : "");
    if (!trimmed) return;
    timer = window.setTimeout(() => {
      searchSite(trimmed).then(
        (found) => {
          if (wanted !== trimmed) return;
          show(found);
          misses.shown(trimmed, found.count);
          showSummary(fillCounted(resultSummary, found.count, { query: trimmed }));
        },
        () => wanted === trimmed && showSummary(unavailable),
      );
    }, TYPING_PAUSE_MS);
  });
}
