/**
 * A fresh, migrated database per test file, on either engine: the embedded
 * cluster (as the server supervises it, over its Unix socket) or a separate
 * PostgreSQL server (over TCP, as DATABASE_URL reaches one).
 */
import { randomUUID } from "node:crypto";

import pg from "pg";
import { inject } from "vitest";

import { type Database, openDatabase } from "../../../server/db/database";
import { MIGRATED_TEMPLATE } from "./migrated-template";

export const engines = ["embedded", "postgres"] as const;
export type Engine = (typeof engines)[number];

export const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A new database on the engine's cluster, empty or (`migrated`) a copy of the run's template at
 * the current schema; returns its URL.
 */
export async function createDatabase(engine: Engine, { migrated = false } = {}): Promise<string> {
  const { embeddedUrl, postgresUrl } = inject("databaseUrls");
  const adminUrl = engine === "embedded" ? embeddedUrl : postgresUrl;
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${migrated ? ` template ${MIGRATED_TEMPLATE}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A database on the separate PostgreSQL server, for processes started with DATABASE_URL. */
export const createPostgresDatabase = () => createDatabase("postgres");

export async function openTestDatabase(engine: Engine): Promise<Database> {
  return openDatabase({
    dataDir: "",
    databaseUrl: await createDatabase(engine, { migrated: true }),
    holder: "server",
    log: quietLog,
  });
}
