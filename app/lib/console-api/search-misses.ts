/**
 * What visitors searched for and did not find, over a period: for each language and outcome
 * (no results; results but no click), the most searched queries, the searches counted under
 * "others" once a day's limit of distinct queries was reached, and the totals
 * (server/routes/admin/search-misses.ts); as JSON, or as CSV.
 */
import * as v from "valibot";

import { locales } from "../forms/rules";
import { searchOutcomes } from "../search-misses";
import { type AnswerOf, endpoint } from "./endpoint";
import { reportPeriodQuery, reportPeriods } from "./report";

/** The most searched queries each list shows. */
export const SEARCH_MISS_LIST_MAX = 50;

export const searchMissReport = endpoint({
  method: "GET",
  path: "/search-misses",
  query: v.object(reportPeriodQuery),
  answer: v.object({
    days: v.picklist(reportPeriods),
    /** The period's first and last UTC days, YYYY-MM-DD. */
    from: v.string(),
    to: v.string(),
    /** One list per language and outcome, every one of them, English first. */
    lists: v.array(
      v.object({
        locale: v.picklist(locales),
        outcome: v.picklist(searchOutcomes),
        /** The most searched first (at most SEARCH_MISS_LIST_MAX), their searches summed over the days. */
        queries: v.array(v.object({ query: v.string(), searches: v.number() })),
        /** Searches of the queries past a day's limit, whose words were not kept. */
        others: v.number(),
        /** All searches, others included, and how many different queries were kept. */
        searches: v.number(),
        distinctQueries: v.number(),
      }),
    ),
    /** The distinct queries a day keeps per language and outcome, and how long counts are kept. */
    counting: v.object({ queriesPerDay: v.number(), retentionMonths: v.number() }),
  }),
});

export type SearchMissReport = AnswerOf<typeof searchMissReport>;
export type SearchMissList = SearchMissReport["lists"][number];
