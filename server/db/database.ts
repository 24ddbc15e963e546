/**
 * The database: PostgreSQL always, through one driver (node-postgres) and
 * one query layer (drizzle). By default the embedded cluster in DATA_DIR,
 * which this process holds and supervises; with DATABASE_URL, a PostgreSQL
 * server shared by any number of instances. The same schema, migrations and
 * queries run on both.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

import { appliedMigrations, clientQuery } from "./applied-migrations";
import { type ArchiveSettings, clusterLayout, socketConnection } from "./cluster-settings";
import { DataDirInUseError, type LockHolder, lockDataDir } from "./data-dir-lock";
import { assertDataDirOwner, databaseUser } from "./database-user";
import { projectRoot } from "../project-root";
import { StartupError } from "../startup-error";
import type { Db } from "./db-types";
import { type Log, startEmbeddedCluster } from "./embedded-cluster";
import { importPreviousRelease } from "./previous-release";
import { schema } from "./schema";

export type { Db, Tx } from "./db-types";

export interface Database {
  db: Db;
  /** Resolves when the database answers a trivial query within the time limit. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = path.join(projectRoot, "server/db/migrations");
/** Any number for pg_advisory_lock, the same in every instance: one migrates at a time. */
const MIGRATION_LOCK = 727_100;
const PING_TIMEOUT_MS = 2000;

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database did not answer in time")), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This release's migrations that the database has not run, by name. */
async function pendingMigrations(client: pg.PoolClient): Promise<string[]> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
  ) as { entries: { tag: string; when: number }[] };
  const { last } = await appliedMigrations(clientQuery(client)).catch(
    () => ({ last: null }), // a new database has no table of migrations yet
  );
  return journal.entries.filter((entry) => entry.when > (last ?? 0)).map((entry) => entry.tag);
}

async function migrated(pool: pg.Pool): Promise<Db> {
  const migrator = await pool.connect();
  try {
    await migrator.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const pending = await pendingMigrations(migrator);
    try {
      await migrate(drizzle({ client: migrator }), { migrationsFolder });
    } catch (error) {
      // Drizzle runs every pending migration in one transaction: a failure leaves none applied.
      const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
      throw new StartupError(
        `The database could not be brought up to this release: ${pending.length > 0 ? `a migration of ${pending.join(", ")}` : "drizzle's migrations"} failed (${reason}). ` +
          "Nothing was changed: the pending migrations run in one transaction, so the release before this one still starts on this data. " +
          'Go back to it, or fix the migration (docs/deploying.md, "Upgrading and going back").',
      );
    }
  } finally {
    await migrator.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    migrator.release();
  }
  return drizzle({ client: pool, schema });
}

/**
 * The running server's database, never migrated under it: the server may run the release
 * before this command's (an upgrade under way), and its backup to go back to must be of its schema.
 */
async function asTheServerLeftIt(pool: pg.Pool): Promise<Db> {
  const client = await pool.connect();
  try {
    const pending = await pendingMigrations(client);
    if (pending.length > 0)
      throw new StartupError(
        `The server running on this DATA_DIR has not brought its database up to this release (${pending.join(", ")} not run yet). ` +
          "Run the command of the release the server runs, or restart the server with this release first.",
      );
  } finally {
    client.release();
  }
  return drizzle({ client: pool, schema });
}

/**
 * After a restart, PostgreSQL (18) switched no WAL segment on archive_timeout until the
 * checkpointer's first checkpoint, a whole checkpoint_timeout (5 min) later: leads taken meanwhile
 * reached no backup, and nothing waited in the spool to show a lag. Observed, not traced in
 * PostgreSQL's source: a checkpoint right after the start makes it switch on time from then on
 * (tests/server/backups.test.ts, "after a restart").
 */
async function wakeArchiveTimeout(pool: pg.Pool) {
  await pool.query("checkpoint");
}

function database(db: Db, close: () => Promise<void>): Database {
  return {
    db,
    ping: async () => {
      await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS);
    },
    close,
  };
}

function newPool(config: pg.PoolConfig, log: Log, poolSize: number) {
  // Idle connections close after a while, so an idle server holds few database processes.
  const pool = new pg.Pool({
    ...config,
    max: poolSize,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 5000,
  });
  // A database that goes away makes idle clients fail; the pool replaces them on the next query.
  pool.on("error", (error) =>
    log.warn({ code: (error as { code?: string }).code }, "database connection lost"),
  );
  return pool;
}

export interface StorageOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Who holds DATA_DIR (embedded engine): the server, or the leads command when no server runs. */
  holder: LockHolder;
  log: Log;
  poolSize?: number;
  /** Continuous archiving of the embedded cluster (backups on). */
  archive?: ArchiveSettings;
}

async function openEmbedded({ dataDir, holder, log, poolSize = 10, archive }: StorageOptions) {
  assertDataDirOwner(dataDir, databaseUser());
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let lock;
  try {
    lock = await lockDataDir(dataDir, holder);
  } catch (error) {
    // The leads command uses the running server's cluster, without supervising it.
    if (!(
      error instanceof DataDirInUseError &&
      holder === "cli" &&
      error.heldBy.holder === "server"
    )) {
      throw error;
    }
    const pool = newPool(socketConnection(clusterLayout(dataDir)), log, poolSize);
    try {
      return database(await asTheServerLeftIt(pool), () => pool.end());
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  try {
    const cluster = await startEmbeddedCluster({ dataDir, log, archive });
    const pool = newPool(socketConnection(cluster.layout), log, poolSize);
    try {
      const db = await migrated(pool);
      if (archive) await wakeArchiveTimeout(pool);
      await importPreviousRelease(dataDir, db, log);
      return database(db, async () => {
        await pool.end();
        await cluster.stop();
        await lock.release();
      });
    } catch (error) {
      await pool.end();
      await cluster.stop();
      throw error;
    }
  } catch (error) {
    await lock.release();
    throw error;
  }
}

export async function openDatabase(options: StorageOptions): Promise<Database> {
  if (!options.databaseUrl) return openEmbedded(options);
  const pool = newPool(
    { connectionString: options.databaseUrl },
    options.log,
    options.poolSize ?? 20,
  );
  return database(await migrated(pool), () => pool.end());
}
