/** Vitest global setup of the server tests: the run's two database servers. */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";

import type { TestProject } from "vitest/node";

import { repositoryRoot } from "./site-fixture";

interface DatabaseUrls {
  embeddedUrl: string;
  postgresUrl: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrls: DatabaseUrls;
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
  return async () => {
    const exited = once(servers, "exit");
    servers.stdin.end();
    await exited;
  };
}
