/**
 * A DATA_DIR made once per run by a real first start (the embedded cluster created, migrated and
 * seeded), for the global setup; test files copy it (processFixture's `preparedDataDir`) where the
 * first start is not what they test. A copy costs a few hundredths of a second; a first start
 * costs about 2 s and 2 CPU-s (initdb, migrations, seeding), on the two cores every file shares.
 */
import { execFile } from "node:child_process";
import { chmod, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { ADMIN_TOKEN } from "./intake-app";
import { startServerProcess } from "./server-process";
import { makeSiteBuild } from "./site-fixture";

/** Copies the folder `from`'s contents into `to`, owners and modes kept (the database's own user's files). */
export const copyFolderContents = (from: string, to: string) =>
  promisify(execFile)("cp", ["-a", `${from}/.`, to]);

/** A new, empty DATA_DIR the database's own user can reach (the tests run as root). */
export async function newDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dataDir, 0o755);
  return dataDir;
}

/** Starts a server on `dataDir`, new, and stops it cleanly: its cluster shut down, no lock left. */
export async function makePreparedDataDir(dataDir: string) {
  const site = await makeSiteBuild();
  try {
    const server = await startServerProcess({
      BUILD_DIR: site.buildDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_TOKEN,
    });
    const code = await server.stop();
    if (code !== 0)
      throw new Error(`the prepared DATA_DIR's server exited ${code}:\n${server.stderr()}`);
  } finally {
    await site.remove();
  }
}
