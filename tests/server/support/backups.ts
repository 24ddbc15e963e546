/**
 * What the backup tests share on every target (BACKUP_DIR, S3): a server
 * backing up there, leads posted and remembered, and the disk dying under
 * traffic, restored from the target.
 */
import { randomBytes } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { expect } from "vitest";

import { clusterLayout } from "../../../server/db/cluster-settings";
import { processesIn } from "../../../server/db/leftover-processes";
import { leadsCommand } from "./leads-command";
import { exportedIds, operatorHealth, postLead, type processFixture } from "./process-fixture";
import { waitUntil } from "./receivers";
import { type ServerProcess, startServerProcess } from "./server-process";

export const BACKUP_KEY = randomBytes(32).toString("base64");
export const LAG_S = 4;

type Fixture = ReturnType<typeof processFixture>;

export interface BackupTarget {
  /** The settings that send a server's backups there. */
  env: NodeJS.ProcessEnv;
  /** What `restore --from` names. */
  place: string;
  /** The files on this machine that hold the target's bytes. */
  storedFiles: () => Promise<string[]>;
}

export const folderTarget = (backupDir: string): BackupTarget => ({
  env: { BACKUP_DIR: backupDir },
  place: backupDir,
  storedFiles: async () =>
    (await readdir(backupDir, { recursive: true }).catch(() => []))
      .map((name) => path.join(backupDir, String(name)))
      .filter((file) => /\.(gz|enc|json)$/.test(file)),
});

export function backedUpServer(
  fixture: Fixture,
  dataDir: string,
  target: BackupTarget,
  settings: NodeJS.ProcessEnv = {},
) {
  return startServerProcess(
    fixture.env({
      DATA_DIR: dataDir,
      BACKUP_MAX_LAG_S: String(LAG_S),
      BACKUP_ENCRYPTION_KEY: BACKUP_KEY,
      ...target.env,
      ...settings,
    }),
  );
}

/** `brightway restore --from` the target into a new folder, with `options` after. */
async function restoreFrom(fixture: Fixture, target: BackupTarget, options: string[] = []) {
  const restoredDir = path.join(await fixture.folder(), "restored");
  const restored = await leadsCommand(
    { BACKUP_ENCRYPTION_KEY: BACKUP_KEY, ...target.env },
    "restore",
    "--from",
    target.place,
    "--data-dir",
    restoredDir,
    ...options,
  );
  return { restoredDir, restored };
}

export async function baseBackupDone(target: BackupTarget) {
  await waitUntil(
    async () => (await target.storedFiles()).some((file) => file.includes("info.json")),
    60_000,
  );
}

export interface Acknowledged {
  id: string;
  email: string;
  at: number;
}

/** Posts leads one after another, each with an address of its own; remembers when each was acknowledged. */
export async function postBatch(server: ServerProcess, prefix: string, count: number) {
  const acknowledged: Acknowledged[] = [];
  const batch = randomBytes(4).toString("hex");
  for (let index = 0; index < count; index += 1) {
    const email = `lead-${batch}-${index}@example.org`;
    const response = await postLead(server, `${prefix} ${index}`, { email });
    if (response.status === 201)
      acknowledged.push({
        id: ((await response.json()) as { id: string }).id,
        email,
        at: Date.now(),
      });
  }
  return acknowledged;
}

/** The stored files that hold any of these texts as they are. */
export async function filesHolding(target: BackupTarget, texts: string[]) {
  const holding: string[] = [];
  for (const file of await target.storedFiles()) {
    const bytes = await readFile(file);
    if (texts.some((text) => bytes.includes(Buffer.from(text)))) holding.push(file);
  }
  return holding;
}

/**
 * The machine is lost with leads in flight: the server and its database
 * killed, DATA_DIR deleted; restored from the target and started, every
 * lead acknowledged more than the lag limit before the loss is back, the
 * audit log verifies, and no stored file holds a lead's address.
 */
