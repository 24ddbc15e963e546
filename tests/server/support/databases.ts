/**
 * A fresh, migrated database per test file, on either engine: embedded
 * (PGlite in memory) or the run's PostgreSQL cluster (a new database on it).
 */
import { randomUUID } from "node:crypto";

import pg from "pg";
import { inject } from "vitest";

import { type Database, type Engine, openDatabase } from "../../../server/db/database";

export const engines: Engine[] = ["embedded", "postgres"];

/** A new database on the shared cluster; returns its URL. */
export async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject("postgresUrl");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function openTestDatabase(engine: Engine): Promise<Database> {
  return engine === "embedded"
    ? openDatabase({ dataDir: "memory://", holder: "server" })
    : openDatabase({ dataDir: "", databaseUrl: await createPostgresDatabase(), holder: "server" });
}
