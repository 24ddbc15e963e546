/**
 * The audit log: who signed in, read, changed, exported or erased what.
 * Append-only (the database refuses updates and deletes, see migration
 * 0001), and chained: each entry carries the SHA-256 of its content and of
 * the entry before, so `npm run brightway -- audit verify` shows whether any was
 * changed or removed. Kept for AUDIT_RETENTION_DAYS; the daily purge records
 * itself, with the hash of the last entry it removed, so the chain still
 * verifies after it.
 */
import { createHash } from "node:crypto";

import { asc, count, desc, gt, lt, sql } from "drizzle-orm";

import type { Db, Tx } from "../db/database";
import { auditLog } from "../db/schema";

export interface Actor {
  /** A person's email, "command line" or "API token". */
  label: string;
  /** The person's id, when it is one. */
  id?: string;
}

export const commandLine: Actor = { label: "command line" };
export const apiToken: Actor = { label: "API token" };

export interface AuditEntry {
  actor: Actor;
  action: string;
  subject?: string;
  details?: Record<string, unknown>;
}

/** For pg_advisory_xact_lock: one writer at a time extends the chain. */
const AUDIT_LOCK = 727_101;
const GENESIS = "";

/** JSON with keys in a fixed order, as jsonb gives them back in another. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

type Row = typeof auditLog.$inferSelect;

function hashOf(row: Omit<Row, "id" | "hash">): string {
  const { previousHash, at, actor, actorId, action, subject, details } = row;
  const content = canonical({ at: at.toISOString(), actor, actorId, action, subject, details });
  return createHash("sha256").update(`${previousHash}\n${content}`).digest("hex");
}

/** Appends an entry; inside the caller's transaction when given one, so it commits with the change. */
export async function appendAudit(
  db: Db | Tx,
  { actor, action, subject, details = {} }: AuditEntry,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`);
    const [last] = await tx
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    const row = {
      at: new Date(),
      actor: actor.label,
      actorId: actor.id ?? null,
      action,
      subject: subject ?? null,
      details,
      previousHash: last?.hash ?? GENESIS,
    };
    await tx.insert(auditLog).values({ ...row, hash: hashOf(row) });
  });
}

export interface ChainCheck {
  entries: number;
  /** The first entry that does not fit the chain, and why. */
  broken?: { id: number; reason: string };
}

const BATCH = 1000;

/** Reads the whole log in order and checks every hash and every link. */
export async function verifyAuditChain(db: Db): Promise<ChainCheck> {
  const purgedUpTo = new Set(
    (
      await db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(sql`${auditLog.action} = 'audit log purged'`)
    ).map(({ details }) => String(details.lastHash)),
  );
  let entries = 0;
  let previous: Row | undefined;
  for (;;) {
    const batch = await db
      .select()
      .from(auditLog)
      .where(previous ? gt(auditLog.id, previous.id) : undefined)
      .orderBy(asc(auditLog.id))
      .limit(BATCH);
    for (const row of batch) {
      const expectedPrevious = previous?.hash ?? GENESIS;
      const linked =
        row.previousHash === expectedPrevious || (!previous && purgedUpTo.has(row.previousHash));
      if (!linked)
        return {
          entries,
          broken: { id: row.id, reason: "an entry before it is missing or was changed" },
        };
      if (hashOf(row) !== row.hash)
        return { entries, broken: { id: row.id, reason: "its content was changed" } };
      entries += 1;
      previous = row;
    }
    if (batch.length < BATCH) return { entries };
  }
}

/** Removes entries older than `days`, the only deletion the database allows, and records it. */
export async function purgeAuditLog(db: Db, days: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const [last] = await tx
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .where(lt(auditLog.at, before))
      .orderBy(desc(auditLog.id))
      .limit(1);
    if (!last) return 0;
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(auditLog)
      .where(lt(auditLog.at, before))) as [{ total: number }];
    await tx.execute(
      sql`select set_config('brightway.audit_purge_before', ${before.toISOString()}, true)`,
    );
    await tx.delete(auditLog).where(lt(auditLog.at, before));
    await appendAudit(tx, {
      actor: { label: "retention job" },
      action: "audit log purged",
      details: { before: before.toISOString(), entries: total, lastHash: last.hash },
    });
    return total;
  });
}

const AUDIT_PAGE = 100;

/** The newest entries before the entry `before` (or the newest of all), and where the next page starts. */
export async function auditPage(db: Db, before?: number) {
  const entries = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      subject: auditLog.subject,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(before === undefined ? undefined : lt(auditLog.id, before))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE);
  return { entries, nextBefore: entries.length === AUDIT_PAGE ? entries.at(-1)?.id : undefined };
}
