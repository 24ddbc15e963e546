/**
 * Continuous backup to BACKUP_DIR, proved by restoring: the disk dies
 * under traffic and the restore holds every lead acknowledged before the
 * lag limit; a restore to a moment between two batches holds the first
 * only. Real server processes, their databases, and the leads command.
 */
import { randomBytes } from "node:crypto";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { describe, expect, it } from "vitest";

import { clusterLayout } from "../../server/db/cluster-settings";
import { processesIn } from "../../server/db/leftover-processes";
import { exportedIds, postLead, processFixture } from "./support/process-fixture";
import { waitUntil } from "./support/receivers";
import { type ServerProcess, startServerProcess } from "./support/server-process";
import { leadsCommand } from "./support/leads-command";

const fixture = processFixture();
const key = randomBytes(32).toString("base64");
const LAG_S = 4;

/** A place beside the backup folder for a file taken out of it. */
const scratchOf = (backupDir: string) => path.dirname(backupDir);

async function backedUpServer(dataDir: string, backupDir: string) {
  return startServerProcess(
    fixture.env({
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      BACKUP_MAX_LAG_S: String(LAG_S),
      BACKUP_ENCRYPTION_KEY: key,
    }),
  );
}

async function baseBackupDone(backupDir: string) {
  await waitUntil(async () => {
    const names = await readdir(path.join(backupDir, "base"), { recursive: true }).catch(() => []);
    return names.some((name) => String(name).endsWith("info.json"));
  }, 60_000);
}

/** Posts leads one after another; remembers when each was acknowledged. */
async function postBatch(server: ServerProcess, prefix: string, count: number) {
  const acknowledged: { id: string; at: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await postLead(server, `${prefix} ${index}`);
    if (response.status === 201)
      acknowledged.push({ id: ((await response.json()) as { id: string }).id, at: Date.now() });
  }
  return acknowledged;
}

describe("continuous backup to BACKUP_DIR", () => {
  it(
    "the disk dies: every lead acknowledged before the lag limit is back, and the audit log verifies",
    { timeout: 150_000 },
    async () => {
      const dataDir = await fixture.folder();
      const backupDir = await fixture.folder("brightway-backup-");
      const server = await backedUpServer(dataDir, backupDir);
      await baseBackupDone(backupDir);
      const acknowledged: { id: string; at: number }[] = [];
      const started = Date.now();
      while (Date.now() - started < 3 * LAG_S * 1000) {
        acknowledged.push(...(await postBatch(server, "In flight", 5)));
        await sleep(100);
      }
      // The machine is gone: the server and its database killed, DATA_DIR deleted.
      const lostAt = Date.now();
      const database = processesIn(clusterLayout(dataDir).pgdata);
      server.kill();
      for (const pid of database) process.kill(pid, "SIGKILL");
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });

      const stored = await readdir(path.join(backupDir, "wal"));
      for (const name of stored) {
        const bytes = await readFile(path.join(backupDir, "wal", name));
        expect(bytes.includes(Buffer.from("In flight"))).toBe(false);
      }
      const restoredDir = path.join(await fixture.folder(), "restored");
      const restored = await leadsCommand(
        { BACKUP_ENCRYPTION_KEY: key },
        "restore",
        "--from",
        backupDir,
        "--data-dir",
        restoredDir,
      );
      expect(restored.stderr).toContain("Restored base backup");
      expect(restored.code).toBe(0);

      const after = await backedUpServer(restoredDir, backupDir);
      try {
        const ids = await exportedIds(after);
        const due = acknowledged.filter((lead) => lead.at < lostAt - LAG_S * 1000);
        expect(due.length).toBeGreaterThan(10);
        expect(due.filter((lead) => !ids.has(lead.id))).toEqual([]);
        const health = (await (await fetch(`${after.origin}/api/health`)).json()) as {
          backup: { lagS: number };
        };
        expect(health.backup.lagS).toBeGreaterThanOrEqual(0);
        expect(JSON.stringify(health)).not.toContain("@");
        const audit = await leadsCommand({ DATA_DIR: restoredDir }, "audit", "verify");
        expect(audit.stderr).toContain("The audit log is intact");
      } finally {
        await after.stop();
      }
    },
  );

  it(
    "verify restores the newest base backup and fails naming a damaged or missing file, or a wrong key",
    { timeout: 150_000 },
    async () => {
      const dataDir = await fixture.folder();
      const backupDir = await fixture.folder("brightway-backup-");
      const server = await backedUpServer(dataDir, backupDir);
      try {
        await baseBackupDone(backupDir);
        expect(await postBatch(server, "Checked", 5)).toHaveLength(5);
        const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_ENCRYPTION_KEY: key };
        const good = await leadsCommand(env, "backup", "verify");
        expect(good.stderr).toMatch(
          /The backup restores: base backup \w+ and \d+ WAL file\(s\), every index checked/,
        );
        expect(good.code).toBe(0);

        const walDir = path.join(backupDir, "wal");
        const segments = (await readdir(walDir))
          .filter((name) => /^[0-9A-F]{24}\.gz/.test(name))
          .sort();
        const newest = path.join(walDir, segments.at(-1) as string);
        const original = await readFile(newest);
        const damaged = Buffer.from(original);
        damaged.writeUInt8(damaged.readUInt8(damaged.length >> 1) ^ 0xff, damaged.length >> 1);
        await writeFile(newest, damaged);
        const onDamage = await leadsCommand(env, "backup", "verify");
        expect(onDamage.code).toBe(1);
        expect(onDamage.stderr).toContain(`wal/${segments.at(-1)} cannot be read: it is damaged`);
        await writeFile(newest, original);

        const wrongKey = await leadsCommand(
          { ...env, BACKUP_ENCRYPTION_KEY: randomBytes(32).toString("base64") },
          "backup",
          "verify",
        );
        expect(wrongKey.code).toBe(1);
        expect(wrongKey.stderr).toContain("it was encrypted with another key");

        const first = segments[0] as string;
        await rename(path.join(walDir, first), path.join(scratchOf(backupDir), first));
        const onGap = await leadsCommand(env, "backup", "verify");
        expect(onGap.code).toBe(1);
        expect(onGap.stderr).toContain(`the WAL segment ${first.slice(0, 24)} is missing`);
      } finally {
        await server.stop();
      }
    },
  );

  it(
    "a restore to a moment between two batches holds the first and not the second",
    { timeout: 150_000 },
    async () => {
      const dataDir = await fixture.folder();
      const backupDir = await fixture.folder("brightway-backup-");
      const server = await backedUpServer(dataDir, backupDir);
      let first: { id: string }[];
      let second: { id: string }[];
      let between: Date;
      try {
        await baseBackupDone(backupDir);
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
      const restoredDir = path.join(await fixture.folder(), "restored");
      const restored = await leadsCommand(
        { BACKUP_ENCRYPTION_KEY: key },
        "restore",
        "--from",
        backupDir,
        "--data-dir",
        restoredDir,
        "--time",
        between.toISOString(),
      );
      expect(restored.stderr, restored.stderr).toContain(`to ${between.toISOString()}`);
      const exported = await leadsCommand({ DATA_DIR: restoredDir }, "export", "--format", "json");
      const ids = new Set((JSON.parse(exported.stdout) as { id: string }[]).map((lead) => lead.id));
      expect(first.filter((lead) => !ids.has(lead.id))).toEqual([]);
      expect(second.filter((lead) => ids.has(lead.id))).toEqual([]);
      expect(first).toHaveLength(5);
      expect(second).toHaveLength(5);
    },
  );
});
