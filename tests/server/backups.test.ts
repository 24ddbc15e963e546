/**
 * Continuous backup to BACKUP_DIR, proved by restoring: the disk dies
 * under traffic and the restore holds every lead acknowledged before the
 * lag limit; a restore to a moment between two batches holds the first
 * only. Real server processes, their databases, and the leads command.
 */
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { describe, expect, it } from "vitest";

import {
  BACKUP_KEY as key,
  LAG_S,
  backedUpServer as serverBackingUpTo,
  baseBackupDone,
  expectVerifyRefusesAnotherKey,
  folderTarget,
  postBatch,
  restoreBetweenBatches,
  theDiskDies,
} from "./support/backups";
import { processFixture } from "./support/process-fixture";
import { leadsCommand } from "./support/leads-command";
import { waitUntil } from "./support/receivers";

const fixture = processFixture();

/** A place beside the backup folder for a file taken out of it. */
const scratchOf = (backupDir: string) => path.dirname(backupDir);

const backedUpServer = (dataDir: string, backupDir: string) =>
  serverBackingUpTo(fixture, dataDir, folderTarget(backupDir));

/** The WAL segments the backup folder holds, by name. */
async function shippedSegments(backupDir: string): Promise<Set<string>> {
  const names = await readdir(path.join(backupDir, "wal")).catch(() => []);
  return new Set(names.filter((name) => /^[0-9A-F]{24}\.gz/.test(name)));
}

describe("continuous backup to BACKUP_DIR", () => {
  it(
    "after a restart, a lead still reaches the backup within the lag limit",
    { timeout: 120_000 },
    async () => {
      const dataDir = await fixture.preparedDataDir();
      const backupDir = await fixture.folder("brightway-backup-");
      const first = await backedUpServer(dataDir, backupDir);
      await baseBackupDone(folderTarget(backupDir));
      await first.stop();

      const restarted = await backedUpServer(dataDir, backupDir);
      try {
        // What the restart itself ships (the segment the stop closed) lands first.
        await sleep(2 * LAG_S * 1000);
        const before = await shippedSegments(backupDir);
        expect(await postBatch(restarted, "After A Restart", 1)).toHaveLength(1);
        await waitUntil(
          async () => [...(await shippedSegments(backupDir))].some((name) => !before.has(name)),
          3 * LAG_S * 1000,
        );
      } finally {
        await restarted.stop();
      }
    },
  );

  it(
    "the disk dies: every lead acknowledged before the lag limit is back, and the audit log verifies",
    { timeout: 150_000 },
    async () => {
      await theDiskDies(fixture, folderTarget(await fixture.folder("brightway-backup-")));
    },
  );

  it(
    "verify restores the newest base backup and fails naming a damaged or missing file, or a wrong key",
    { timeout: 150_000 },
    async () => {
      const dataDir = await fixture.preparedDataDir();
      const backupDir = await fixture.folder("brightway-backup-");
      const server = await backedUpServer(dataDir, backupDir);
      try {
        await baseBackupDone(folderTarget(backupDir));
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

        await expectVerifyRefusesAnotherKey(env);

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
      await restoreBetweenBatches(fixture, folderTarget(await fixture.folder("brightway-backup-")));
    },
  );
});
