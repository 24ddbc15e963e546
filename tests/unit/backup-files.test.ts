/**
 * The backup's file formats (sealed files that name what is wrong with them,
 * the tar a base backup is) and when the backups need attention.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, open, readdir, rm, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { describe, expect, it } from "vitest";

import { baseFile, inside, walFile } from "../../server/backup/backup-names";
import { backupAlert, publicBackupState } from "../../server/backup/backup-state";
import { decryptStream, encrypt } from "../../server/backup/encryption";
import { folderStorage } from "../../server/backup/storage";
import { readTarParts, tarBlocks, tarEnd, tarFileBlocks } from "../../server/backup/tar";
import { tarEntries } from "../server/support/tar-entries";

async function opened(sealed: Buffer, key: Buffer | undefined, context = "wal/1") {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from([sealed]).pipe(decryptStream(key, context)))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("sealed backup files", () => {
  const key = randomBytes(32);
  const plain = randomBytes(2_500_000); // three chunks

  it("open with their key only, and name a wrong key, damage and a missing end", async () => {
    const sealed = encrypt(key, plain, "wal/1");
    expect((await opened(sealed, key)).equals(plain)).toBe(true);
    expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
    await expect(opened(sealed, randomBytes(32))).rejects.toThrow("encrypted with another key");
    await expect(opened(sealed, undefined)).rejects.toThrow("set BACKUP_ENCRYPTION_KEY");
    const damaged = Buffer.from(sealed);
    damaged.writeUInt8(damaged.readUInt8(100_000) ^ 1, 100_000);
    await expect(opened(damaged, key)).rejects.toThrow("it is damaged");
    const lastRecord = sealed.length - (plain.length % (1 << 20)) - 33;
    await expect(opened(sealed.subarray(0, lastRecord), key)).rejects.toThrow("cut off");
  });

  it("are bound to their place: the same file under another name does not open", async () => {
    const sealed = encrypt(key, plain, "wal/000000010000000000000003");
    await expect(opened(sealed, key, "wal/000000010000000000000004")).rejects.toThrow(
      "not this file",
    );
  });

  it("refuse a record longer than any written before reading it, and bytes after the end", async () => {
    const sealed = encrypt(key, plain, "wal/1");
    const flipped = Buffer.from(sealed);
    // The first record's length, just past the magic and the key id, made 2 GB.
    flipped.writeUInt32BE(0x7fffffff, 22 + 8 + 1);
    await expect(opened(flipped, key)).rejects.toThrow("a record's header is not one written");
    for (const extra of [Buffer.from([0]), randomBytes(40)]) {
      await expect(opened(Buffer.concat([sealed, extra]), key)).rejects.toThrow(
        "data after its end",
      );
    }
  });
});

describe("the base backup's tar", () => {
  it("gives back folders, files and long paths as written, across any chunking", async () => {
    const entries = [
      { name: "base/", mode: 0o700 },
      { name: "base/1/2619", mode: 0o600, body: randomBytes(700_001) },
      { name: `base/${"x".repeat(120)}/PG_VERSION`, mode: 0o600, body: Buffer.from("18\n") },
      { name: "empty", mode: 0o600, body: Buffer.alloc(0) },
    ];
    const bytes = Buffer.concat([...entries.flatMap((entry) => [...tarBlocks(entry)]), tarEnd()]);
    const pieces = [];
    for (let offset = 0; offset < bytes.length; offset += 4099)
      pieces.push(bytes.subarray(offset, offset + 4099));
    const read = await tarEntries(Readable.from(pieces));
    expect(read.map(({ name, mode }) => ({ name, mode }))).toEqual(
      entries.map(({ name, mode }) => ({ name, mode })),
    );
    expect(read[1]?.body?.equals(entries[1]?.body as Buffer)).toBe(true);
    expect(read[2]?.body?.toString()).toBe("18\n");
    await expect(tarEntries(Readable.from([bytes.subarray(0, 5000)]))).rejects.toThrow("cut off");
  });

  it("gives a body in pieces as the stream brings them, never whole (a 16 MB segment, a 1 GB table)", async () => {
    const body = randomBytes(1_000_000);
    const bytes = Buffer.concat([
      ...tarBlocks({ name: "base/1/2619", mode: 0o600, body }),
      tarEnd(),
    ]);
    const pieces = [];
    for (let offset = 0; offset < bytes.length; offset += 65_536)
      pieces.push(bytes.subarray(offset, offset + 65_536));
    const sizes = [];
    for await (const part of readTarParts(Readable.from(pieces)))
      if (part.kind === "data") sizes.push(part.data.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(65_536);
    expect(sizes.reduce((total, size) => total + size, 0)).toBe(body.length);
  });

  it("refuses a link, a device and a size no base backup has, naming the entry", async () => {
    const readAll = async (header: Buffer) => {
      const entries = await tarEntries(Readable.from([header, Buffer.alloc(512), tarEnd()]));
      return entries.map((read) => read.name);
    };
    /** A header changed as a planted tar would be: its checksum made right again. */
    const entry = (change: (header: Buffer) => void) => {
      const [header] = [...tarBlocks({ name: "base/1/x", mode: 0o600 })] as [Buffer];
      change(header);
      header.fill(" ", 148, 156);
      const sum = header.reduce((total, byte) => total + byte, 0);
      header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
      return header;
    };
    await expect(readAll(entry((header) => header.write("2", 156)))).rejects.toThrow(
      "base/1/x is neither a file nor a folder",
    );
    await expect(readAll(entry((header) => header.write("3", 156)))).rejects.toThrow(
      "neither a file nor a folder",
    );
    await expect(readAll(entry((header) => header.write("77777777777\0", 124)))).rejects.toThrow(
      "base/1/x's header is not one a base backup writes",
    );
  });

  it("streams a file from disk as it was when its entry began, zeros for what it lost meanwhile", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "brightway-tar-"));
    try {
      const file = path.join(folder, "16384");
      const body = randomBytes(300_000);
      await writeFile(file, body);
      const read = async (change?: () => Promise<void>) => {
        const handle = await open(file);
        try {
          const blocks = [];
          for await (const block of tarFileBlocks("base/1/16384", 0o600, handle)) {
            blocks.push(block);
            if (blocks.length === 1) await change?.(); // its header written, its size set
          }
          return tarEntries(Readable.from([...blocks, tarEnd()]));
        } finally {
          await handle.close();
        }
      };
      const [whole] = await read();
      expect(whole?.name).toBe("base/1/16384");
      expect(whole?.body?.equals(body)).toBe(true);
      const [cut] = await read(() => truncate(file, 100_000));
      expect(cut?.body?.length).toBe(body.length);
      expect(cut?.body?.subarray(0, 100_000).equals(body.subarray(0, 100_000))).toBe(true);
      expect(cut?.body?.subarray(100_000).every((byte) => byte === 0)).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("when the backups need someone's attention", () => {
  const drill = (ok: boolean) => ({ at: "2026-11-26T03:00:00Z", ok });

  it("is a failed drill first, then an archive more than twice its limit behind", () => {
    expect(backupAlert({ maxLagS: 10, lagS: 20 })).toBeUndefined();
    expect(backupAlert({ maxLagS: 10, lagS: 21 })).toBe("archive behind");
    expect(backupAlert({ maxLagS: 10, lagS: 0, lastDrill: drill(true) })).toBeUndefined();
    expect(backupAlert({ maxLagS: 10, lagS: 99, lastDrill: drill(false) })).toBe("drill failed");
  });

  it("is told to anyone as a word, without figures or where the backups are kept", () => {
    expect(publicBackupState({})).toBe("ok");
    expect(publicBackupState({ alert: "archive behind" })).toBe("archive behind");
  });
});

describe("the names a backup target may hold", () => {
  const key = randomBytes(32);

  it("are what the backups write, sealed when there is a key; anything else is refused by name", () => {
    expect(walFile("wal/000000010000000000000003.gz.enc", key).name).toBe(
      "000000010000000000000003",
    );
    expect(walFile("wal/00000002.history.gz", undefined).name).toBe("00000002.history");
    expect(baseFile("base/20261126T140500123Z/info.json.gz.enc", key)).toMatchObject({
      id: "20261126T140500123Z",
      kind: "info",
    });
    for (const name of [
      "wal//..//..//escaped.gz.enc",
      "wal/../../escaped.gz.enc",
      "wal/000000010000000000000003.gz.enc/x",
      "wal/evil.sh.gz.enc",
      "base/../../etc/info.json.gz.enc",
      "base/20261126T140500123Z/extra.gz.enc",
    ]) {
      expect(() => walFile(name, key), name).toThrow(`${name} is not a name the backups write`);
      expect(() => baseFile(name, key), name).toThrow(`${name} is not a name the backups write`);
    }
    expect(() => walFile("wal/000000010000000000000003.gz", key)).toThrow(
      "wal/000000010000000000000003.gz is not encrypted, though BACKUP_ENCRYPTION_KEY is set",
    );
  });

  it("never become a path outside their folder, in a folder target or a restore", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "brightway-names-"));
    try {
      const storage = folderStorage(path.join(root, "backups"));
      for (const name of ["wal/../../escaped", "../escaped", "wal//..//..//escaped"]) {
        await expect(storage.put(name, Buffer.from("x")), name).rejects.toThrow(
          "names a file outside",
        );
        expect(() => inside(path.join(root, "restore"), name)).toThrow("names a file outside");
      }
      expect(await readdir(root, { recursive: true })).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
