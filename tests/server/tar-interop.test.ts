/**
 * The base backup's tar against two other readers and writers: every tar
 * server/backup/tar.ts writes is listed and extracted by GNU tar and read by
 * Python's tarfile, and what GNU tar writes (pax, GNU and ustar formats) is
 * read back by ours; with names of 99, 100, 101 and 255 bytes, folders among
 * them. A header whose checksum is wrong is refused by name.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, open, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type TarEntry, tarBlocks, tarEnd, tarFileBlocks } from "../../server/backup/tar";
import { tarEntries } from "./support/tar-entries";

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "brightway-tar-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** `parent/` followed by `filler` up to `bytes` bytes in all. */
const nameOf = (parent: string, bytes: number, filler: string) =>
  `${parent}${filler.repeat(bytes - parent.length)}`;

/** Two levels, so that ustar can split each name in it: a prefix of up to 155 bytes, a name of 100. */
const MIDDLE_FOLDER = nameOf("base/", 79, "d");
const LONG_FOLDER = nameOf(`${MIDDLE_FOLDER}/`, 154, "e");
const FOLDERS = [
  "base/",
  "base/1/",
  `${MIDDLE_FOLDER}/`,
  `${LONG_FOLDER}/`,
  `${nameOf("base/", 99, "g")}/`,
];
const FILES = [
  nameOf("base/1/", 99, "a"),
  nameOf("base/1/", 100, "b"),
  nameOf("base/1/", 101, "c"),
  nameOf(`${LONG_FOLDER}/`, 255, "f"),
];
/** 207 bytes whose last part alone is over 100: ustar cannot hold it at all. */
const UNSPLITTABLE = nameOf("base/1/", 207, "z");

const byteLength = (names: string[]) => names.map((name) => Buffer.byteLength(name));

