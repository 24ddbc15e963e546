/** The outbox's queries: claim due deliveries, record how each attempt went. */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

import type { Db } from "../db/database";
import { type Channel, deliveries, deliveryAttempts, leads } from "../db/schema";

export interface ClaimedDelivery {
  id: string;
  channel: Channel;
  attempts: number;
  createdAt: Date;
  /** Email channels only: where it goes. */
  recipients: string[] | null;
  lead: {
    id: string;
    type: "demo" | "contact";
    receivedAt: Date;
    locale: string;
    fields: Record<string, string>;
    sourcePath: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
  };
}

/**
 * Takes up to `limit` due deliveries for this worker for `leaseMs`. Rows
 * another worker is claiming at the same moment are skipped (SKIP LOCKED),
 * and a claimed row is not due again until its lease ends, so no two workers
 * deliver the same row at once. A worker that dies mid-delivery leaves the
 * row to be taken over when its lease ends.
 */
export async function claimDueDeliveries(
  db: Db,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.status, "pending"),
        lte(deliveries.nextAttemptAt, sql`now()`),
        or(isNull(deliveries.leaseUntil), lt(deliveries.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(deliveries.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(deliveries)
    .set({
      attempts: sql`${deliveries.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(inArray(deliveries.id, due))
    .returning({
      id: deliveries.id,
      leadId: deliveries.leadId,
      channel: deliveries.channel,
      attempts: deliveries.attempts,
      createdAt: deliveries.createdAt,
      recipients: deliveries.recipients,
    });
  if (claimed.length === 0) return [];
  const leadRows = await db
    .select({
      id: leads.id,
      type: leads.type,
      receivedAt: leads.receivedAt,
      locale: leads.locale,
      fields: leads.fields,
      sourcePath: leads.sourcePath,
      utmSource: leads.utmSource,
      utmMedium: leads.utmMedium,
      utmCampaign: leads.utmCampaign,
    })
    .from(leads)
    .where(
      inArray(
        leads.id,
        claimed.map((delivery) => delivery.leadId),
      ),
    );
  return claimed.flatMap(({ leadId, ...delivery }) => {
    const lead = leadRows.find((row) => row.id === leadId);
    return lead ? [{ ...delivery, lead }] : [];
  });
}

export async function markDelivered(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .update(deliveries)
      .set({ status: "delivered", deliveredAt: sql`now()`, leaseUntil: null, lastError: null })
      .where(inArray(deliveries.id, ids));
    await tx
      .insert(deliveryAttempts)
      .values(ids.map((deliveryId) => ({ deliveryId, delivered: true })));
  });
}

/** Deliveries that turned out not to be wanted (a confirmation the address already had). */
export async function dropDeliveries(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(deliveries).where(inArray(deliveries.id, ids));
}

/** After a failed attempt: try again at `retryAt`, or give up when it is undefined. */
export async function recordFailure(
  db: Db,
  id: string,
  reason: string,
  retryAt: Date | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(deliveries)
      .set(
        retryAt
          ? { nextAttemptAt: retryAt, leaseUntil: null, lastError: reason }
          : { status: "failed", leaseUntil: null, lastError: reason },
      )
      .where(eq(deliveries.id, id));
    await tx.insert(deliveryAttempts).values({ deliveryId: id, delivered: false, detail: reason });
  });
}
