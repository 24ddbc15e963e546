/**
 * Opening the embedded PostgreSQL (PGlite) with the memory a lead intake
 * needs. Measured on Node 20: a process that ran PGlite's initdb keeps about
 * 450 MB of WebAssembly memory for as long as it lives, and the default
 * 128 MB of shared buffers hold pages this database never fills. So a new
 * cluster is created by a short-lived child process, and the server opens it
 * with smaller buffers: about 190 MB of RSS instead of 865 MB.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import { PGlite } from "@electric-sql/pglite";

const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

const createCluster = `
const { PGlite } = await import(process.argv[1]);
const client = await PGlite.create(process.argv[2]);
await client.close();
`;

async function createClusterInChildProcess(dataDir: string): Promise<void> {
  await promisify(execFile)(process.execPath, [
    "--input-type=module",
    "--eval",
    createCluster,
    import.meta.resolve("@electric-sql/pglite"),
    dataDir,
  ]);
}

/** `dataDir` is a folder, or "memory://" for a database that keeps nothing on disk. */
export async function openEmbeddedClient(dataDir: string): Promise<PGlite> {
  const onDisk = !dataDir.startsWith("memory://");
  if (onDisk && !existsSync(path.join(dataDir, "PG_VERSION"))) {
    await createClusterInChildProcess(dataDir);
  }
  return PGlite.create(dataDir, { startParams });
}
