/**
 * An encrypted backup as servers wrote it before files were bound to their
 * names and infos were sealed (the first sealed format, a plain info.json):
 * it restores, and the drill checks it; one of its segments copied over
 * another's name is refused, naming the file, where PostgreSQL would have
 * ended the restore there without a word; the upgraded server takes a
 * sealed base backup at once, after which an older file under a newer name
 * is refused for its format. Real servers, their databases and the leads
 * command.
 */
import { copyFile, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { describe, expect, it } from "vitest";

import { expectRefused } from "./support/backup-refusals";
import {
  BACKUP_KEY,
  LAG_S,
  backedUpServer,
  baseBackupDone,
  folderTarget,
  postBatch,
} from "./support/backups";
import { leadsCommand } from "./support/leads-command";
import { asFirstSealedFormat } from "./support/older-backups";
import { processFixture } from "./support/process-fixture";
import { waitUntil } from "./support/receivers";

const fixture = processFixture();

describe("an encrypted backup from before names were bound", () => {
  it(
    "restores and passes the drill; a segment of it under another's name is refused, and after the upgrade's base backup, any file of its format",
    { timeout: 420_000 },
    async () => {
      const backupDir = await fixture.folder("brightway-backup-");
      const dataDir = await fixture.folder();
      const target = folderTarget(backupDir);
      const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_ENCRYPTION_KEY: BACKUP_KEY };
      const wal = (name: string) => path.join(backupDir, "wal", name);
      const segments = async () =>
        (await readdir(path.join(backupDir, "wal")))
          .filter((name) => /^[0-9A-F]{24}\.gz\.enc$/.test(name))
          .sort();

      const older = await backedUpServer(fixture, dataDir, target);
      let kept;
      try {
        await baseBackupDone(target);
        await sleep(LAG_S * 1000);
        const shipped = (await segments()).length;
        kept = await postBatch(older, "Before the upgrade", 3);
        // The leads' segments shipped too (the tests below move one of them): past the lag limit.
        await sleep((LAG_S + 2) * 1000);
        await waitUntil(async () => (await segments()).length > shipped, 3 * LAG_S * 1000);
      } finally {
        await older.stop();
      }
      await asFirstSealedFormat(backupDir, Buffer.from(BACKUP_KEY, "base64"));
      const [id] = await readdir(path.join(backupDir, "base"));
      expect(await readdir(path.join(backupDir, "base", id as string))).toEqual([
        "data.tar.gz.enc",
        "info.json",
      ]);

      const verified = await leadsCommand(env, "backup", "verify");
      expect(verified.stderr).toContain(`The backup restores: base backup ${id}`);
      const restoredDir = path.join(await fixture.folder(), "restored");
      const restored = await leadsCommand(
        { BACKUP_ENCRYPTION_KEY: BACKUP_KEY },
        "restore",
        "--from",
        backupDir,
        "--data-dir",
        restoredDir,
      );
      expect(restored.stderr).toContain(`Restored base backup ${id}`);
      const exported = await leadsCommand({ DATA_DIR: restoredDir }, "export", "--format", "json");
      const ids = new Set((JSON.parse(exported.stdout) as { id: string }[]).map((lead) => lead.id));
      expect(kept).toHaveLength(3);
      expect(kept.filter((lead) => !ids.has(lead.id))).toEqual([]);

      // Nothing in the first format names its file: only what the segment holds tells. Over the
      // leads' segment, PostgreSQL would end the restore before them, and the drill not notice.
      const [first, ...later] = await segments();
      const last = later.at(-1) as string;
      const lastBytes = await readFile(wal(last));
      await copyFile(wal(first as string), wal(last));
      await expectRefused(
        fixture,
        env,
        backupDir,
        `wal/${last}`,
        "cannot be restored: it holds the WAL from",
      );
      await writeFile(wal(last), lastBytes);

      // The upgraded server replaces the older base backup at once with a sealed one.
      const upgraded = await backedUpServer(fixture, dataDir, target);
      try {
        await waitUntil(
          async () =>
            (await target.storedFiles()).some((file) => file.endsWith("info.json.gz.enc")),
          120_000,
        );
        const shipped = (await segments()).length;
        expect(await postBatch(upgraded, "After the upgrade", 2)).toHaveLength(2);
        await waitUntil(async () => (await segments()).length > shipped, 3 * LAG_S * 1000);
        const drill = await leadsCommand(env, "backup", "verify");
        expect(drill.stderr).toContain("The backup restores");
        expect(drill.stderr).not.toContain(`base backup ${id}`);
        const newest = (await segments()).at(-1) as string;
        await copyFile(wal(first as string), wal(newest));
        await expectRefused(
          fixture,
          env,
          backupDir,
          `wal/${newest}`,
          "cannot be read: it is of the first sealed format, which does not bind a file to its name",
        );
      } finally {
        await upgraded.stop();
      }
    },
  );
});
