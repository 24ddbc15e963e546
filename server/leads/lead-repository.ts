/** Every query about leads: storing one with its outbox rows, erasing, expiring, counting deliveries. */
import { createHash, randomUUID } from "node:crypto";

import { and, count, eq, inArray, lt, sql } from "drizzle-orm";

import { type Actor, appendAudit } from "../audit/audit-log";
import type { Db } from "../db/database";
import {
  type Channel,
  type DeliveryStatus,
  type LeadType,
  type SpamReason,
  deliveries,
  leads,
} from "../db/schema";

export interface NewLead {
  type: LeadType;
  locale: string;
  fields: Record<string, string>;
  email: string;
  /** Why it was taken for spam; undefined when it was not. */
  spamReason?: SpamReason;
  idempotencyKey?: string;
  requestHash: string;
}

export type StoreResult =
  { outcome: "created" | "replayed"; id: string; receivedAt: Date } | { outcome: "conflict" };

/** The outbox rows of a new lead, as a VALUES list: (delivery id, channel). */
const outboxValues = (channels: readonly Channel[]) =>
  sql.join(
    channels.map((channel) => sql`(${randomUUID()}::uuid, ${channel})`),
    sql`, `,
  );

/**
 * Stores a lead and one outbox row per channel, atomically: when it
 * returns, both are committed. One statement (a data-modifying WITH) rather
 * than a transaction of several, because each round trip to the database
 * costs more than the statement itself (measured in `npm run bench -- intake`).
 * A lead already stored under the same Idempotency-Key is returned as it was
 * ("replayed") if the submission is the same, and refused ("conflict") if
 * it is not.
 */
export async function storeLead(
  db: Db,
  lead: NewLead,
  channels: readonly Channel[],
): Promise<StoreResult> {
  const outbox = lead.spamReason ? [] : channels;
  const column = (name: string) => sql.identifier(name);
  const result = await db.execute(sql`
    with lead as (
      insert into ${leads} (${column(leads.id.name)}, ${column(leads.type.name)}, ${column(leads.locale.name)},
        ${column(leads.fields.name)}, ${column(leads.email.name)}, ${column(leads.spam.name)},
        ${column(leads.spamReason.name)}, ${column(leads.idempotencyKey.name)}, ${column(leads.requestHash.name)})
      values (${randomUUID()}::uuid, ${lead.type}, ${lead.locale}, ${JSON.stringify(lead.fields)}::jsonb,
        ${lead.email}, ${lead.spamReason !== undefined}, ${lead.spamReason ?? null},
        ${lead.idempotencyKey ?? null}, ${lead.requestHash})
      on conflict (${column(leads.type.name)}, ${column(leads.idempotencyKey.name)}) do nothing
      returning ${column(leads.id.name)}, ${column(leads.receivedAt.name)}
    )${
      outbox.length > 0
        ? sql`, outbox as (
      insert into ${deliveries} (${column(deliveries.id.name)}, ${column(deliveries.leadId.name)}, ${column(deliveries.channel.name)})
      select outbox.id, lead.id, outbox.channel
      from lead, (values ${outboxValues(outbox)}) as outbox (id, channel)
    )`
        : sql``
    }
    select id, received_at as "receivedAt" from lead`);
  const [stored] = result.rows as { id: string; receivedAt: Date }[];
  if (stored) return { outcome: "created", id: stored.id, receivedAt: new Date(stored.receivedAt) };
  const [earlier] = await db
    .select({ id: leads.id, receivedAt: leads.receivedAt, requestHash: leads.requestHash })
    .from(leads)
    .where(and(eq(leads.type, lead.type), eq(leads.idempotencyKey, lead.idempotencyKey ?? "")));
  if (earlier?.requestHash !== lead.requestHash) return { outcome: "conflict" };
  return { outcome: "replayed", id: earlier.id, receivedAt: earlier.receivedAt };
}

/** How many leads an erasure of this address would remove. */
export async function leadsOfAddress(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .where(eq(leads.email, email.trim().toLowerCase()));
  return row?.total ?? 0;
}

/**
 * Erases everything stored about one address: its leads and, by cascade,
 * their deliveries, delivery attempts and notes (idempotency keys are the
 * leads' own). The audit entry, in the same transaction, holds the counts
 * and a hash of the address, never the address itself.
 */
export function eraseByEmail(db: Db, email: string, actor: Actor) {
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
    const counts = { leads: erased.length, deliveries: deliveryCount };
    await appendAudit(tx, {
      actor,
      action: "erased",
      details: { ...counts, addressSha256: createHash("sha256").update(address).digest("hex") },
    });
    return counts;
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
