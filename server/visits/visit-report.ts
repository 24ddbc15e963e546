/**
 * The visits side of the report: per day (visits, visitors, and bots and
 * speculative loads apart), per page, per referring site and per campaign,
 * summed over the period's UTC days. Visitors are counted per day, so a
 * person who comes back on three days is three of a period's visitors.
 */
import { gte, sql } from "drizzle-orm";

import type { Db } from "../db/database";
import { campaignVisits, pageVisits, referrerVisits, visitDays } from "../db/schema";

const total = (column: Parameters<typeof sql>[1]) => sql<number>`coalesce(sum(${column}), 0)::int`;

export async function visitReport(db: Db, first: Date) {
  const since = first.toISOString().slice(0, 10);
  const perDay = await db
    .select()
    .from(visitDays)
    .where(gte(visitDays.day, since))
    .orderBy(visitDays.day);
  const byPage = await db
    .select({
      page: pageVisits.path,
      visits: total(pageVisits.visits),
      visitors: total(pageVisits.visitors),
    })
    .from(pageVisits)
    .where(gte(pageVisits.day, since))
    .groupBy(pageVisits.path);
  const byReferrer = await db
    .select({
      host: referrerVisits.host,
      visits: total(referrerVisits.visits),
      visitors: total(referrerVisits.visitors),
    })
    .from(referrerVisits)
    .where(gte(referrerVisits.day, since))
    .groupBy(referrerVisits.host)
    .orderBy(sql`2 desc`, referrerVisits.host);
  const byCampaign = await db
    .select({
      campaign: campaignVisits.campaign,
      source: campaignVisits.source,
      medium: campaignVisits.medium,
      visits: total(campaignVisits.visits),
      visitors: total(campaignVisits.visitors),
    })
    .from(campaignVisits)
    .where(gte(campaignVisits.day, since))
    .groupBy(campaignVisits.campaign, campaignVisits.source, campaignVisits.medium);
  return { perDay, byPage, byReferrer, byCampaign };
}
