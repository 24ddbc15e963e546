/**
 * The publishing tests' server: the repository's build, a database and a
 * data folder of its own, and an owner, an editor and a viewer signed in.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { inject } from "vitest";

import { buildApp } from "../../../server/app";
import type { Database } from "../../../server/db/database";
import { consoleSettings, join } from "./console";
import { whenMade } from "./made-in-background";
import { openTestDatabase } from "./databases";
import { PUBLISHED_TEMPLATE } from "./migrated-template";
import { copyFolderContents } from "./prepared-data-dir";
import { repositoryRoot, testConfig } from "./site-fixture";

/**
 * A database and DATA_DIR as a first start on the repository's build leaves them (copies of the
 * global setup's, published-template.ts): content/ imported, its pages drawn.
 */
export async function publishedSite(label: string) {
  const made = await whenMade(inject("publishedDataDir"));
  const database = await openTestDatabase("embedded", PUBLISHED_TEMPLATE);
  const dataDir = await mkdtemp(path.join(tmpdir(), `brightway-${label}-`));
  await copyFolderContents(made, dataDir);
  return { database, dataDir };
}

/** The server on a copy of the published site; `prepare` changes its database before it starts. */
export async function startPublishingApp(
  label: string,
  prepare?: (database: Database) => Promise<unknown>,
) {
  const { database, dataDir } = await publishedSite(label);
  await prepare?.(database);
  const app = await buildApp(
    testConfig(path.join(repositoryRoot, "build"), {
      storage: { dataDir, retentionDays: 730 },
      console: consoleSettings,
    }),
    { database },
  );
  return {
    database,
    dataDir,
    app,
    owner: await join(app, database.db, "owner@example.org", "owner"),
    editor: await join(app, database.db, "editor@example.org", "editor"),
    viewer: await join(app, database.db, "viewer@example.org", "viewer"),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
