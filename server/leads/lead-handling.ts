/**
 * What the console does with one lead: show it whole (fields, every delivery
 * attempt, notes), mark it handled or new, add a note, decide it is spam or
 * not, and retry its deliveries. Each change is audited in the same
 * transaction by the caller's route.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";

import type { Db, Tx } from "../db/database";
import { type LeadStatus, deliveries, deliveryAttempts, leadNotes, leads } from "../db/schema";
import { type Outbox, queueDeliveries } from "./lead-repository";

export async function leadDetail(db: Db, id: string) {
  const lead = await db.query.leads.findFirst({
    where: eq(leads.id, id),
    columns: { searchText: false, requestHash: false, idempotencyKey: false },
  });
  if (!lead) return undefined;
  const [channels, attempts, notes] = await Promise.all([
    db.select().from(deliveries).where(eq(deliveries.leadId, id)).orderBy(asc(deliveries.channel)),
    db
      .select({
        deliveryId: deliveryAttempts.deliveryId,
        attemptedAt: deliveryAttempts.attemptedAt,
        delivered: deliveryAttempts.delivered,
        detail: deliveryAttempts.detail,
      })
      .from(deliveryAttempts)
      .innerJoin(deliveries, eq(deliveries.id, deliveryAttempts.deliveryId))
      .where(eq(deliveries.leadId, id))
      .orderBy(asc(deliveryAttempts.attemptedAt)),
    db
      .select({
        id: leadNotes.id,
        author: leadNotes.authorEmail,
        body: leadNotes.body,
        createdAt: leadNotes.createdAt,
      })
      .from(leadNotes)
      .where(eq(leadNotes.leadId, id))
      .orderBy(asc(leadNotes.createdAt)),
  ]);
  return {
    ...lead,
    deliveries: channels.map((delivery) => ({
      id: delivery.id,
      channel: delivery.channel,
      status: delivery.status,
      lastError: delivery.lastError,
      nextAttemptAt: delivery.status === "pending" ? delivery.nextAttemptAt : null,
      attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
    })),
    notes,
  };
}

/** The first opening of a lead marks it read for everyone. */
export async function markOpened(db: Db | Tx, id: string) {
  await db
    .update(leads)
    .set({ openedAt: sql`now()` })
    .where(and(eq(leads.id, id), isNull(leads.openedAt)));
}

/** Whether the status changed (false when the lead is gone or already had it). */
export async function setStatus(db: Db | Tx, id: string, status: LeadStatus): Promise<boolean> {
  const changed = await db
    .update(leads)
    .set({ status })
    .where(and(eq(leads.id, id), ne(leads.status, status)))
    .returning({ id: leads.id });
  return changed.length === 1;
}

/**
 * Whether the lead is there, held until the transaction ends (`FOR KEY SHARE`): an erasure
 * cannot take it away while a change to it is written, and changes to it do not wait on this.
 */
export async function holdLead(tx: Tx, id: string): Promise<boolean> {
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.id, id))
    .for("key share");
  return lead !== undefined;
}

/** Adds a note to a lead the caller holds (holdLead). */
export async function addNote(
  tx: Tx,
  { leadId, author, body }: { leadId: string; author: { id: string; email: string }; body: string },
) {
  const [note] = await tx
    .insert(leadNotes)
    .values({ leadId, authorId: author.id, authorEmail: author.email, body })
    .returning({ id: leadNotes.id, createdAt: leadNotes.createdAt });
  if (!note) throw new Error("note not added");
  return note;
}

/** Marks a lead spam by a person's decision; its pending deliveries stop. */
export async function markSpam(tx: Tx, id: string): Promise<boolean> {
  const changed = await tx
    .update(leads)
    .set({ spam: true, spamReason: "marked" })
    .where(and(eq(leads.id, id), eq(leads.spam, false)))
    .returning({ id: leads.id });
  if (changed.length === 0) return false;
  await tx
    .delete(deliveries)
    .where(and(eq(deliveries.leadId, id), eq(deliveries.status, "pending")));
  return true;
}

/**
 * Takes a lead out of spam and delivers it like a new lead: its outbox rows
 * (routed, and a confirmation where owners want them) for the channels it
 * has none for.
 */
export async function markNotSpam(tx: Tx, id: string, outbox: Outbox): Promise<boolean> {
  const [lead] = await tx
    .update(leads)
    .set({ spam: false, spamReason: null })
    .where(and(eq(leads.id, id), eq(leads.spam, true)))
    .returning({ id: leads.id, type: leads.type, fields: leads.fields, email: leads.email });
  if (!lead) return false;
  await queueDeliveries(tx, lead, outbox);
  return true;
}

/** Makes the lead's undelivered deliveries due now; how many there are. */
export async function retryDeliveries(db: Db | Tx, id: string): Promise<number> {
  const retried = await db
    .update(deliveries)
    .set({ status: "pending", nextAttemptAt: sql`now()`, leaseUntil: null })
    .where(and(eq(deliveries.leadId, id), inArray(deliveries.status, ["pending", "failed"])))
    .returning({ id: deliveries.id });
  return retried.length;
}
