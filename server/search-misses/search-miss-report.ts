/**
 * The console's reading of what visitors searched for and did not find: over
 * a period of UTC days ending today, for each language and outcome, the most
 * searched queries (their days' counts summed), the searches counted under
 * "others" (the row whose query is empty: past a day's limit of distinct
 * queries, their words were not kept) and the totals. Counts only; nothing
 * about any visitor is stored to read.
 */
import { and, between, lte, ne, sql } from "drizzle-orm";

import type { ReportPeriod } from "~/lib/console-api/report";
import { SEARCH_MISS_LIST_MAX, type SearchMissList } from "~/lib/console-api/search-misses";
import { locales } from "~/lib/forms/rules";
import { searchOutcomes } from "~/lib/search-misses";

import type { Db } from "../db/database";
import { searchMisses } from "../db/schema";
import { utcDay } from "../visits/visitor-key";
import { OTHERS } from "./search-miss-counter";
import { QUERIES_PER_DAY, SEARCH_MISS_RETENTION_MONTHS } from "./search-miss-repository";

/** The period's first and last days: `days` UTC days, the last of them today. */
function periodOf(days: ReportPeriod, now: Date) {
  const first = new Date(now);
  first.setUTCDate(first.getUTCDate() - (days - 1));
  return { from: utcDay(first), to: utcDay(now) };
}

export async function searchMissReport(db: Db, days: ReportPeriod, now = new Date()) {
  const { from, to } = periodOf(days, now);
  const inPeriod = between(searchMisses.day, from, to);
  const summed = sql<number>`sum(${searchMisses.count})::int`;

  const totals = await db
    .select({
      locale: searchMisses.locale,
      outcome: searchMisses.outcome,
      searches: summed,
      others: sql<number>`coalesce(sum(${searchMisses.count}) filter (where ${searchMisses.query} = ${OTHERS}), 0)::int`,
      distinctQueries: sql<number>`(count(distinct ${searchMisses.query}) filter (where ${searchMisses.query} <> ${OTHERS}))::int`,
    })
    .from(searchMisses)
    .where(inPeriod)
    .groupBy(searchMisses.locale, searchMisses.outcome);

  const ranked = db
    .select({
      locale: searchMisses.locale,
      outcome: searchMisses.outcome,
      query: searchMisses.query,
      searches: summed.as("searches"),
      rank: sql<number>`row_number() over (partition by ${searchMisses.locale}, ${searchMisses.outcome}
        order by sum(${searchMisses.count}) desc, ${searchMisses.query})`.as("rank"),
    })
    .from(searchMisses)
    .where(and(inPeriod, ne(searchMisses.query, OTHERS)))
    .groupBy(searchMisses.locale, searchMisses.outcome, searchMisses.query)
    .as("ranked");
  const top = await db
    .select({
      locale: ranked.locale,
      outcome: ranked.outcome,
      query: ranked.query,
      searches: ranked.searches,
    })
    .from(ranked)
    .where(lte(ranked.rank, SEARCH_MISS_LIST_MAX))
    .orderBy(ranked.rank);

  const lists = locales.flatMap((locale) =>
    searchOutcomes.map((outcome): SearchMissList => {
      const mine = <Row extends { locale: string; outcome: string }>(row: Row) =>
        row.locale === locale && row.outcome === outcome;
      const total = totals.find(mine);
      return {
        locale,
        outcome,
        queries: top.filter(mine).map(({ query, searches }) => ({ query, searches })),
        others: total?.others ?? 0,
        searches: total?.searches ?? 0,
        distinctQueries: total?.distinctQueries ?? 0,
      };
    }),
  );
  const counting = {
    queriesPerDay: QUERIES_PER_DAY,
    retentionMonths: SEARCH_MISS_RETENTION_MONTHS,
  };
  return { days, from, to, lists, counting };
}
