/**
 * The stored side of counting: batches of daily counts added to what the
 * database holds (one transaction per batch), and counts past their
 * retention period deleted.
 */
import { lt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Db } from "../db/database";
import { campaignVisits, pageVisits, referrerVisits, visitDays } from "../db/schema";
import type { VisitBatch } from "./visit-counter";

/** `column = column + excluded.column`, for each counted column. */
function addedUp(table: PgTable, columns: Record<string, PgColumn>) {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [
      key,
      sql`${table}.${sql.identifier(column.name)} + excluded.${sql.identifier(column.name)}`,
    ]),
  );
}

export async function addVisitCounts(db: Db, batch: VisitBatch) {
  await db.transaction(async (tx) => {
    if (batch.days.length > 0) {
      await tx
        .insert(visitDays)
        .values(batch.days)
        .onConflictDoUpdate({
          target: visitDays.day,
          set: addedUp(visitDays, {
            visits: visitDays.visits,
            visitors: visitDays.visitors,
            bots: visitDays.bots,
            speculative: visitDays.speculative,
          }),
        });
    }
    const counts = <T extends PgTable & { visits: PgColumn; visitors: PgColumn }>(table: T) =>
      addedUp(table, { visits: table.visits, visitors: table.visitors });
    if (batch.pages.length > 0) {
      await tx
        .insert(pageVisits)
        .values(batch.pages)
        .onConflictDoUpdate({ target: [pageVisits.day, pageVisits.path], set: counts(pageVisits) });
    }
    if (batch.referrers.length > 0) {
      await tx
        .insert(referrerVisits)
        .values(batch.referrers)
        .onConflictDoUpdate({
          target: [referrerVisits.day, referrerVisits.host],
          set: counts(referrerVisits),
        });
    }
    if (batch.campaigns.length > 0) {
      await tx
        .insert(campaignVisits)
        .values(batch.campaigns)
        .onConflictDoUpdate({
          target: [
            campaignVisits.day,
            campaignVisits.campaign,
            campaignVisits.source,
            campaignVisits.medium,
          ],
          set: counts(campaignVisits),
        });
    }
  });
}

/** Deletes daily counts older than `days` days (VISIT_RETENTION_DAYS); how many day rows went. */
export async function deleteVisitsOlderThan(db: Db, days: number, now = new Date()) {
  const first = new Date(now);
  first.setUTCDate(first.getUTCDate() - days);
  const cutoff = first.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    await tx.delete(pageVisits).where(lt(pageVisits.day, cutoff));
    await tx.delete(referrerVisits).where(lt(referrerVisits.day, cutoff));
    await tx.delete(campaignVisits).where(lt(campaignVisits.day, cutoff));
    const removed = await tx.delete(visitDays).where(lt(visitDays.day, cutoff));
    return removed.rowCount ?? 0;
  });
}
