/**
 * Backups without BACKUP_ENCRYPTION_KEY, in a folder that someone else can
 * write to: a whole base backup of another cluster, its catalog planted with
 * code meant to run during the drill, is refused before any database starts;
 * a small file that opens to a huge one stops at the size its base backup
 * recorded; and a backup from before files were authenticated restores only
 * when the operator says to trust it. Real servers, their databases and the
 * leads command.
 */
import { createWriteStream, existsSync } from "node:fs";
import { cp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip, gunzipSync } from "node:zlib";

import pg from "pg";
import { describe, expect, it } from "vitest";

import { tarHeader } from "../../server/backup/tar";
import { clusterLayout, socketConnection } from "../../server/db/cluster-settings";
import { startEmbeddedCluster } from "../../server/db/embedded-cluster";
import { expectRefused, writableByTheDatabase } from "./support/backup-refusals";
import { LAG_S, baseBackupDone, folderTarget, postBatch } from "./support/backups";
import { leadsCommand } from "./support/leads-command";
import { asUnauthenticated } from "./support/older-backups";
import { processFixture } from "./support/process-fixture";
import { startServerProcess } from "./support/server-process";

const fixture = processFixture();
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A server backing up into a new folder without a key, its first base backup written. */
async function plainBackup() {
  const backupDir = await fixture.folder("brightway-backup-");
  const dataDir = await fixture.folder();
  const server = await startServerProcess(
    fixture.env({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_MAX_LAG_S: String(LAG_S) }),
  );
  await baseBackupDone(folderTarget(backupDir));
  return { backupDir, dataDir, server, env: { DATA_DIR: dataDir, BACKUP_DIR: backupDir } };
}

/**
 * Someone else's cluster whose catalog runs `touch marker` as the database's
 * user when the drill's first statement (create extension amcheck) runs,
 * backed up by a server of its own into a folder of its own.
 */
async function plantedBackup(marker: string) {
  const dataDir = await fixture.preparedDataDir();
  const backupDir = await fixture.folder("brightway-backup-");
  const cluster = await startEmbeddedCluster({ dataDir, log: quiet });
  const client = new pg.Client(socketConnection(clusterLayout(dataDir)));
  await client.connect();
  try {
    await client.query(`create function public.planted() returns event_trigger
      language plpgsql as $$ begin copy (select 1) to program 'touch ${marker}'; end $$`);
    await client.query(`create event trigger planted on ddl_command_start
      when tag in ('CREATE EXTENSION') execute function public.planted()`);
  } finally {
    await client.end();
    await cluster.stop();
  }
  const backedUp = await leadsCommand(
    { DATA_DIR: dataDir, BACKUP_DIR: backupDir },
    "backup",
    "now",
  );
  expect(backedUp.stderr).toContain("Base backup");
  return backupDir;
}

/** The bytes of every file under `folder`. */
async function bytesUnder(folder: string) {
  let total = 0;
  for (const name of await readdir(folder, { recursive: true })) {
    const info = await stat(path.join(folder, String(name)));
    if (info.isFile()) total += info.size;
  }
  return total;
}

describe("a plain backup folder someone else wrote to", () => {
  it(
    "refuses a base backup with a planted catalog before any database starts: nothing of it runs",
    { timeout: 300_000 },
    async () => {
      const { backupDir, server, env } = await plainBackup();
      await server.stop();
      const marker = path.join(await writableByTheDatabase(fixture), "the-planted-code-ran");
      const planted = await plantedBackup(marker);
      expect(existsSync(marker)).toBe(false);

      // The target rewritten, as anyone who can write to it can: the planted base backup is
      // the newest, with the WAL it needs and no other.
      await rm(path.join(backupDir, "wal"), { recursive: true });
      await cp(path.join(planted, "wal"), path.join(backupDir, "wal"), { recursive: true });
      const [id] = await readdir(path.join(planted, "base"));
      await cp(path.join(planted, "base"), path.join(backupDir, "base"), { recursive: true });
      await expectRefused(
        fixture,
        env,
        backupDir,
        `base/${id}/info.json.gz`,
        "cannot be read: it was not written by this server",
      );
      expect(existsSync(marker)).toBe(false);
    },
  );

  it(
    "stops a small data file that opens to a huge one at the size its base backup recorded; a backup from before codes restores only when trusted",
    { timeout: 300_000 },
    async () => {
      const { backupDir, server, env } = await plainBackup();
      const leads = await postBatch(server, "Kept", 2);
      await new Promise((resolve) => setTimeout(resolve, 2 * LAG_S * 1000));
      await server.stop();
      const [id] = await readdir(path.join(backupDir, "base"));
      const data = path.join(backupDir, "base", id as string, "data.tar.gz");
      const { dataBytes } = JSON.parse(
        gunzipSync(
          await readFile(path.join(backupDir, "base", id as string, "info.json.gz")),
        ).toString(),
      ) as { dataBytes: number };
      expect(dataBytes).toBeGreaterThan(1_000_000);

      // One file of zeros, 64 MB more than the whole base backup: a few hundred kilobytes of gzip.
      const original = await readFile(data);
      const bombBytes = dataBytes + 64 * 1024 * 1024;
      async function* bomb() {
        yield tarHeader({ name: "bomb", mode: 0o600, size: bombBytes });
        const zeros = Buffer.alloc(1024 * 1024);
        for (let left = bombBytes; left > 0; left -= zeros.length)
          yield zeros.subarray(0, Math.min(zeros.length, left));
      }
      await pipeline(Readable.from(bomb()), createGzip({ level: 9 }), createWriteStream(data));
      expect((await stat(data)).size).toBeLessThan(1_000_000);
      // Trusted by the operator, so that no code stops it first: its recorded size does.
      const bombed = path.join(await fixture.folder(), "restored");
      const refused = await leadsCommand(
        env,
        "restore",
        "--from",
        backupDir,
        "--data-dir",
        bombed,
        "--unauthenticated",
      );
      expect(refused.stderr).toContain(
        `Restore failed: base/${id}/data.tar.gz cannot be restored: it opens to more than ${dataBytes} bytes, the size its base backup recorded`,
      );
      expect(refused.code).toBe(1);
      expect(await bytesUnder(bombed)).toBeLessThanOrEqual(dataBytes);

      // The folder as a server wrote it before files carried codes.
      await writeFile(data, original);
      await asUnauthenticated(backupDir);
      const untrusted = await leadsCommand(
        env,
        "restore",
        "--from",
        backupDir,
        "--data-dir",
        path.join(await fixture.folder(), "restored"),
      );
      expect(untrusted.stderr).toContain(
        `Restore failed: base/${id}/data.tar.gz cannot be restored: it was not written by this server`,
      );
      const restoredDir = path.join(await fixture.folder(), "restored");
      const trusted = await leadsCommand(
        env,
        "restore",
        "--from",
        backupDir,
        "--data-dir",
        restoredDir,
        "--unauthenticated",
      );
      expect(trusted.stderr).toContain(`Restored base backup ${id}`);
      const exported = await leadsCommand({ DATA_DIR: restoredDir }, "export", "--format", "json");
      const ids = new Set((JSON.parse(exported.stdout) as { id: string }[]).map((lead) => lead.id));
      expect(leads).toHaveLength(2);
      expect(leads.filter((lead) => !ids.has(lead.id))).toEqual([]);
    },
  );
});
