/** Every query about leads: storing one with its outbox rows, exporting, erasing, expiring. */
import { randomUUID } from "node:crypto";

import { type SQL, and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";

import type { Db } from "../db/database";
import { type Channel, type DeliveryStatus, type LeadType, deliveries, leads } from "../db/schema";

export interface NewLead {
  type: LeadType;
  locale: string;
  fields: Record<string, string>;
  email: string;
  spam: boolean;
  idempotencyKey?: string;
  requestHash: string;
}

export type StoreResult =
  { outcome: "created" | "replayed"; id: string; receivedAt: Date } | { outcome: "conflict" };

/**
 * Stores a lead and one outbox row per channel in one transaction: when it
 * returns, both are committed. A lead already stored under the same
 * Idempotency-Key is returned as it was ("replayed") if the submission is
 * the same, and refused ("conflict") if it is not.
 */
export function storeLead(db: Db, lead: NewLead, channels: readonly Channel[]) {
  return db.transaction(async (tx): Promise<StoreResult> => {
    const [stored] = await tx
      .insert(leads)
      .values({ id: randomUUID(), ...lead })
      .onConflictDoNothing({ target: [leads.type, leads.idempotencyKey] })
      .returning({ id: leads.id, receivedAt: leads.receivedAt });
    if (stored) {
      if (!lead.spam && channels.length > 0) {
        await tx
          .insert(deliveries)
          .values(channels.map((channel) => ({ id: randomUUID(), leadId: stored.id, channel })));
      }
      return { outcome: "created", ...stored };
    }
    const [earlier] = await tx
      .select({ id: leads.id, receivedAt: leads.receivedAt, requestHash: leads.requestHash })
      .from(leads)
      .where(and(eq(leads.type, lead.type), eq(leads.idempotencyKey, lead.idempotencyKey ?? "")));
    if (earlier?.requestHash !== lead.requestHash) return { outcome: "conflict" };
    return { outcome: "replayed", id: earlier.id, receivedAt: earlier.receivedAt };
  });
}

export interface ExportFilter {
  since?: Date;
  type?: LeadType;
  includeSpam: boolean;
}

export interface ExportedLead {
  id: string;
  type: LeadType;
  receivedAt: Date;
  locale: string;
  spam: boolean;
  fields: Record<string, string>;
  deliveries: Partial<Record<Channel, DeliveryStatus>>;
}

const EXPORT_BATCH = 500;

/**
 * Every matching lead, oldest first, read in batches after the last one
 * seen (received_at, id), so memory stays flat however many there are.
 */
export async function* exportLeads(db: Db, filter: ExportFilter): AsyncGenerator<ExportedLead> {
  let after: { receivedAt: Date; id: string } | undefined;
  for (;;) {
    const conditions: SQL[] = [];
    if (filter.since) conditions.push(gte(leads.receivedAt, filter.since));
    if (filter.type) conditions.push(eq(leads.type, filter.type));
    if (!filter.includeSpam) conditions.push(eq(leads.spam, false));
    if (after)
      conditions.push(sql`(${leads.receivedAt}, ${leads.id}) > (${after.receivedAt}, ${after.id})`);
    const batch = await db
      .select({
        id: leads.id,
        type: leads.type,
        receivedAt: leads.receivedAt,
        locale: leads.locale,
        spam: leads.spam,
        fields: leads.fields,
      })
      .from(leads)
      .where(and(...conditions))
      .orderBy(leads.receivedAt, leads.id)
      .limit(EXPORT_BATCH);
    if (batch.length === 0) return;
    const states = await db
      .select({ leadId: deliveries.leadId, channel: deliveries.channel, status: deliveries.status })
      .from(deliveries)
      .where(
        inArray(
          deliveries.leadId,
          batch.map((lead) => lead.id),
        ),
      );
    for (const lead of batch) {
      const own = states.filter((state) => state.leadId === lead.id);
      yield {
        ...lead,
        deliveries: Object.fromEntries(own.map((state) => [state.channel, state.status])),
      };
    }
    const last = batch[batch.length - 1];
    after = last && { receivedAt: last.receivedAt, id: last.id };
  }
}

/** Erases everything stored about one address: its leads and (by cascade) their deliveries. */
export function eraseByEmail(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [{ deliveryCount = 0 } = {}] = await tx
      .select({ deliveryCount: count() })
      .from(deliveries)
      .innerJoin(leads, eq(deliveries.leadId, leads.id))
      .where(eq(leads.email, address));
    const erased = await tx
      .delete(leads)
      .where(eq(leads.email, address))
      .returning({ id: leads.id });
    return { leads: erased.length, deliveries: deliveryCount };
  });
}

/** Deletes leads (and their deliveries) received more than `days` ago. */
export async function deleteLeadsOlderThan(db: Db, days: number): Promise<number> {
  const removed = await db
    .delete(leads)
    .where(lt(leads.receivedAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: leads.id });
  return removed.length;
}

export type DeliveryCounts = Record<"pending" | "failed", number>;

export async function deliveryCounts(db: Db): Promise<DeliveryCounts> {
  const rows = await db
    .select({ status: deliveries.status, total: count() })
    .from(deliveries)
    .where(inArray(deliveries.status, ["pending", "failed"]))
    .groupBy(deliveries.status);
  const total = (status: DeliveryStatus) => rows.find((row) => row.status === status)?.total ?? 0;
  return { pending: total("pending"), failed: total("failed") };
}