function gnuTar(...args: string[]) {
  return execFileSync("tar", args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

describe("a tar the backups write", () => {
  let tarFile: string;
  const entries: TarEntry[] = [
    ...FOLDERS.map((name) => ({ name, mode: 0o700 })),
    ...[...FILES, UNSPLITTABLE].map((name) => ({ name, mode: 0o600, body: randomBytes(1500) })),
    { name: "base/1/empty", mode: 0o600, body: Buffer.alloc(0) },
  ];
  /** Written as a base backup writes one: a file from disk, the rest from memory. */
  const fromDisk = entries.find((entry) => entry.name === FILES[3]) as TarEntry;

  beforeAll(async () => {
    expect(byteLength(FILES)).toEqual([99, 100, 101, 255]);
    expect(byteLength(FOLDERS.slice(2))).toEqual([80, 155, 100]);
    const source = path.join(scratch, "from-disk");
    await writeFile(source, fromDisk.body as Buffer);
    const handle = await open(source);
    const blocks: Buffer[] = [];
    try {
      for (const entry of entries) {
        if (entry === fromDisk)
          for await (const block of tarFileBlocks(entry.name, entry.mode, handle))
            blocks.push(block);
        else blocks.push(...tarBlocks(entry));
      }
    } finally {
      await handle.close();
    }
    tarFile = path.join(scratch, "ours.tar");
    await writeFile(tarFile, Buffer.concat([...blocks, tarEnd()]));
  });

  it("is listed by GNU tar with every name whole", () => {
    const listed = gnuTar("-tf", tarFile).trimEnd().split("\n");
    expect(listed).toEqual(entries.map((entry) => entry.name));
    // The long listing: modes and sizes as written.
    const long = gnuTar("-tvf", tarFile).trimEnd().split("\n");
    expect(long).toHaveLength(entries.length);
    for (const [index, line] of long.entries()) {
      const entry = entries[index] as TarEntry;
      expect(line.startsWith(entry.body ? "-rw-------" : "drwx------"), line).toBe(true);
      expect(line.split(/\s+/)[2]).toBe(String(entry.body?.length ?? 0));
      expect(line.endsWith(` ${entry.name}`), line).toBe(true);
    }
  });

  it("is extracted by GNU tar to the same folders and bytes", async () => {
    const into = path.join(scratch, "extracted-by-gnu-tar");
    await mkdir(into);
    gnuTar("-xf", tarFile, "-C", into);
    for (const entry of entries) {
      const where = path.join(into, entry.name);
      if (!entry.body) {
        expect((await stat(where)).isDirectory(), entry.name).toBe(true);
        continue;
      }
      expect((await readFile(where)).equals(entry.body), entry.name).toBe(true);
      expect((await stat(where)).mode & 0o777, entry.name).toBe(0o600);
    }
  });

  it("is read by Python's tarfile with every name, kind and size as written", () => {
    const listing = execFileSync(
      "/usr/bin/python3", // Debian's
      [
        "-c",
        "import json, sys, tarfile\n" +
          "with tarfile.open(sys.argv[1]) as tar:\n" +
          "  print(json.dumps([[m.name, m.isdir(), m.size, m.mode] for m in tar]))",
        tarFile,
      ],
      { encoding: "utf8" },
    );
    // tarfile names a folder without its trailing "/".
    expect(JSON.parse(listing)).toEqual(
      entries.map((entry) => [
        entry.name.replace(/\/$/, ""),
        !entry.body,
        entry.body?.length ?? 0,
        entry.mode,
      ]),
    );
  });

  it("refuses a header whose checksum does not match, naming the entry", async () => {
    const bytes = await readFile(tarFile);
    const ours = await tarEntries(Readable.from([bytes]));
    expect(ours.map((entry) => entry.name)).toEqual(entries.map((entry) => entry.name));
    // The first entry's mode changed from 0700 to 0707 and nothing else.
    const damaged = Buffer.from(bytes);
    damaged.write("7", 100 + 5);
    await expect(tarEntries(Readable.from([damaged]))).rejects.toThrow(
      "base/'s header is damaged (its checksum does not match)",
    );
    // Likewise a long name's pax header: there the name is the first 100 bytes' ustar field.
    const paxAt = bytes.indexOf("././@PaxHeader");
    damaged.set(bytes);
    damaged.write("1", paxAt + 124 + 10);
    await expect(tarEntries(Readable.from([damaged]))).rejects.toThrow(
      "././@PaxHeader's header is damaged",
    );
  });
});

describe("a tar GNU tar writes, read by ours", () => {
  let source: string;
  const bodies = new Map<string, Buffer>();

  beforeAll(async () => {
    source = path.join(scratch, "tree");
    for (const folder of FOLDERS) await mkdir(path.join(source, folder), { recursive: true });
    for (const name of [...FILES, UNSPLITTABLE]) {
      bodies.set(name, randomBytes(700 + name.length));
      await writeFile(path.join(source, name), bodies.get(name) as Buffer);
    }
  });

  async function readBack(format: string) {
    const tarFile = path.join(scratch, `gnu-${format}.tar`);
    gnuTar(`--format=${format}`, "--sort=name", "-C", source, "-cf", tarFile, "base");
    return tarEntries(createReadStream(tarFile));
  }

  const expected = (names: string[]) =>
    [...FOLDERS, ...names].sort().map((name) => ({
      name,
      body: name.endsWith("/") ? undefined : bodies.get(name),
    }));

  for (const format of ["pax", "gnu"]) {
    it(`in its ${format} format, names of 99 to 255 bytes, folders and bodies as they are`, async () => {
      const read = await readBack(format);
      expect(read.map(({ name, body }) => ({ name, body }))).toEqual(
        expected([...FILES, UNSPLITTABLE]),
      );
    });
  }

  it("in ustar, whose prefix field holds what the 100 bytes of a name cannot", async () => {
    // A name ustar cannot hold at all is left out of this one (GNU tar would refuse it).
    await rm(path.join(source, UNSPLITTABLE));
    try {
      const read = await readBack("ustar");
      expect(read.map(({ name, body }) => ({ name, body }))).toEqual(expected(FILES));
    } finally {
      await writeFile(path.join(source, UNSPLITTABLE), bodies.get(UNSPLITTABLE) as Buffer);
    }
  });
});
