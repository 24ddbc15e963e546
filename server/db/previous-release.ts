/**
 * The upgrade from the release that kept leads in PGlite: its files sit at
 * the top of DATA_DIR. On the first start after the upgrade, every lead
 * (with its spam flag and idempotency key) and every delivery record is
 * copied into PostgreSQL in one transaction, from a scratch copy so that the
 * old files are only ever read; the counts are checked; then the old files
 * move into a folder that says what they are. If anything fails, nothing of
 * the old data has changed and the server stops, saying what to do.
 */
import { cp, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";

import { count, inArray } from "drizzle-orm";

import { StartupError } from "../startup-error";
import type { Db } from "./db-types";
import type { Log } from "./embedded-cluster";
import { deliveries, leads } from "./schema";

export const KEPT_FOLDER = "pglite-data-from-previous-release";
const SCRATCH_FOLDER = "pglite-import-scratch";
/** Ours, and the previous release's runtime files, which hold no data. */
const notLegacy = new Set([
  "postgres",
  "postgres.creating",
  "run",
  "lock.sock",
  KEPT_FOLDER,
  SCRATCH_FOLDER,
]);
const runtimeFiles = new Set(["lock.json", "control.sock"]);
const BATCH = 500;

export class PreviousReleaseImportError extends StartupError {}

async function legacyEntries(dataDir: string) {
  const entries = await readdir(dataDir);
  return entries.filter((entry) => !notLegacy.has(entry) && !runtimeFiles.has(entry));
}

/** The previous release's columns: later ones take their defaults. */
const legacyLeadColumns = {
  id: leads.id,
  type: leads.type,
  receivedAt: leads.receivedAt,
  locale: leads.locale,
  fields: leads.fields,
  email: leads.email,
  spam: leads.spam,
  idempotencyKey: leads.idempotencyKey,
  requestHash: leads.requestHash,
};
const legacyDeliveryColumns = {
  id: deliveries.id,
  leadId: deliveries.leadId,
  channel: deliveries.channel,
  status: deliveries.status,
  attempts: deliveries.attempts,
  createdAt: deliveries.createdAt,
  nextAttemptAt: deliveries.nextAttemptAt,
  deliveredAt: deliveries.deliveredAt,
  lastError: deliveries.lastError,
};

interface LegacyRows {
  leads: { [K in keyof typeof legacyLeadColumns]: (typeof leads.$inferSelect)[K] }[];
  deliveries: { [K in keyof typeof legacyDeliveryColumns]: (typeof deliveries.$inferSelect)[K] }[];
}

/** The version the first release wrote its files with. */
const PGLITE = "@electric-sql/pglite@0.5.16";

/**
 * PGlite (27 MB) is needed once, by a DATA_DIR of the first release, so it
 * is not in the production install: when it is missing, the start says how
 * to add it.
 */
async function pgliteReader() {
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    return { PGlite, drizzle };
  } catch {
    throw new Error(
      `its reader (${PGLITE}) is not installed, and a release does not carry it: start this ` +
        "version once from a checkout (`npm ci` installs it) to copy the leads, then start the release",
    );
  }
}

/** Reads both tables from a scratch copy of the old files with PGlite. */
async function readLegacy(dataDir: string, entries: string[]): Promise<LegacyRows> {
  const scratch = path.join(dataDir, SCRATCH_FOLDER);
  await rm(scratch, { recursive: true, force: true });
  try {
    for (const entry of entries) {
      await cp(path.join(dataDir, entry), path.join(scratch, entry), { recursive: true });
    }
    const { PGlite, drizzle } = await pgliteReader();
    const client = await PGlite.create(scratch);
    try {
      const legacy = drizzle({ client });
      return {
        leads: await legacy.select(legacyLeadColumns).from(leads),
        deliveries: await legacy.select(legacyDeliveryColumns).from(deliveries),
      };
    } finally {
      await client.close();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function batches<T>(rows: T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, index) =>
    rows.slice(index * BATCH, (index + 1) * BATCH),
  );
}

/** Copies the rows in one transaction; rows already there (an import cut short) are kept as they are. */
async function copyRows(db: Db, rows: LegacyRows) {
  await db.transaction(async (tx) => {
    for (const batch of batches(rows.leads))
      await tx.insert(leads).values(batch).onConflictDoNothing();
    for (const batch of batches(rows.deliveries)) {
      // A lease held by the old server's worker ends with it.
      const released = batch.map((delivery) => ({ ...delivery, leaseUntil: null }));
      await tx.insert(deliveries).values(released).onConflictDoNothing();
    }
    const found = async (table: typeof leads | typeof deliveries, ids: string[]) => {
      let total = 0;
      for (const batch of batches(ids)) {
        const [row] = await tx
          .select({ total: count() })
          .from(table)
          .where(inArray(table.id, batch));
        total += row?.total ?? 0;
      }
      return total;
    };
    const leadCount = await found(
      leads,
      rows.leads.map((lead) => lead.id),
    );
    const deliveryCount = await found(
      deliveries,
      rows.deliveries.map((delivery) => delivery.id),
    );
    if (leadCount !== rows.leads.length || deliveryCount !== rows.deliveries.length) {
      throw new Error(
        `counts differ after copying: ${leadCount} of ${rows.leads.length} leads, ` +
          `${deliveryCount} of ${rows.deliveries.length} delivery records`,
      );
    }
  });
}

const keptReadme = (rows: LegacyRows, date: string) =>
  `These are the files of the embedded database (PGlite) of Brightway's previous release.
On ${date} their ${rows.leads.length} leads and ${rows.deliveries.length} delivery records were
copied into PostgreSQL (DATA_DIR/postgres) and checked. Keep them until you are sure of the new
database; then this folder can be deleted.
`;

/** Moves the old files into KEPT_FOLDER, PG_VERSION (what marks them as old data) last. */
async function keepOldFiles(dataDir: string, entries: string[]) {
  const kept = path.join(dataDir, KEPT_FOLDER);
  const inOrder = [...entries.filter((entry) => entry !== "PG_VERSION"), "PG_VERSION"];
  for (const entry of inOrder) await rename(path.join(dataDir, entry), path.join(kept, entry));
  for (const file of runtimeFiles) await rm(path.join(dataDir, file), { force: true });
}

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

export async function importPreviousRelease(dataDir: string, db: Db, log: Log) {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const entries = await legacyEntries(dataDir);
  const readme = path.join(dataDir, KEPT_FOLDER, "README.txt");
  if (!existsSync(readme)) {
    let rows: LegacyRows;
    try {
      rows = await readLegacy(dataDir, entries);
      await copyRows(db, rows);
    } catch (error) {
      throw new PreviousReleaseImportError(
        `Could not copy the leads of the previous release (PGlite files in ${dataDir}) into PostgreSQL: ` +
          `${(error as Error).message.replace(/\.*$/, "")}. Nothing of the old data was changed. Fix the cause and start ` +
          "again, or run the previous release and export its leads (npm run leads -- export).",
      );
    }
    await mkdir(path.join(dataDir, KEPT_FOLDER), { recursive: true, mode: 0o700 });
    await writeFile(readme, keptReadme(rows, new Date().toISOString().slice(0, 10)));
    log.info(
      {
        leads: rows.leads.length,
        deliveries: rows.deliveries.length,
        deliveryStates: countBy(rows.deliveries, (delivery) => delivery.status),
        keptIn: KEPT_FOLDER,
      },
      "copied the previous release's leads and delivery records from PGlite into PostgreSQL",
    );
  }
  await keepOldFiles(dataDir, entries);
}
