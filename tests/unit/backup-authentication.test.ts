/**
 * What a backup reader checks before anything it read is used: plain files'
 * authentication codes, the first sealed format only where it is asked for,
 * how much a file may open to, and whether a WAL segment holds what its name
 * says.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import { authenticatedStorage } from "../../server/backup/backup-mac";
import { baseBackups } from "../../server/backup/base-backup";
import { decryptStream, encrypt } from "../../server/backup/encryption";
import { diskBudget, unpackBase } from "../../server/backup/restore-files";
import { pruneBackups } from "../../server/backup/retention";
import { unsealed } from "../../server/backup/sealing";
import { folderStorage } from "../../server/backup/storage";
import { tarBlocks, tarEnd } from "../../server/backup/tar";
import {
  WAL_SEGMENT_BYTES,
  segmentHeaderProblem,
  segmentStart,
} from "../../server/backup/wal-header";
import { encryptFirstFormat } from "../server/support/older-backups";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true })));
});

async function backupFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), "backup-authentication-"));
  folders.push(folder);
  return folder;
}

async function read(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("a backup file written without BACKUP_ENCRYPTION_KEY", () => {
  const key = randomBytes(32);
  const segment = "wal/000000010000000000000003.gz";
  const body = gzipSync(randomBytes(300_000));

  it("stays a gzip file that gunzip opens, with the server's code after it", async () => {
    const folder = await backupFolder();
    await authenticatedStorage(folderStorage(folder), key).put(segment, body);
    const file = path.join(folder, segment);
    const stored = await readFile(file);
    expect(stored.length).toBeGreaterThan(body.length);
    expect(gunzipSync(stored).equals(gunzipSync(body))).toBe(true);
    execFileSync("gzip", ["--test", file]);
    const checked = authenticatedStorage(folderStorage(folder), key);
    expect((await read(await checked.get(segment))).equals(body)).toBe(true);
  });

  it("is refused under another name, with another key, changed, cut or without a code", async () => {
    const folder = await backupFolder();
    const storage = authenticatedStorage(folderStorage(folder), key);
    await storage.put(segment, body);
    const file = path.join(folder, segment);
    const stored = await readFile(file);
    const refusal = "it was not written by this server";

    const moved = "wal/000000010000000000000004.gz";
    await copyFile(file, path.join(folder, moved));
    await expect(read(await storage.get(moved))).rejects.toThrow(refusal);
    const otherKey = authenticatedStorage(folderStorage(folder), randomBytes(32));
    await expect(read(await otherKey.get(segment))).rejects.toThrow(refusal);

    const changed = Buffer.from(stored);
    changed.writeUInt8(changed.readUInt8(1000) ^ 1, 1000);
    const variants = [changed, stored.subarray(0, stored.length - 1), body, Buffer.alloc(50)];
    for (const variant of variants) {
      await writeFile(file, variant);
      await expect(read(await storage.get(segment))).rejects.toThrow(refusal);
    }
  });

  it("passes an older base backup's plain info as it is, for base-backup.ts to judge", async () => {
    const folder = await backupFolder();
    const info = "base/20261126T140500123Z/info.json";
    await folderStorage(folder).put(info, Buffer.from("{}"));
    const storage = authenticatedStorage(folderStorage(folder), key);
    expect((await read(await storage.get(info))).toString()).toBe("{}");
    await expect(storage.put(info, Buffer.from("{}"))).rejects.toThrow("not a gzip file");
  });
});

describe("a base backup's data", () => {
  const key = randomBytes(32);
  const id = "20261126T140500123Z";
  const base = {
    id,
    startedAt: "2026-11-26T14:05:00.123Z",
    finishedAt: "2026-11-26T14:05:09.000Z",
    startWal: "000000010000000000000002",
    stopLsn: "0/2000100",
    timeline: 1,
    leads: 0,
    dataBytes: 64 * 1024 * 1024,
    legacy: false,
  };
  const label = `START WAL LOCATION: 0/2000028 (file ${base.startWal})\nLABEL: brightway ${id}\n`;
  const tar = Buffer.concat([
    ...tarBlocks({ name: "PG_VERSION", mode: 0o600, body: Buffer.from("18\n") }),
    ...tarBlocks({ name: "backup_label", mode: 0o600, body: Buffer.from(label) }),
    tarEnd(),
  ]);

  async function unpacked(stored: Buffer) {
    const folder = await backupFolder();
    await folderStorage(folder).put(`base/${id}/data.tar.gz`, stored);
    const storage = authenticatedStorage(folderStorage(folder), key);
    const pgdata = path.join(folder, "restored");
    await unpackBase(storage, base, pgdata, await diskBudget(folder));
    return pgdata;
  }

  it("unpacks with its code and its own label", async () => {
    const folder = await backupFolder();
    await authenticatedStorage(folderStorage(folder), key).put(
      `base/${id}/data.tar.gz`,
      gzipSync(tar),
    );
    const coded = await readFile(path.join(folder, "base", id, "data.tar.gz"));
    const pgdata = await unpacked(coded);
    expect(await readFile(path.join(pgdata, "PG_VERSION"), "utf8")).toBe("18\n");
  });

  it(
    "is read to its end for its code, even when its tar ends long before the file does",
    { timeout: 60_000 },
    async () => {
      // No code, and 4 MB after the tar's end: more than any reader buffers ahead.
      const stored = gzipSync(Buffer.concat([tar, randomBytes(4 * 1024 * 1024)]), { level: 1 });
      await expect(unpacked(stored)).rejects.toThrow(
        `base/${id}/data.tar.gz cannot be restored: it was not written by this server`,
      );
    },
  );
});

describe("opening a stored file", () => {
  it("stops at its bound: a small file that opens to a huge one fails before it is out", async () => {
    const bomb = gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    let opened = 0;
    const reading = (async () => {
      const stream = unsealed("base/1/data.tar.gz", Readable.from([bomb]), undefined, {
        bound: { bytes: 1_000_000, why: "the size its base backup recorded" },
      });
      for await (const chunk of stream) opened += (chunk as Buffer).length;
    })();
    await expect(reading).rejects.toThrow(
      "it opens to more than 1000000 bytes, the size its base backup recorded",
    );
    expect(opened).toBeLessThanOrEqual(1_000_000);
  });

  it("stops at the disk's free space, as df counts it, less 256 MB for PostgreSQL", async () => {
    const folder = await backupFolder();
    const budget = await diskBudget(folder);
    const [, available] = execFileSync("df", ["--output=avail", "-B1", folder])
      .toString()
      .split("\n");
    const byDisk = budget.bound({ bytes: Number.MAX_SAFE_INTEGER, why: "recorded" });
    expect(byDisk.why).toBe("what the disk has free, less 256 MB for PostgreSQL");
    // Other processes write to the same disk meanwhile.
    expect(Math.abs(byDisk.bytes - (Number(available) - 256 * 1024 * 1024))).toBeLessThan(
      256 * 1024 * 1024,
    );
    expect(budget.bound({ bytes: 1000, why: "recorded" })).toEqual({
      bytes: 1000,
      why: "recorded",
    });
    budget.spend(byDisk.bytes - 500);
    expect(budget.bound({ bytes: 1000, why: "recorded" })).toEqual({ bytes: 500, why: byDisk.why });
  });

  it("reads the first sealed format only where a base backup of that time asks for it", async () => {
    const key = randomBytes(32);
    const plain = randomBytes(1_500_000);
    const older = encryptFirstFormat(key, plain);
    const opened = (options?: { firstFormat: boolean }) =>
      read(Readable.from([older]).pipe(decryptStream(key, "wal/1", options)));
    await expect(opened()).rejects.toThrow(
      "it is of the first sealed format, which does not bind a file to its name",
    );
    expect((await opened({ firstFormat: true })).equals(plain)).toBe(true);
    const today = encrypt(key, plain, "wal/1");
    expect(
      (await read(Readable.from([today]).pipe(decryptStream(key, "wal/1")))).equals(plain),
    ).toBe(true);
  });
});

describe("an archived WAL segment's header", () => {
  const systemId = 7_431_234_567_890_123_456n;
  /** A first page as PostgreSQL writes it: long header, its position, its cluster, 16 MB. */
  function firstPage(start: bigint, cluster = systemId) {
    const header = Buffer.alloc(40);
    header.writeUInt16LE(0xd118, 0);
    header.writeUInt16LE(0x0002, 2);
    header.writeUInt32LE(1, 4);
    header.writeBigUInt64LE(start, 8);
    header.writeBigUInt64LE(cluster, 24);
    header.writeUInt32LE(WAL_SEGMENT_BYTES, 32);
    header.writeUInt32LE(8192, 36);
    return header;
  }
  const name = "0000000100000002000000A3";

  it("names the place its name says, 0x2_A3000000 for this one", () => {
    expect(segmentStart(name)).toBe(0x2_a300_0000n);
    expect(segmentHeaderProblem(name, firstPage(0x2_a300_0000n), systemId)).toBeUndefined();
  });

  it("refuses another segment under this name, another cluster's, and what is no segment", () => {
    expect(segmentHeaderProblem(name, firstPage(0x2_a200_0000n), systemId)).toBe(
      "it holds the WAL from 2/A2000000, not from 2/A3000000 as its name says: another segment was copied over it",
    );
    expect(segmentHeaderProblem(name, firstPage(0x2_a300_0000n, 1n), systemId)).toBe(
      "it is the WAL of another database cluster than its base backup's",
    );
    for (const header of [Buffer.alloc(40), randomBytes(12)])
      expect(segmentHeaderProblem(name, header, systemId)).toBe(
        "it does not begin as a WAL segment does",
      );
  });
});

