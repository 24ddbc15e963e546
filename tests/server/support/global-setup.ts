/**
 * Vitest global setup of the server tests: the run's two database servers, the jobs the
 * server forks (the rendering, the base backup and the drill) bundled once, as `npm start`
 * bundles them (server/run-bundled.mjs), for every test that runs one (./bundled-jobs.ts),
 * a DATA_DIR after a first start, for the process tests to copy (./prepared-data-dir.ts), and
 * a database and DATA_DIR after a first start on the repository's build, for the publishing
 * tests' servers to copy (./published-template.ts). Those two are made while the first test
 * files run (./made-in-background.ts).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { rm } from "node:fs/promises";
import { createInterface } from "node:readline";

import type { TestProject } from "vitest/node";

import { BACKUP_JOB } from "../../../server/plugins/backups";
import { RENDER_JOB, SEARCH_JOB } from "../../../server/publishing/render-process";
import { bundle } from "../../../server/run-bundled.mjs";

import { markOf, markWhenMade } from "./made-in-background";
import { makePreparedDataDir, newDataDir } from "./prepared-data-dir";
import { makePublishedTemplate } from "./published-template";
import { repositoryRoot } from "./site-fixture";

interface DatabaseUrls {
  embeddedUrl: string;
  postgresUrl: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrls: DatabaseUrls;
    /** server/run-bundled.mjs's bundles of the entries the server forks, by entry. */
    bundledJobs: Record<string, string>;
    /** A DATA_DIR after a first start, stopped: copied once made, never used in place. */
    preparedDataDir: string;
    /** The DATA_DIR beside PUBLISHED_TEMPLATE, with the pages drawn from it: copied too. */
    publishedDataDir: string;
  }
}

/** The servers run in a child process (see database-servers.ts for why). */
export default async function setup(project: TestProject) {
  const servers = spawn(
    process.execPath,
    ["--import", "tsx", "tests/server/support/database-servers.ts"],
    { cwd: repositoryRoot, stdio: ["pipe", "pipe", "inherit"] },
  );
  // Made while the database servers start (both mostly initdb, one core each), and on while the
  // first files run: the files that copy it wait for it (made-in-background.ts).
  const preparedDataDir = await newDataDir("brightway-prepared-");
  const prepared = markWhenMade(preparedDataDir, makePreparedDataDir(preparedDataDir));
  project.provide("preparedDataDir", preparedDataDir);
  const [line] = (await once(createInterface({ input: servers.stdout }), "line")) as [string];
  const databaseUrls = JSON.parse(line) as DatabaseUrls;
  project.provide("databaseUrls", databaseUrls);
  const publishedDataDir = await newDataDir("brightway-published-");
  const published = markWhenMade(
    publishedDataDir,
    makePublishedTemplate(databaseUrls.embeddedUrl, publishedDataDir),
  );
  project.provide("publishedDataDir", publishedDataDir);
  project.provide("bundledJobs", {
    [RENDER_JOB]: await bundle(RENDER_JOB),
    [SEARCH_JOB]: await bundle(SEARCH_JOB),
    [BACKUP_JOB]: await bundle(BACKUP_JOB),
  });
  return async () => {
    await Promise.all([prepared, published]);
    const exited = once(servers, "exit");
    servers.stdin.end();
    await exited;
    for (const folder of [preparedDataDir, publishedDataDir]) {
      await rm(folder, { recursive: true, force: true });
      await rm(markOf(folder), { force: true });
    }
  };
}
