/**
 * A known set of leads and visit counts for the report's tests, on a server
 * of their own: the leads sent as the site's forms send them (each with its
 * page), then dated back in the server's database to the day each belongs
 * to (noon UTC, days ago); the daily visit counts written as the server's
 * writer writes them (the counting itself is tested in tests/server). What
 * the report should say is worked out from the same lists.
 */
import { inArray, sql } from "drizzle-orm";

import {
  campaignVisits,
  leads,
  pageVisits,
  referrerVisits,
  visitDays,
} from "../../../server/db/schema";
import {
  type ConsoleServer,
  sendContactMessage,
  sendDemoRequest,
  uniqueAddress,
  withDatabase,
} from "./console-server";

interface KnownLead {
  type: "demo" | "contact";
  daysAgo: number;
  /** The page it was sent from, path and query; none for a lead whose page is not known. */
  source?: string;
  spam?: boolean;
}

const fall = "utm_source=newsletter&utm_medium=email&utm_campaign=fall";

/** None of them lies on a period's first day, so a run across midnight (UTC) changes no count. */
export const knownLeads: KnownLead[] = [
  { type: "demo", daysAgo: 0, source: `/pricing?${fall}` },
  { type: "demo", daysAgo: 0, source: `/pricing?${fall}` },
  { type: "contact", daysAgo: 0, source: "/contact" },
  { type: "contact", daysAgo: 0, source: "/contact", spam: true },
  { type: "contact", daysAgo: 2, source: "/es/contact?utm_campaign=otono&utm_source=radio" },
  { type: "demo", daysAgo: 2, source: "/for-states" },
  { type: "contact", daysAgo: 4 },
  { type: "demo", daysAgo: 20, source: `/pricing?${fall}` },
  { type: "contact", daysAgo: 20, source: "/pricing", spam: true },
  { type: "contact", daysAgo: 60, source: "/contact" },
  { type: "contact", daysAgo: 60, source: "/contact" },
  { type: "demo", daysAgo: 120, source: "/pricing" },
];

/** Daily visit counts of pages, each language apart. */
export const knownPageVisits = [
  { daysAgo: 0, path: "/pricing", visits: 40, visitors: 25 },
  { daysAgo: 0, path: "/es/pricing", visits: 10, visitors: 8 },
  { daysAgo: 0, path: "/", visits: 90, visitors: 70 },
  { daysAgo: 2, path: "/for-states", visits: 6, visitors: 4 },
  { daysAgo: 2, path: "/es/contact", visits: 5, visitors: 5 },
  { daysAgo: 20, path: "/pricing", visits: 30, visitors: 20 },
  { daysAgo: 60, path: "/contact", visits: 12, visitors: 10 },
];
/** Requests counted apart on some days. */
const knownApart = [
  { daysAgo: 0, bots: 7, speculative: 3 },
  { daysAgo: 20, bots: 2, speculative: 0 },
];
export const knownReferrers = [
  { daysAgo: 0, host: "news.example", visits: 9, visitors: 7 },
  { daysAgo: 2, host: "search.example", visits: 4, visitors: 4 },
  { daysAgo: 20, host: "news.example", visits: 3, visitors: 3 },
];
export const knownCampaignVisits = [
  { daysAgo: 0, campaign: "fall", source: "newsletter", medium: "email", visits: 20, visitors: 15 },
  { daysAgo: 20, campaign: "fall", source: "newsletter", medium: "email", visits: 8, visitors: 8 },
];

/** Writes the known visit counts, each on its day. */
export async function writeKnownVisits(server: ConsoleServer) {
  const onDay = <Row extends { daysAgo: number }>({ daysAgo, ...row }: Row) => ({
    day: dayAgo(daysAgo),
    ...row,
  });
  const days = new Map<
    number,
    { visits: number; visitors: number; bots: number; speculative: number }
  >();
  for (const { daysAgo, visits, visitors } of knownPageVisits) {
    const day = days.get(daysAgo) ?? { visits: 0, visitors: 0, bots: 0, speculative: 0 };
    days.set(daysAgo, { ...day, visits: day.visits + visits, visitors: day.visitors + visitors });
  }
  for (const { daysAgo, bots, speculative } of knownApart) {
    const day = days.get(daysAgo) ?? { visits: 0, visitors: 0, bots: 0, speculative: 0 };
    days.set(daysAgo, { ...day, bots, speculative });
  }
  await withDatabase(server, async (db) => {
    await db
      .insert(visitDays)
      .values([...days].map(([daysAgo, day]) => onDay({ daysAgo, ...day })));
    await db.insert(pageVisits).values(knownPageVisits.map(onDay));
    await db.insert(referrerVisits).values(knownReferrers.map(onDay));
    await db.insert(campaignVisits).values(knownCampaignVisits.map(onDay));
  });
}

