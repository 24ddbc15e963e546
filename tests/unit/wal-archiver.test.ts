/**
 * The archiver shipping WAL from the spool: while another one (`backup now`) ships the same spool,
 * and over a segment the target already holds.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import { startArchiver } from "../../server/backup/archiver";
import { sealed } from "../../server/backup/sealing";
import { folderStorage } from "../../server/backup/storage";
import { encryptFirstFormat } from "../server/support/older-backups";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true })));
});

async function folder() {
  const made = await mkdtemp(path.join(tmpdir(), "archiver-"));
  folders.push(made);
  return made;
}

it("ships every segment once between two archivers on one spool, and neither calls the target unreachable", async () => {
  const spool = await folder();
  const target = await folder();
  const segments = Array.from({ length: 40 }, (_, index) =>
    (index + 1).toString(16).toUpperCase().padStart(24, "0"),
  );
  for (const segment of segments) await writeFile(path.join(spool, segment), segment);
  const warnings: string[] = [];
  const log = {
    info: () => {},
    warn: (_details: object, message: string) => warnings.push(message),
    error: (_details: object, message: string) => warnings.push(message),
  };
  const archivers = [1, 2].map(() =>
    startArchiver({
      spool,
      storage: folderStorage(target),
      key: undefined,
      log,
      intervalMs: 60_000,
    }),
  );
  await Promise.all(archivers.map((archiver) => archiver.shipNow()));
  await Promise.all(archivers.map((archiver) => archiver.stop()));

  expect(warnings).toEqual([]);
  expect(await readdir(spool)).toEqual([]);
  expect(await readdir(path.join(target, "wal"))).toEqual(
    segments.map((segment) => `${segment}.gz`),
  );
});

describe("a segment the target already holds", () => {
  const segment = "000000010000000000000007";
  const bytes = randomBytes(200_000);

  /** A spool holding the segment, and a target holding `held` under its name, sealed with `key`. */
  async function holding(held: Buffer, key: Buffer | undefined, sealedWith = key) {
    const spool = await folder();
    const target = await folder();
    await writeFile(path.join(spool, segment), bytes);
    const stored = `wal/${segment}.gz${key ? ".enc" : ""}`;
    await folderStorage(target).put(
      stored,
      sealed(Readable.from([held]), sealedWith, `wal/${segment}`),
    );
    const messages: string[] = [];
    const logged: object[] = [];
    const tell = (details: object, message: string) => {
      messages.push(message);
      logged.push(details);
    };
    const archiver = startArchiver({
      spool,
      storage: folderStorage(target),
      key,
      log: { info: tell, warn: tell, error: tell },
      intervalMs: 60_000,
    });
    const storedFile = path.join(target, ...stored.split("/"));
    return {
      spool,
      archiver,
      messages,
      logged,
      stored,
      storedFile,
      before: await readFile(storedFile),
    };
  }

  for (const key of [undefined, randomBytes(32)]) {
    it(`is never overwritten with other contents; the spool keeps it and its lag grows (${key ? "encrypted" : "plain"})`, async () => {
      const { spool, archiver, messages, logged, stored, storedFile, before } = await holding(
        randomBytes(200_000),
        key,
      );
      try {
        const refusal = `${stored} is already in the backup target with other contents; it is not overwritten, and archiving waits until it is moved away`;
        await expect(archiver.shipNow()).rejects.toThrow(refusal);
        await expect(archiver.shipNow()).rejects.toThrow(refusal);
        // Logged once, in the archiver's own words, naming the segment in a field of its own.
        expect(messages).toEqual([
          "a WAL segment is already in the backup target with other contents; it is not overwritten, and archiving waits until it is moved away",
        ]);
        expect(logged).toEqual([expect.objectContaining({ segment: stored })]);
        expect((await readFile(storedFile)).equals(before)).toBe(true);
        expect(await readdir(spool)).toEqual([segment]);
        // Eleven minutes on, the lag is what Prometheus' alert for an archive behind compares with 600 s.
        const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
        await utimes(path.join(spool, segment), elevenMinutesAgo, elevenMinutesAgo);
        expect((await archiver.state()).lagS).toBeGreaterThan(600);
      } finally {
        await archiver.stop();
      }
    });

    it(`counts as shipped when it holds the same bytes (${key ? "encrypted" : "plain"})`, async () => {
      const { spool, archiver, messages } = await holding(bytes, key);
      try {
        await archiver.shipNow();
        expect(messages).toEqual([]);
        expect(await readdir(spool)).toEqual([]);
        expect(await archiver.state()).toMatchObject({ lagS: 0 });
      } finally {
        await archiver.stop();
      }
    });
  }

  it("is never overwritten when it does not open (another server's key), and the log says why", async () => {
    const { spool, archiver, messages, logged, stored } = await holding(
      bytes,
      randomBytes(32),
      randomBytes(32),
    );
    try {
      await expect(archiver.shipNow()).rejects.toThrow(
        `${stored} is already in the backup target with other contents (it cannot be read back: BackupReadError); it is not overwritten`,
      );
      expect(messages).toHaveLength(1);
      expect(logged).toEqual([
        expect.objectContaining({ segment: stored, unreadable: "BackupReadError" }),
      ]);
      expect(await readdir(spool)).toEqual([segment]);
    } finally {
      await archiver.stop();
    }
  });

  it("counts as shipped when an older version shipped the same bytes in its first sealed format", async () => {
    const key = randomBytes(32);
    const { spool, archiver, messages, storedFile } = await holding(randomBytes(10), key);
    await writeFile(storedFile, encryptFirstFormat(key, gzipSync(bytes)));
    try {
      await archiver.shipNow();
      expect(messages).toEqual([]);
      expect(await readdir(spool)).toEqual([]);
    } finally {
      await archiver.stop();
    }
  });

  it("stops reading a held file once it opens to more than the segment", async () => {
    const { archiver } = await holding(Buffer.concat([bytes, bytes]), undefined);
    try {
      await expect(archiver.shipNow()).rejects.toThrow("(it cannot be read back: BackupReadError)");
    } finally {
      await archiver.stop();
    }
  });

  it("counts a segment PostgreSQL has not copied into the spool yet in the lag", async () => {
    const spool = await folder();
    const archiveStatus = await folder();
    const archiver = startArchiver({
      spool,
      archiveStatus,
      storage: folderStorage(await folder()),
      key: undefined,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      intervalMs: 60_000,
    });
    try {
      const ready = path.join(archiveStatus, `${segment}.ready`);
      await writeFile(ready, "");
      await writeFile(path.join(archiveStatus, "000000010000000000000006.done"), "");
      const twoMinutesAgo = new Date(Date.now() - 120_000);
      await utimes(ready, twoMinutesAgo, twoMinutesAgo);
      const { lagS } = await archiver.state();
      expect(lagS).toBeGreaterThanOrEqual(120);
      expect(lagS).toBeLessThan(130);
      await rm(ready);
      await writeFile(path.join(spool, `${segment}.part`), "half a copy");
      expect((await archiver.state()).lagS).toBe(0);
    } finally {
      await archiver.stop();
    }
  });
});
