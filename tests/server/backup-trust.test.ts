/**
 * A restore trusts nothing it reads (issue 34): whoever can write to the
 * backup folder or bucket plants files there, and `backup verify` (the code
 * the server's daily drill runs) and `restore` refuse each, naming the file,
 * and write nothing outside the restore folder; a forged configuration in a
 * base backup never runs. Real servers, their databases, s3rver and the
 * leads command.
 */
import { existsSync } from "node:fs";
import { copyFile, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { authenticatedStorage, existingBackupMacKey } from "../../server/backup/backup-mac";
import { s3Storage } from "../../server/backup/s3-storage";
import { folderStorage } from "../../server/backup/storage";
import { tarBlocks, tarEnd } from "../../server/backup/tar";
import { clusterLayout } from "../../server/db/cluster-settings";
import {
  BACKUP_KEY,
  LAG_S,
  backedUpServer,
  baseBackupDone,
  folderTarget,
  postBatch,
} from "./support/backups";
import { expectRefused as refusedBoth, writableByTheDatabase } from "./support/backup-refusals";
import { leadsCommand } from "./support/leads-command";
import { waitUntil } from "./support/receivers";
import { processFixture } from "./support/process-fixture";
import { S3_BUCKET, s3ServiceForThisFile } from "./support/s3-server";
import { startServerProcess } from "./support/server-process";
import { tarEntries } from "./support/tar-entries";

const fixture = processFixture();
const s3 = s3ServiceForThisFile();

/** `backup verify` and `restore` both refuse, naming `file`. */
const expectRefused = (env: NodeJS.ProcessEnv, place: string, file: string, why: string) =>
  refusedBoth(fixture, env, place, file, why);

/** A sealed backup with leads in it, the server still running; the folder's files. */
async function sealedFolderBackup() {
  const backupDir = await fixture.folder("brightway-backup-");
  const dataDir = await fixture.folder();
  const server = await backedUpServer(fixture, dataDir, folderTarget(backupDir));
  await baseBackupDone(folderTarget(backupDir));
  expect(await postBatch(server, "Kept", 3)).toHaveLength(3);
  const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_ENCRYPTION_KEY: BACKUP_KEY };
  const segments = async () =>
    (await readdir(path.join(backupDir, "wal")))
      .filter((name) => /^[0-9A-F]{24}\.gz\.enc$/.test(name))
      .sort();
  // The tests tamper with two segments: the base backup's and the leads'. The leads' is shipped
  // within the lag limit, which on a loaded machine can be after the reads below.
  await waitUntil(async () => (await segments()).length >= 2, 3 * LAG_S * 1000);
  return { backupDir, server, env, segments };
}

