/**
 * What the site search tells the server when a visitor did not find
 * something: the query, its language and what happened. "no-results": the
 * search showed nothing; "no-click": it showed results and the visitor left
 * without opening one. Sent by sendBeacon as JSON text; nothing about the
 * visitor. The server checks it with ./search-miss-schema.ts (kept apart, so
 * that the islands carry no validation library) and cleans the query before
 * anything is stored (server/search-misses).
 */
import type { Locale } from "./forms/rules";

export const SEARCH_MISS_URL = "/api/search-misses";

export const searchOutcomes = ["no-results", "no-click"] as const;
export type SearchOutcome = (typeof searchOutcomes)[number];

/** A query longer than this is not one a person typed; the server refuses it whole. */
export const SEARCH_MISS_QUERY_MAX = 500;

export interface SearchMiss {
  query: string;
  locale: Locale;
  outcome: SearchOutcome;
}