/** Sends every known lead, then dates each back; the first lead's email, to find it in the inbox. */
export async function sendKnownLeads(server: ConsoleServer) {
  const sent: { id: string; daysAgo: number }[] = [];
  for (const lead of knownLeads) {
    const email = uniqueAddress(lead.type);
    const id =
      lead.type === "demo"
        ? await sendDemoRequest(server, { name: "Report Demo", email, source: lead.source })
        : await sendContactMessage(server, {
            email,
            message: "For the report.",
            source: lead.source,
            website: lead.spam ? "x" : undefined,
          });
    sent.push({ id, daysAgo: lead.daysAgo });
  }
  await withDatabase(server, async (db) => {
    for (const { id, daysAgo } of sent) {
      await db
        .update(leads)
        .set({
          receivedAt: sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
            - make_interval(days => ${daysAgo}) + interval '12 hours'`,
        })
        .where(inArray(leads.id, [id]));
    }
  });
}

/** A UTC day, YYYY-MM-DD, so many days ago. */
export function dayAgo(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const pathOf = (source: string) => source.split("?")[0] ?? source;
const paramOf = (source: string | undefined, name: string) =>
  source ? new URLSearchParams(source.split("?")[1] ?? "").get(name) : null;

interface Counted {
  visits: number;
  visitors: number;
  leads: number;
}

/** Rows added up by key, most leads first, then most visits, then by key (as the report orders them). */
function combined(rows: (Counted & { key: string })[]): (Counted & { key: string })[] {
  const byKey = new Map<string, Counted & { key: string }>();
  for (const row of rows) {
    const existing = byKey.get(row.key) ?? { key: row.key, visits: 0, visitors: 0, leads: 0 };
    byKey.set(row.key, {
      key: row.key,
      visits: existing.visits + row.visits,
      visitors: existing.visitors + row.visitors,
      leads: existing.leads + row.leads,
    });
  }
  return [...byKey.values()].sort(
    (a, b) => b.leads - a.leads || b.visits - a.visits || a.key.localeCompare(b.key),
  );
}

const percent = (share: number) =>
  new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }).format(share);

/** Visits, visitors, leads and conversion as the page shows them ("—None" when no one visited). */
export const conversionCells = ({ visits, visitors, leads }: Counted) => [
  String(visits),
  String(visitors),
  String(leads),
  visitors === 0 ? "—None" : percent(leads / visitors),
];

/** The same as the CSV writes them. */
export const conversionCsv = ({ visits, visitors, leads }: Counted) => [
  visits,
  visitors,
  leads,
  visitors === 0 ? "" : (leads / visitors).toFixed(4),
];

const unlocalized = (page: string) =>
  page === "/es" ? "/" : page.startsWith("/es/") ? page.slice(3) : page;

/** What the report of the last `days` days should say about the known leads and visits. */
export function expectedReport(days: number) {
  const inPeriod = knownLeads.filter((lead) => lead.daysAgo < days);
  const notSpam = inPeriod.filter((lead) => !lead.spam);
  const visitsIn = <Row extends { daysAgo: number }>(rows: Row[]) =>
    rows.filter((row) => row.daysAgo < days);
  const perDay = Array.from({ length: days }, (_, index) => {
    const daysAgo = days - 1 - index;
    const on = inPeriod.filter((lead) => lead.daysAgo === daysAgo);
    const pagesOn = knownPageVisits.filter((row) => row.daysAgo === daysAgo);
    const apart = knownApart.find((row) => row.daysAgo === daysAgo);
    return {
      date: dayAgo(daysAgo),
      visits: pagesOn.reduce((sum, row) => sum + row.visits, 0),
      visitors: pagesOn.reduce((sum, row) => sum + row.visitors, 0),
      demo: on.filter((lead) => lead.type === "demo" && !lead.spam).length,
      contact: on.filter((lead) => lead.type === "contact" && !lead.spam).length,
      spam: on.filter((lead) => lead.spam).length,
      bots: apart?.bots ?? 0,
      speculative: apart?.speculative ?? 0,
    };
  });
  const pageRows = [
    ...notSpam.map((lead) => ({
      key: lead.source ? pathOf(lead.source) : "unknown",
      visits: 0,
      visitors: 0,
      leads: 1,
    })),
    ...visitsIn(knownPageVisits).map((row) => ({ key: row.path, ...row, leads: 0 })),
  ];
  const campaignKey = (campaign: string, source: string, medium: string) =>
    [campaign, source, medium].join("\t");
  const campaigns = combined([
    ...notSpam
      .filter((lead) => paramOf(lead.source, "utm_campaign"))
      .map((lead) => ({
        key: campaignKey(
          ...(["utm_campaign", "utm_source", "utm_medium"].map(
            (name) => paramOf(lead.source, name) ?? "",
          ) as [string, string, string]),
        ),
        visits: 0,
        visitors: 0,
        leads: 1,
      })),
    ...visitsIn(knownCampaignVisits).map((row) => ({
      key: campaignKey(row.campaign, row.source, row.medium),
      visits: row.visits,
      visitors: row.visitors,
      leads: 0,
    })),
  ]).map((row) => ({ ...row, names: row.key.split("\t") as [string, string, string] }));
  const referrers = [...new Set(visitsIn(knownReferrers).map((row) => row.host))]
    .map((host) => {
      const rows = visitsIn(knownReferrers).filter((row) => row.host === host);
      return {
        host,
        visits: rows.reduce((sum, row) => sum + row.visits, 0),
        visitors: rows.reduce((sum, row) => sum + row.visitors, 0),
      };
    })
    .sort((a, b) => b.visits - a.visits || a.host.localeCompare(b.host));
  return {
    perDay,
    demo: notSpam.filter((lead) => lead.type === "demo").length,
    contact: notSpam.filter((lead) => lead.type === "contact").length,
    spam: inPeriod.length - notSpam.length,
    total: inPeriod.length,
    visits: perDay.reduce((sum, day) => sum + day.visits, 0),
    visitors: perDay.reduce((sum, day) => sum + day.visitors, 0),
    apart: perDay.reduce((sum, day) => sum + day.bots + day.speculative, 0),
    pages: combined(pageRows),
    pagesTogether: combined(
      pageRows.map((row) => ({
        ...row,
        key: row.key === "unknown" ? row.key : unlocalized(row.key),
      })),
    ),
    campaigns,
    referrers,
  };
}
