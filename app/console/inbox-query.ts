/**
 * The inbox's filters live in the page's address, so a filtered view can be
 * bookmarked; the same filters go to the API for a page of leads and for an
 * export.
 */
export const inboxFilterNames = [
  "q",
  "type",
  "inquiry",
  "language",
  "status",
  "delivery",
  "from",
  "to",
] as const;

export type InboxFolder = "inbox" | "spam";

/** The known filters of an address that have a value, in a fixed order. */
export function inboxFilters(search: URLSearchParams): URLSearchParams {
  const filters = new URLSearchParams();
  for (const name of inboxFilterNames) {
    const value = search.get(name)?.trim();
    if (value) filters.set(name, value);
  }
  return filters;
}

/** How many filters other than the search have a value: those a phone keeps folded away. */
export function activeFilterCount(search: URLSearchParams): number {
  return [...inboxFilters(search).keys()].filter((name) => name !== "q").length;
}

export function hasFilters(search: URLSearchParams): boolean {
  return inboxFilters(search).size > 0;
}

/** The filters as the API reads them: the spam folder is a filter of its own. */
function apiFilters(search: URLSearchParams, folder: InboxFolder): URLSearchParams {
  const filters = inboxFilters(search);
  if (folder === "spam") filters.set("spam", "only");
  return filters;
}

/** The API's query for the page of leads the address asks for (its cursor included). */
export function inboxApiQuery(search: URLSearchParams, folder: InboxFolder): URLSearchParams {
  const query = apiFilters(search, folder);
  const cursor = search.get("cursor");
  if (cursor) query.set("cursor", cursor);
  return query;
}

/** The API's query for an export of every lead the filters find. */
export function exportApiQuery(
  search: URLSearchParams,
  folder: InboxFolder,
  format: "csv" | "json",
): URLSearchParams {
  const query = apiFilters(search, folder);
  query.set("format", format);
  return query;
}

/** The address of the next page (older leads), or of the first, keeping the filters. */
export function pageAddress(search: URLSearchParams, cursor?: string): string {
  const query = inboxFilters(search);
  if (cursor) query.set("cursor", cursor);
  return `?${query}`;
}
