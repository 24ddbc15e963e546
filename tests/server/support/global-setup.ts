/** Vitest global setup of the server tests: one PostgreSQL cluster for the whole run. */
import type { TestProject } from "vitest/node";

import { startPostgresCluster } from "../../../scripts/postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster.url());
  return () => cluster.remove();
}
