/** The search-miss beacon's body as the server accepts it (./search-misses.ts says what it is). */
import * as v from "valibot";

import { locales } from "./forms/rules";
import { SEARCH_MISS_QUERY_MAX, type SearchMiss, searchOutcomes } from "./search-misses";

export const searchMissSchema = v.strictObject({
  query: v.pipe(v.string(), v.minLength(1), v.maxLength(SEARCH_MISS_QUERY_MAX)),
  locale: v.picklist(locales),
  outcome: v.picklist(searchOutcomes),
}) satisfies v.GenericSchema<unknown, SearchMiss>;
