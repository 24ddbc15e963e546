/**
 * What the website brings in, for the console's report: leads per day by
 * type (UTC days, every day of the period, spam apart), leads by the page
 * they were sent from and by campaign, and the share of spam. Aggregates
 * only: no one's details.
 */
import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";

import type { Db } from "../db/database";
import { leads } from "../db/schema";

export const reportPeriods = [7, 30, 90] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export async function leadReport(db: Db, days: ReportPeriod, now = new Date()) {
  const first = new Date(now);
  first.setUTCHours(0, 0, 0, 0);
  first.setUTCDate(first.getUTCDate() - (days - 1));
  const since = gte(leads.receivedAt, first);
  const counted = sql<number>`count(*)::int`;

  const perDay = await db.execute<{
    date: string;
    demo: number;
    contact: number;
    spam: number;
  }>(sql`
    select to_char(day, 'YYYY-MM-DD') as date,
      count(*) filter (where ${leads.type} = 'demo' and not ${leads.spam})::int as demo,
      count(*) filter (where ${leads.type} = 'contact' and not ${leads.spam})::int as contact,
      count(*) filter (where ${leads.spam})::int as spam
    from generate_series(${first.toISOString()}::timestamptz at time zone 'UTC',
      ${now.toISOString()}::timestamptz at time zone 'UTC', interval '1 day') as day
    left join ${leads} on ${leads.receivedAt} >= day at time zone 'UTC'
      and ${leads.receivedAt} < (day + interval '1 day') at time zone 'UTC'
    group by day order by day`);

  const byPage = await db
    .select({ page: sql<string>`coalesce(${leads.sourcePath}, 'unknown')`, leads: counted })
    .from(leads)
    .where(and(since, eq(leads.spam, false)))
    .groupBy(leads.sourcePath)
    .orderBy(desc(counted), leads.sourcePath);

  const byCampaign = await db
    .select({
      campaign: sql<string>`${leads.utmCampaign}`,
      source: leads.utmSource,
      medium: leads.utmMedium,
      leads: counted,
    })
    .from(leads)
    .where(and(since, eq(leads.spam, false), isNotNull(leads.utmCampaign)))
    .groupBy(leads.utmCampaign, leads.utmSource, leads.utmMedium)
    .orderBy(desc(counted), leads.utmCampaign);

  const rows = perDay.rows;
  const spam = rows.reduce((total, day) => total + day.spam, 0);
  const total = rows.reduce((sum, day) => sum + day.demo + day.contact + day.spam, 0);
  return {
    days,
    from: first.toISOString().slice(0, 10),
    perDay: rows,
    byPage,
    byCampaign,
    spam: { spam, total, share: total === 0 ? 0 : spam / total },
  };
}

export type LeadReport = Awaited<ReturnType<typeof leadReport>>;
