/**
 * A known set of leads for the report's tests, on a server of their own:
 * sent as the site's forms send them (each with its page), then dated back
 * in the server's database to the day each belongs to (noon UTC, days ago).
 * What the report should say is worked out from the same list.
 */
import { inArray, sql } from "drizzle-orm";

import { leads } from "../../../server/db/schema";
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

/** Counts per key, most first, then by key (as the report orders its rows). */
function countBy(keys: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
}

/** What the report of the last `days` days should say about the known leads. */
export function expectedReport(days: number) {
  const inPeriod = knownLeads.filter((lead) => lead.daysAgo < days);
  const notSpam = inPeriod.filter((lead) => !lead.spam);
  const perDay = Array.from({ length: days }, (_, index) => {
    const daysAgo = days - 1 - index;
    const on = inPeriod.filter((lead) => lead.daysAgo === daysAgo);
    return {
      date: dayAgo(daysAgo),
      demo: on.filter((lead) => lead.type === "demo" && !lead.spam).length,
      contact: on.filter((lead) => lead.type === "contact" && !lead.spam).length,
      spam: on.filter((lead) => lead.spam).length,
    };
  });
  // A lead whose page is not known is counted as "unknown", after known pages of as many leads.
  const UNKNOWN = "\uffff";
  const pages = countBy(notSpam.map((lead) => (lead.source ? pathOf(lead.source) : UNKNOWN))).map(
    ([page, leads]) => [page === UNKNOWN ? "unknown" : page, String(leads)],
  );
  const campaigns = countBy(
    notSpam
      .filter((lead) => paramOf(lead.source, "utm_campaign"))
      .map((lead) =>
        ["utm_campaign", "utm_source", "utm_medium"]
          .map((name) => paramOf(lead.source, name) ?? "")
          .join("\t"),
      ),
  ).map(([key, leads]) => [...key.split("\t"), String(leads)]);
  return {
    perDay,
    demo: notSpam.filter((lead) => lead.type === "demo").length,
    contact: notSpam.filter((lead) => lead.type === "contact").length,
    spam: inPeriod.length - notSpam.length,
    total: inPeriod.length,
    pages,
    campaigns,
  };
}