describe("an older version's plain info beside today's", () => {
  const info = (id: string, startWal: string, startedAt: string) => ({
    id,
    startedAt,
    finishedAt: startedAt,
    startWal,
    stopLsn: "0/5000100",
    timeline: 1,
    leads: 0,
  });
  const segment = (number: number) => number.toString(16).toUpperCase().padStart(24, "0");

  it("never passes for the newest base backup, nor makes retention drop the WAL a kept one needs", async () => {
    const folder = await backupFolder();
    const storage = folderStorage(folder);
    const day = 24 * 60 * 60 * 1000;
    const old = "20200101T000000000Z";
    const kept = "20990101T000000000Z";
    const planted = "20990102T000000000Z";
    await storage.put(
      `base/${old}/info.json.gz`,
      gzipSync(
        JSON.stringify(info(old, segment(2), new Date(Date.now() - 90 * day).toISOString())),
      ),
    );
    await storage.put(
      `base/${kept}/info.json.gz`,
      gzipSync(JSON.stringify(info(kept, segment(5), new Date().toISOString()))),
    );
    // Anyone could have written it: dated after the others, starting far ahead.
    await storage.put(
      `base/${planted}/info.json`,
      Buffer.from(
        JSON.stringify(info(planted, segment(0x90), new Date(Date.now() + day).toISOString())),
      ),
    );
    for (let number = 1; number <= 8; number += 1)
      await storage.put(`wal/${segment(number)}.gz`, gzipSync(Buffer.alloc(10)));

    const listed = await baseBackups(storage, undefined);
    expect(listed.map((base) => [base.id, base.legacy])).toEqual([
      [planted, true],
      [old, false],
      [kept, false],
    ]);
    await pruneBackups(storage, 30, undefined);
    expect(await storage.list("wal/")).toEqual(
      [5, 6, 7, 8].map((number) => `wal/${segment(number)}.gz`),
    );
    expect((await baseBackups(storage, undefined)).map((base) => base.id)).toEqual([planted, kept]);
  });
});
