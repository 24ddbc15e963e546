/**
 * A fresh, migrated database per test file, on either engine: the embedded
 * cluster (as the server supervises it, over its Unix socket) or a separate
 * PostgreSQL server (over TCP, as DATABASE_URL reaches one).
 */
import { randomUUID } from "node:crypto";

import pg from "pg";
import { inject } from "vitest";

import { type Database, openDatabase } from "../../../server/db/database";
import { MIGRATED_TEMPLATE, type TemplateDatabase } from "./migrated-template";

export const engines = ["embedded", "postgres"] as const;
export type Engine = (typeof engines)[number];

export const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A new database on the engine's cluster, empty or a copy of one of the run's templates: at the
 * current schema, or (embedded only) after a first start on the repository's build; its URL.
 */
export async function createDatabase(
  engine: Engine,
  { template }: { template?: TemplateDatabase } = {},
): Promise<string> {
  const { embeddedUrl, postgresUrl } = inject("databaseUrls");
  const adminUrl = engine === "embedded" ? embeddedUrl : postgresUrl;
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A database on the separate PostgreSQL server, for processes started with DATABASE_URL. */
export const createPostgresDatabase = () => createDatabase("postgres");

export async function openTestDatabase(
  engine: Engine,
  template: TemplateDatabase = MIGRATED_TEMPLATE,
): Promise<Database> {
  return openDatabase({
    dataDir: "",
    databaseUrl: await createDatabase(engine, { template }),
    holder: "server",
    log: quietLog,
  });
}
