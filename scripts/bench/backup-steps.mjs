/**
 * Steps the backups bench repeats: the leads command timed, a server
 * backed up to a folder, its finished base backups, the leads it exports,
 * and the machine lost (kill -9 of the server and its database, DATA_DIR gone).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { baseBackups } from "../../server/backup/base-backup.ts";
import { folderStorage } from "../../server/backup/storage.ts";
import { clusterLayout } from "../../server/db/cluster-settings.ts";
import { processesIn } from "../../server/db/leftover-processes.ts";
import { serverArguments } from "../../server/start-command.ts";
import { root, startServer } from "./processes.mjs";

/** One key for the run: backups and dumps are encrypted, as on a site that set one. */
export const backupKey = randomBytes(32).toString("base64");
const adminToken = "bench-admin-token-0123456789";

/** `brightway …` with these settings, up to 5 minutes: its seconds and its note. */
export function leadsCommand(env, ...args) {
  const started = performance.now();
  const result = spawnSync(process.execPath, ["server/brightway.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 300_000,
    env: { ...process.env, BACKUP_ENCRYPTION_KEY: backupKey, ...env },
  });
  if (result.status !== 0)
    throw new Error(`leads ${args[0]} failed (${result.status}): ${result.stderr}`);
  return { seconds: (performance.now() - started) / 1000, note: result.stderr.trim() };
}

/**
 * `npm start` on DATA_DIR, backed up to `backupDir` when one is given, rate
 * limit lifted; `start` passes startServer's other options on.
 */
export function serve({ dataDir, backupDir, buildDir, port, ...start }) {
  return startServer({
    ...start,
    args: serverArguments,
    env: {
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      FORM_RATE_LIMIT_MAX: "1000000",
      ...(backupDir && { BACKUP_DIR: backupDir, BACKUP_ENCRYPTION_KEY: backupKey }),
    },
    port,
    readyPath: "/api/health",
  });
}

export async function waitFor(check, what, timeoutMs = 180_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The finished base backups in a BACKUP_DIR (their info sealed with the run's key), oldest first. */
export function finishedBaseBackups(backupDir) {
  return baseBackups(folderStorage(backupDir), Buffer.from(backupKey, "base64"));
}

/** Waits for the `count`-th finished base backup in `backupDir`; returns it. */
export async function baseBackupDone(backupDir, count = 1) {
  await waitFor(
    async () => (await finishedBaseBackups(backupDir)).length >= count,
    "a base backup",
  );
  return (await finishedBaseBackups(backupDir)).at(-1);
}

/** Bytes under a folder or in a file, in MB. */
export function sizeMb(target) {
  const info = statSync(target);
  if (!info.isDirectory()) return info.size / 2 ** 20;
  return readdirSync(target).reduce((total, name) => total + sizeMb(path.join(target, name)), 0);
}

/** The ids of every lead the server exports (the admin API's JSON export, spam included). */
export async function exportedIds(origin) {
  const response = await fetch(`${origin}/api/admin/leads?format=json&include=spam`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (response.status !== 200) throw new Error(`the export answered ${response.status}`);
  return new Set((await response.json()).map((lead) => lead.id));
}

/** The machine is gone: the server and its database killed with SIGKILL, DATA_DIR deleted. */
export async function loseMachine(server, dataDir) {
  const pgdata = clusterLayout(dataDir).pgdata;
  const database = processesIn(pgdata);
  await server.kill();
  for (const pid of database) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone already
    }
  }
  await waitFor(() => processesIn(pgdata).length === 0, "the database's processes to die", 10_000);
  rmSync(dataDir, { recursive: true, force: true });
}
