/**
 * The intake database: embedded PostgreSQL (PGlite) in DATA_DIR by default,
 * or a PostgreSQL server (node-postgres pool) when DATABASE_URL is set. The
 * same schema, migrations and drizzle queries run on both.
 */
import { fileURLToPath } from "node:url";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { type LockHolder, lockDataDir } from "./data-dir-lock";
import { schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = "embedded" | "postgres";

export interface Database {
  db: Db;
  engine: Engine;
  /** The DATA_DIR this process holds (embedded, on disk): only this process may use it. */
  heldDataDir?: string;
  /** Resolves when the database answers a trivial query within the time limit. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
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

/** "memory://" keeps nothing on disk (tests); a folder is locked for this process. */
async function openEmbedded(dataDir: string, holder: LockHolder): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : lockDataDir(dataDir, holder);
  try {
    const client = await PGlite.create(dataDir);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      engine: "embedded",
      heldDataDir: inMemory ? undefined : dataDir,
      ping: async () => {
        await withTimeout(client.query("select 1"), PING_TIMEOUT_MS);
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(
  connectionString: string,
  onPoolError: (error: Error) => void,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 20, connectionTimeoutMillis: 5000 });
  // A server that goes away makes idle clients fail; the pool replaces them on the next query.
  pool.on("error", onPoolError);
  const migrator = await pool.connect();
  try {
    await migrator.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg({ client: migrator }), { migrationsFolder });
  } finally {
    await migrator.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    migrator.release();
  }
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    engine: "postgres",
    ping: async () => {
      await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS);
    },
    close: () => pool.end(),
  };
}

export interface StorageOptions {
  dataDir: string;
  databaseUrl?: string;
  /** Who takes DATA_DIR's lock (embedded engine only). */
  holder: LockHolder;
  onPoolError?: (error: Error) => void;
}

export function openDatabase({ dataDir, databaseUrl, holder, onPoolError }: StorageOptions) {
  return databaseUrl
    ? openPostgres(databaseUrl, onPoolError ?? (() => {}))
    : openEmbedded(dataDir, holder);
}
