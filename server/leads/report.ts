/**
 * What the website brings in, for the console's report: visits and leads per
 * day (UTC days, every day of the period, spam apart, bots and speculative
 * loads apart), and per page (each language, and both together), campaign
 * and referring site: visits, visitors, leads and conversion (leads ÷
 * visitors). Aggregates only: no one's details.
 */
import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";

import type { ReportPeriod } from "~/lib/console-api/report";
import { unlocalizedPath } from "~/lib/i18n";

import type { Db } from "../db/database";
import { leads } from "../db/schema";
import { visitReport } from "../visits/visit-report";

interface Counts {
  visits: number;
  visitors: number;
  leads: number;
}

/** Leads per visitor; none when nobody visited (leads from a page no one was counted on). */
export const conversion = ({ leads, visitors }: Counts) =>
  visitors === 0 ? null : leads / visitors;

/** Rows of the same key added up, each with its conversion; most leads first, then most visits. */
function combined<Row extends Counts>(rows: Row[], keyOf: (row: Row) => string) {
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const key = keyOf(row);
    const existing = byKey.get(key);
    if (!existing) byKey.set(key, { ...row });
    else {
      existing.visits += row.visits;
      existing.visitors += row.visitors;
      existing.leads += row.leads;
    }
  }
  return [...byKey.values()]
    .map((row) => ({ ...row, conversion: conversion(row) }))
    .sort((a, b) => b.leads - a.leads || b.visits - a.visits || keyOf(a).localeCompare(keyOf(b)));
}

const noVisits = { visits: 0, visitors: 0 };
const campaignKey = (row: { campaign: string; source: string | null; medium: string | null }) =>
  `${row.campaign}\0${row.source ?? ""}\0${row.medium ?? ""}`;

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

  const visits = await visitReport(db, first);
  const visitsOn = new Map(visits.perDay.map((day) => [day.day, day]));
  const rows = perDay.rows.map((day) => {
    const counted = visitsOn.get(day.date);
    return {
      ...day,
      visits: counted?.visits ?? 0,
      visitors: counted?.visitors ?? 0,
      bots: counted?.bots ?? 0,
      speculative: counted?.speculative ?? 0,
    };
  });
  const spam = rows.reduce((total, day) => total + day.spam, 0);
  const total = rows.reduce((sum, day) => sum + day.demo + day.contact + day.spam, 0);
  const pages = [
    ...byPage.map((row) => ({ ...row, ...noVisits })),
    ...visits.byPage.map((row) => ({ ...row, leads: 0 })),
  ];
  const campaigns = [
    ...byCampaign.map((row) => ({ ...row, ...noVisits })),
    ...visits.byCampaign.map((row) => ({
      ...row,
      source: row.source || null,
      medium: row.medium || null,
      leads: 0,
    })),
  ];
  return {
    days,
    from: first.toISOString().slice(0, 10),
    perDay: rows,
    byPage: combined(pages, (row) => row.page),
    byPageTogether: combined(
      pages.map((row) => ({
        ...row,
        page: row.page === "unknown" ? row.page : unlocalizedPath(row.page),
      })),
      (row) => row.page,
    ),
    byCampaign: combined(campaigns, campaignKey),
    byReferrer: visits.byReferrer,
    spam: { spam, total, share: total === 0 ? 0 : spam / total },
  };
}

export type LeadReport = Awaited<ReturnType<typeof leadReport>>;
