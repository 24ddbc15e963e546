/**
 * For the global setup: what a first start on the repository's build leaves, made once per run for
 * the publishing tests' servers (publishing-app.ts). The database PUBLISHED_TEMPLATE (content/
 * imported, the status page seeded) and a DATA_DIR holding the pages drawn from it. A server given a
 * copy of both draws nothing at its start, as a restart with nothing changed does (about 4.5
 * CPU-s saved a server: the entries' pages, their search index and the status pages).
 */
import path from "node:path";

import pg from "pg";

import { ADMIN_TOKEN } from "./intake-app";
import { MIGRATED_TEMPLATE, PUBLISHED_TEMPLATE } from "./migrated-template";
import { startServerProcess } from "./server-process";
import { repositoryRoot } from "./site-fixture";

/** Makes PUBLISHED_TEMPLATE on the cluster of `adminUrl`, and its pages drawn into `dataDir`, new. */
export async function makePublishedTemplate(adminUrl: string, dataDir: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${PUBLISHED_TEMPLATE} template ${MIGRATED_TEMPLATE}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${PUBLISHED_TEMPLATE}`;
  const server = await startServerProcess({
    BUILD_DIR: path.join(repositoryRoot, "build"),
    DATABASE_URL: databaseUrl.href,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_TOKEN,
  });
  // Stopped, it holds no connection: CREATE DATABASE … TEMPLATE needs none.
  const code = await server.stop();
  if (code !== 0)
    throw new Error(`the published template's server exited ${code}:\n${server.stderr()}`);
}
