/**
 * Vitest global setup of the server tests: the run's two database servers, and the jobs the
 * server forks (the rendering, the base backup and the drill) bundled once, as `npm start`
 * bundles them (server/run-bundled.mjs), for every test that runs one (./bundled-jobs.ts).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";

import type { TestProject } from "vitest/node";

import { BACKUP_JOB } from "../../../server/plugins/backups";
import { RENDER_JOB, SEARCH_JOB } from "../../../server/publishing/render-process";
import { bundle } from "../../../server/run-bundled.mjs";

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
  }
}

/** The servers run in a child process (see database-servers.ts for why). */
export default async function setup(project: TestProject) {
  const servers = spawn(
    process.execPath,
    ["--import", "tsx", "tests/server/support/database-servers.ts"],
    { cwd: repositoryRoot, stdio: ["pipe", "pipe", "inherit"] },
  );
  const [line] = (await once(createInterface({ input: servers.stdout }), "line")) as [string];
  project.provide("databaseUrls", JSON.parse(line) as DatabaseUrls);
  project.provide("bundledJobs", {
    [RENDER_JOB]: await bundle(RENDER_JOB),
    [SEARCH_JOB]: await bundle(SEARCH_JOB),
    [BACKUP_JOB]: await bundle(BACKUP_JOB),
  });
  return async () => {
    const exited = once(servers, "exit");
    servers.stdin.end();
    await exited;
  };
}
