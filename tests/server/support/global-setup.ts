/** Vitest global setup of the server tests: one PostgreSQL cluster for the whole run. */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";

import type { TestProject } from "vitest/node";

import { repositoryRoot } from "./site-fixture";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** The cluster runs in a child process (see scripts/postgres-server.ts for why). */
export default async function setup(project: TestProject) {
  const cluster = spawn(process.execPath, ["--import", "tsx", "scripts/postgres-server.ts"], {
    cwd: repositoryRoot,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const [url] = (await once(createInterface({ input: cluster.stdout }), "line")) as [string];
  project.provide("postgresUrl", url);
  return async () => {
    const exited = once(cluster, "exit");
    cluster.stdin.end();
    await exited;
  };
}
