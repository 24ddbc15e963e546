/** Every query about leads: storing one with its outbox rows, erasing, expiring, counting deliveries. */
import { createHash, randomUUID } from "node:crypto";

import { and, count, eq, inArray, lt, sql } from "drizzle-orm";

import { type Actor, appendAudit } from "../audit/audit-log";
import type { Db, Tx } from "../db/database";
import {
  type Channel,
  type DeliveryStatus,
  type LeadType,
  type SpamReason,
  confirmationsSent,
  consoleSettings,
  deliveries,
  leads,
  routingRules,
} from "../db/schema";
import { CONFIRMATIONS_SETTING } from "./console-settings";

/** The site's page a lead was sent from, and that page's campaign parameters. */
export interface LeadSource {
  sourcePath: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export interface NewLead {
  type: LeadType;
  locale: string;
  fields: Record<string, string>;
  email: string;
  /** Why it was taken for spam; undefined when it was not. */
  spamReason?: SpamReason;
  idempotencyKey?: string;
  requestHash: string;
  source?: LeadSource;
}

/** Where new leads go: the configured channels, and the team's address when no routing rule applies. */
export interface Outbox {
  channels: readonly Channel[];
  fallbackRecipients: readonly string[];
}

export type StoreResult =
  { outcome: "created" | "replayed"; id: string; receivedAt: Date } | { outcome: "conflict" };

/**
 * The team addresses for a lead: the rule for its form and inquiry type,
 * else the rule for its form, else the fallback (LEADS_EMAIL_TO). Read in
 * the lead's own statement, so a rule applies to every lead after it.
 */
const routedRecipients = (lead: NewLead, fallback: readonly string[]) => sql`coalesce(
  (select ${routingRules.recipients} from ${routingRules}
    where ${routingRules.form} = ${lead.type} and ${routingRules.inquiryType} = ${lead.fields.inquiryType ?? null}),
  (select ${routingRules.recipients} from ${routingRules}
    where ${routingRules.form} = ${lead.type} and ${routingRules.inquiryType} is null),
  ${JSON.stringify(fallback)}::jsonb)`;

/**
 * A confirmation to the visitor when owners turned them on and the address
 * had none in the last 24 hours (the sender checks again, see
 * delivery/confirmation-channel.ts).
 */
const confirmationWanted = (email: string) => sql`
  coalesce((select ${consoleSettings.value} = 'true'::jsonb from ${consoleSettings}
    where ${consoleSettings.name} = ${CONFIRMATIONS_SETTING}), false)
  and not exists (select 1 from ${deliveries} join ${leads} on ${leads.id} = ${deliveries.leadId}
    where ${leads.email} = ${email} and ${deliveries.channel} = 'confirmation'
      and ${deliveries.createdAt} > now() - interval '24 hours')`;

/** The outbox rows of a new lead: (delivery id, channel, recipients, whether to add it). */
function outboxRows(lead: NewLead, { channels, fallbackRecipients }: Outbox) {
  return channels.map((channel) => {
    const id = sql`${randomUUID()}::uuid`;
    if (channel === "email")
      return sql`(${id}, 'email', ${routedRecipients(lead, fallbackRecipients)}, true)`;
    if (channel === "confirmation") {
      return sql`(${id}, 'confirmation', ${JSON.stringify([lead.email])}::jsonb, ${confirmationWanted(lead.email)})`;
    }
    return sql`(${id}, ${channel}, null::jsonb, true)`;
  });
}

/**
 * Queues an existing lead like a new one (after a person decides it is not
 * spam): an outbox row for each channel it has none for.
 */
export async function queueDeliveries(
  tx: Db | Tx,
  lead: Pick<NewLead, "type" | "fields" | "email"> & { id: string },
  outbox: Outbox,
) {
  const rows = outboxRows({ ...lead, locale: "", requestHash: "" }, outbox);
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${deliveries} (id, lead_id, channel, recipients)
    select outbox.id, ${lead.id}::uuid, outbox.channel, outbox.recipients
    from (values ${sql.join(rows, sql`, `)}) as outbox (id, channel, recipients, wanted)
    where outbox.wanted and not exists (select 1 from ${deliveries}
      where ${deliveries.leadId} = ${lead.id} and ${deliveries.channel} = outbox.channel)`);
}

/**
 * Stores a lead and its outbox rows, atomically: when it returns, both are
 * committed. One statement (a data-modifying WITH) rather than a transaction
 * of several, because each round trip to the database costs more than the
 * statement itself (measured in `npm run bench -- intake`). A lead already
 * stored under the same Idempotency-Key is returned as it was ("replayed")
 * if the submission is the same, and refused ("conflict") if it is not.
 */
export async function storeLead(db: Db, lead: NewLead, outbox: Outbox): Promise<StoreResult> {
  const rows = lead.spamReason ? [] : outboxRows(lead, outbox);
  const column = (name: string) => sql.identifier(name);
  const source = lead.source;
  const result = await db.execute(sql`
    with lead as (
      insert into ${leads} (${column(leads.id.name)}, ${column(leads.type.name)}, ${column(leads.locale.name)},
        ${column(leads.fields.name)}, ${column(leads.email.name)}, ${column(leads.spam.name)},
        ${column(leads.spamReason.name)}, ${column(leads.idempotencyKey.name)}, ${column(leads.requestHash.name)},
        ${column(leads.sourcePath.name)}, ${column(leads.utmSource.name)}, ${column(leads.utmMedium.name)},
        ${column(leads.utmCampaign.name)})
      values (${randomUUID()}::uuid, ${lead.type}, ${lead.locale}, ${JSON.stringify(lead.fields)}::jsonb,
        ${lead.email}, ${lead.spamReason !== undefined}, ${lead.spamReason ?? null},
        ${lead.idempotencyKey ?? null}, ${lead.requestHash}, ${source?.sourcePath ?? null},
        ${source?.utmSource ?? null}, ${source?.utmMedium ?? null}, ${source?.utmCampaign ?? null})
      on conflict (${column(leads.type.name)}, ${column(leads.idempotencyKey.name)}) do nothing
      returning ${column(leads.id.name)}, ${column(leads.receivedAt.name)}
    )${
      rows.length > 0
        ? sql`, outbox as (
      insert into ${deliveries} (${column(deliveries.id.name)}, ${column(deliveries.leadId.name)},
        ${column(deliveries.channel.name)}, ${column(deliveries.recipients.name)})
      select outbox.id, lead.id, outbox.channel, outbox.recipients
      from lead, (values ${sql.join(rows, sql`, `)}) as outbox (id, channel, recipients, wanted)
      where outbox.wanted
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

/** An address kept without keeping it: erasure records and the confirmations' 24-hour guard. */
export const addressHash = (address: string) =>
  createHash("sha256").update(address.trim().toLowerCase()).digest("hex");

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
 * leads' own), and the note that it was sent a confirmation. The audit
 * entry, in the same transaction, holds the counts and a hash of the
 * address, never the address itself.
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
    await tx
      .delete(confirmationsSent)
      .where(eq(confirmationsSent.addressHash, addressHash(address)));
    const counts = { leads: erased.length, deliveries: deliveryCount };
    await appendAudit(tx, {
      actor,
      action: "erased",
      details: { ...counts, addressSha256: addressHash(address) },
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

/** In a word, for /api/health: failed first, then still being tried. */
export function deliveryState({ pending, failed }: DeliveryCounts) {
  if (failed > 0) return "failed";
  return pending > 0 ? "pending" : "ok";
}

export async function deliveryCounts(db: Db): Promise<DeliveryCounts> {
  const rows = await db
    .select({ status: deliveries.status, total: count() })
    .from(deliveries)
    .where(inArray(deliveries.status, ["pending", "failed"]))
    .groupBy(deliveries.status);
  const total = (status: DeliveryStatus) => rows.find((row) => row.status === status)?.total ?? 0;
  return { pending: total("pending"), failed: total("failed") };
}