describe("a backup folder someone else wrote to", () => {
  it(
    "refuses a plain file beside sealed ones, a file moved to another name, an edited or plain info file and a lengthened record",
    { timeout: 180_000 },
    async () => {
      const { backupDir, server, env, segments } = await sealedFolderBackup();
      try {
        const good = await leadsCommand(env, "backup", "verify");
        expect(good.stderr).toContain("The backup restores");
        const wal = (name: string) => path.join(backupDir, "wal", name);
        const [first, second] = (await segments()) as [string, string];

        // Plain where a sealed file belongs: anyone could have written it.
        const plain = `${first.slice(0, 24)}.gz`;
        await writeFile(wal(plain), gzipSync(Buffer.alloc(16 * 1024 * 1024)));
        await expectRefused(
          env,
          backupDir,
          `wal/${plain}`,
          "is not encrypted, though BACKUP_ENCRYPTION_KEY is set",
        );
        await rm(wal(plain));

        // A sealed file of ours under another file's name: its records name where they belong.
        const secondBytes = await readFile(wal(second));
        await copyFile(wal(first), wal(second));
        await expectRefused(
          env,
          backupDir,
          `wal/${second}`,
          "cannot be read: it is damaged or not this file",
        );
        await writeFile(wal(second), secondBytes);

        // One record's length made 2 GB: refused at once, never waited for.
        const flipped = Buffer.from(secondBytes);
        flipped.writeUInt32BE(0x7fffffff, 22 + 8 + 1);
        await writeFile(wal(second), flipped);
        await expectRefused(
          env,
          backupDir,
          `wal/${second}`,
          "cannot be read: it is damaged (a record's header is not one written)",
        );
        await writeFile(wal(second), secondBytes);

        // The info file edited, and a plain one planted beside it.
        const [id] = await readdir(path.join(backupDir, "base"));
        const info = path.join(backupDir, "base", id as string, "info.json.gz.enc");
        const sealedInfo = await readFile(info);
        const edited = Buffer.from(sealedInfo);
        edited.writeUInt8(edited.readUInt8(edited.length - 20) ^ 1, edited.length - 20);
        await writeFile(info, edited);
        await expectRefused(
          env,
          backupDir,
          `base/${id}/info.json.gz.enc`,
          "cannot be read: it is damaged",
        );
        await writeFile(info, sealedInfo);
        const plainInfo = path.join(backupDir, "base", id as string, "info.json");
        await writeFile(plainInfo, JSON.stringify({ id: "../../../etc" }));
        await expectRefused(
          env,
          backupDir,
          `base/${id}/info.json`,
          "is not encrypted, though BACKUP_ENCRYPTION_KEY is set",
        );
        await rm(plainInfo);

        const again = await leadsCommand(env, "backup", "verify");
        expect(again.stderr).toContain("The backup restores");
        expect(again.code).toBe(0);
      } finally {
        await server.stop();
      }
    },
  );

  it(
    "never runs a forged configuration's commands: refused unless authenticated, and even then the drill and a restore use ours alone",
    { timeout: 240_000 },
    async () => {
      // Without a key, as the attack was found: anyone who can write there can rewrite the tar.
      const backupDir = await fixture.folder("brightway-backup-");
      const dataDir = await fixture.folder();
      const server = await startServerProcess(
        fixture.env({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_MAX_LAG_S: String(LAG_S) }),
      );
      const ran = path.join(await writableByTheDatabase(fixture), "the-forged-command-ran");
      try {
        await baseBackupDone(folderTarget(backupDir));
        expect(await postBatch(server, "Kept", 2)).toHaveLength(2);
        const [id] = await readdir(path.join(backupDir, "base"));
        const data = `base/${id}/data.tar.gz`;
        const tar = await forged(gunzipSync(await readFile(path.join(backupDir, data))), ran);
        await writeFile(path.join(backupDir, data), gzipSync(tar));
        const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
        await expectRefused(
          env,
          backupDir,
          data,
          "cannot be restored: it was not written by this server: its authentication code does not check out",
        );

        // Even with DATA_DIR's key stolen too, the forged settings never run.
        await authenticateWithServersKey(backupDir, dataDir, `base/${id}`, tar);
        const verified = await leadsCommand(env, "backup", "verify");
        expect(verified.stderr).toContain("The backup restores");
        expect(existsSync(ran)).toBe(false);
        const restoredDir = path.join(await fixture.folder(), "restored");
        const restored = await leadsCommand(
          env,
          "restore",
          "--from",
          backupDir,
          "--data-dir",
          restoredDir,
        );
        expect(restored.code).toBe(0);
        // Its server checks the same backups with the same key.
        const macKey = (dir: string) => readFile(path.join(dir, "backup-mac.key"));
        expect((await macKey(restoredDir)).equals(await macKey(dataDir))).toBe(true);
        expect(existsSync(ran)).toBe(false);
        const { pgdata } = clusterLayout(restoredDir);
        for (const file of ["postgresql.conf", "postgresql.auto.conf"])
          expect(await readFile(path.join(pgdata, file), "utf8")).not.toContain(ran);
      } finally {
        await server.stop();
      }
    },
  );
});

/** The base backup's data replaced by `tar`, with the code and the recorded size its server would give. */
async function authenticateWithServersKey(
  backupDir: string,
  dataDir: string,
  base: string,
  tar: Buffer,
) {
  const storage = authenticatedStorage(folderStorage(backupDir), existingBackupMacKey(dataDir));
  const info = JSON.parse(
    gunzipSync(await readFile(path.join(backupDir, base, "info.json.gz"))).toString(),
  ) as object;
  await storage.put(`${base}/data.tar.gz`, gzipSync(tar));
  await storage.put(
    `${base}/info.json.gz`,
    gzipSync(JSON.stringify({ ...info, dataBytes: tar.length })),
  );
}

/** The tar with a command that creates `marker` at the end of recovery in both configuration files. */
async function forged(tar: Buffer, marker: string): Promise<Buffer> {
  const blocks: Buffer[] = [];
  for (const entry of await tarEntries(Readable.from([tar]))) {
    let body = entry.body;
    if (entry.name === "postgresql.auto.conf" || entry.name === "postgresql.conf") {
      const line = `\nrecovery_end_command = 'touch ${marker}'\n`;
      body = Buffer.concat([body ?? Buffer.alloc(0), Buffer.from(line)]);
    }
    blocks.push(...tarBlocks({ ...entry, body }));
  }
  return Buffer.concat([...blocks, tarEnd()]);
}

describe("a bucket someone else wrote to", () => {
  it(
    "refuses a name the backups never write, naming it, and writes nothing outside the restore folder",
    { timeout: 180_000 },
    async () => {
      const prefix = "planted";
      const target = s3.target(prefix);
      const dataDir = await fixture.folder();
      const server = await backedUpServer(fixture, dataDir, target);
      try {
        await baseBackupDone(target);
        const bucket = s3Storage({ bucket: S3_BUCKET, prefix }, s3.access());
        // A name that climbs out ("wal//..//..//x") cannot be sent: URLs lose their "..". One
        // that is merely foreign takes the same check (and the names' own tests try the climbing ones).
        const planted = "wal/escaped.sh.gz.enc";
        await bucket.put(planted, Buffer.from("#!/bin/sh\n"));
        const env = { DATA_DIR: dataDir, ...target.env, BACKUP_ENCRYPTION_KEY: BACKUP_KEY };
        await expectRefused(env, target.place, planted, "is not a name the backups write");
      } finally {
        await server.stop();
      }
    },
  );
});
