/**
 * The console's inbox: which leads a filter asks for (the same filter drives
 * the list, its counts and the console's export), newest first, a page at a
 * time after a cursor. Search folds accents and case on both sides, so
 * "informacion" finds "información" (a trigram index keeps it fast).
 */
import { type SQL, and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type * as v from "valibot";

import type { inboxFilter } from "~/lib/console-api/leads";
import type { InquiryType } from "~/lib/forms/contact-message";

import type { Db } from "../db/database";
import { deliveries, leads } from "../db/schema";

const PAGE_SIZE = 50;

export type InboxFilter = v.InferOutput<typeof inboxFilter>;

/** The filter as a condition on the leads table (dates are UTC days, both ends included). */
export function inboxCondition(filter: InboxFilter, except: (keyof InboxFilter)[] = []): SQL {
  const value = <K extends keyof InboxFilter>(key: K) =>
    except.includes(key) ? undefined : filter[key];
  const [type, inquiry, language, status, from, to, delivery, q] = [
    value("type"),
    value("inquiry"),
    value("language"),
    value("status"),
    value("from"),
    value("to"),
    value("delivery"),
    value("q"),
  ];
  const conditions = [
    eq(leads.spam, filter.spam === "only"),
    type && eq(leads.type, type),
    inquiry && sql`${leads.fields}->>'inquiryType' = ${inquiry}`,
    language && eq(leads.locale, language),
    status && eq(leads.status, status),
    from && gte(leads.receivedAt, sql`${from}::date::timestamptz`),
    to && lt(leads.receivedAt, sql`(${to}::date + 1)::timestamptz`),
    delivery &&
      sql`exists (select 1 from ${deliveries} where ${deliveries.leadId} = ${leads.id}
          and ${deliveries.status} = ${delivery})`,
    q &&
      sql`${leads.searchText} like '%' || brightway_fold(${q.replace(/[\\%_]/g, "\\$&")}) || '%'`,
  ];
  return and(...conditions.map((condition) => condition || undefined)) ?? sql`true`;
}

/**
 * The worst state of a lead's deliveries, null when it has none: what the
 * inbox shows. A single-table select writes its fields' columns without
 * their table, so the lead's id is named in full: a bare "id" in here
 * would be the delivery's.
 */
const deliveryState = sql<"failed" | "pending" | "delivered" | null>`(
  select case when bool_or(${deliveries.status} = 'failed') then 'failed'
              when bool_or(${deliveries.status} = 'pending') then 'pending'
              when bool_and(${deliveries.status} = 'delivered') then 'delivered' end
  from ${deliveries} where ${deliveries.leadId} = ${leads}.${sql.identifier(leads.id.name)})`;

interface Cursor {
  receivedAt: string;
  id: string;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

export function decodeCursor(value: string): Cursor | undefined {
  try {
    const cursor = JSON.parse(Buffer.from(value, "base64url").toString()) as Cursor;
    const valid = !Number.isNaN(Date.parse(cursor.receivedAt)) && /^[0-9a-f-]{36}$/.test(cursor.id);
    return valid ? cursor : undefined;
  } catch {
    return undefined;
  }
}

export async function inboxPage(db: Db, filter: InboxFilter, after?: Cursor) {
  const rows = await db
    .select({
      id: leads.id,
      type: leads.type,
      receivedAt: leads.receivedAt,
      locale: leads.locale,
      status: leads.status,
      unread: sql<boolean>`${leads.openedAt} is null`,
      spamReason: leads.spamReason,
      name: sql<string>`coalesce(${leads.fields}->>'name',
        trim(coalesce(${leads.fields}->>'firstName', '') || ' ' || coalesce(${leads.fields}->>'lastName', '')))`,
      email: sql<string>`${leads.fields}->>'email'`,
      inquiryType: sql<InquiryType | null>`${leads.fields}->>'inquiryType'`,
      sourcePath: leads.sourcePath,
      delivery: deliveryState,
    })
    .from(leads)
    .where(
      and(
        inboxCondition(filter),
        after
          ? sql`(${leads.receivedAt}, ${leads.id}) < (${after.receivedAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(leads.receivedAt), desc(leads.id))
    .limit(PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    leads: page,
    nextCursor:
      rows.length > PAGE_SIZE && last
        ? encodeCursor({ receivedAt: last.receivedAt.toISOString(), id: last.id })
        : undefined,
  };
}

/**
 * How many leads the filter finds, and how many each choice of status and
 * type would find with the rest of the filter kept; and the spam folder's size.
 */
export async function inboxCounts(db: Db, filter: InboxFilter) {
  const count = (...conditions: (SQL | undefined)[]) => {
    const wanted = conditions.filter((condition) => condition !== undefined);
    return wanted.length === 0
      ? sql<number>`count(*)::int`
      : sql<number>`count(*) filter (where ${sql.join(wanted, sql` and `)})::int`;
  };
  const type = filter.type && eq(leads.type, filter.type);
  const status = filter.status && eq(leads.status, filter.status);
  // Read once, with everything but status and type: the search narrows it through its index.
  const [counts] = await db
    .select({
      total: count(type, status),
      new: count(type, eq(leads.status, "new")),
      handled: count(type, eq(leads.status, "handled")),
      demo: count(status, eq(leads.type, "demo")),
      contact: count(status, eq(leads.type, "contact")),
    })
    .from(leads)
    .where(inboxCondition(filter, ["status", "type"]));
  if (!counts) throw new Error("counts missing");
  return { ...counts, spam: await db.$count(leads, eq(leads.spam, true)) };
}

/** How many leads the filter finds (what an export of it holds). */
export function inboxCount(db: Db, filter: InboxFilter): Promise<number> {
  return db.$count(leads, inboxCondition(filter));
}
