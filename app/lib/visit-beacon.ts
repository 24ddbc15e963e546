/**
 * A page the browser prerendered (the speculation rules load the next page
 * before the click) was served to no one yet, so the server counted it apart.
 * When it is actually shown, this sends one beacon so it counts as a visit:
 * the page's path and query, to the same origin, nothing else.
 */
export const VISIT_BEACON_URL = "/api/visits";

type PrerenderingDocument = Document & { prerendering?: boolean };

export function countWhenShown(page: PrerenderingDocument = document) {
  if (!page.prerendering) return;
  page.addEventListener(
    "prerenderingchange",
    () => navigator.sendBeacon(VISIT_BEACON_URL, location.pathname + location.search),
    { once: true },
  );
}