export async function theDiskDies(fixture: Fixture, target: BackupTarget) {
  const dataDir = await fixture.preparedDataDir();
  const server = await backedUpServer(fixture, dataDir, target);
  await baseBackupDone(target);
  const acknowledged: Acknowledged[] = [];
  const started = Date.now();
  while (Date.now() - started < 3 * LAG_S * 1000) {
    acknowledged.push(...(await postBatch(server, "In flight", 5)));
    await sleep(100);
  }
  const lostAt = Date.now();
  const database = processesIn(clusterLayout(dataDir).pgdata);
  server.kill();
  for (const pid of database) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Gone meanwhile: a connection's backend (a backup job's) ends on its own.
    }
  }
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });

  expect(
    await filesHolding(
      target,
      acknowledged.map((lead) => lead.email),
    ),
  ).toEqual([]);
  const { restoredDir, restored } = await restoreFrom(fixture, target);
  expect(restored.stderr).toContain("Restored base backup");
  expect(restored.code).toBe(0);

  const after = await backedUpServer(fixture, restoredDir, target);
  try {
    const ids = await exportedIds(after);
    const due = acknowledged.filter((lead) => lead.at < lostAt - LAG_S * 1000);
    expect(due.length).toBeGreaterThan(10);
    expect(due.filter((lead) => !ids.has(lead.id))).toEqual([]);
    expect((await operatorHealth(after)).backup.lagS).toBeGreaterThanOrEqual(0);
    const health = await fetch(`${after.origin}/api/health`);
    // Anyone may read it: states in words, no figures, and nothing naming where backups go.
    const states = (await health.json()) as Record<string, unknown>;
    expect(Object.keys(states).sort()).toEqual(["backup", "deliveries", "status"]);
    expect(Object.values(states).every((value) => /^[a-z ]+$/.test(String(value)))).toBe(true);
    const audit = await leadsCommand({ DATA_DIR: restoredDir }, "audit", "verify");
    expect(audit.stderr).toContain("The audit log is intact");
  } finally {
    await after.stop();
  }
}

/**
 * Two batches of leads a few seconds apart, then a restore to a moment
 * between them: the restored database holds the first batch and none of
 * the second.
 */
export async function restoreBetweenBatches(fixture: Fixture, target: BackupTarget) {
  const server = await backedUpServer(fixture, await fixture.preparedDataDir(), target);
  let first: Acknowledged[];
  let second: Acknowledged[];
  let between: Date;
  try {
    await baseBackupDone(target);
    first = await postBatch(server, "First batch", 5);
    await sleep(1500);
    between = new Date();
    await sleep(1500);
    second = await postBatch(server, "Second batch", 5);
    // Both batches archived: beyond the lag limit, then a clean stop.
    await sleep((LAG_S + 2) * 1000);
  } finally {
    await server.stop();
  }
  const { restoredDir, restored } = await restoreFrom(fixture, target, [
    "--time",
    between.toISOString(),
  ]);
  expect(restored.stderr, restored.stderr).toContain(`to ${between.toISOString()}`);
  const exported = await leadsCommand({ DATA_DIR: restoredDir }, "export", "--format", "json");
  const ids = new Set((JSON.parse(exported.stdout) as { id: string }[]).map((lead) => lead.id));
  expect(first).toHaveLength(5);
  expect(second).toHaveLength(5);
  expect(first.filter((lead) => !ids.has(lead.id))).toEqual([]);
  expect(second.filter((lead) => ids.has(lead.id))).toEqual([]);
}

/** `backup verify` with a key the backup was not made with fails, and says so. */
export async function expectVerifyRefusesAnotherKey(env: NodeJS.ProcessEnv) {
  const wrongKey = await leadsCommand(
    { ...env, BACKUP_ENCRYPTION_KEY: randomBytes(32).toString("base64") },
    "backup",
    "verify",
  );
  expect(wrongKey.code).toBe(1);
  expect(wrongKey.stderr).toContain("it was encrypted with another key");
}
