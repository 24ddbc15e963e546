/**
 * Where backups go: one interface (put, get, list, delete a file by name),
 * written once against by archiving, base backups, retention and restore.
 * Names use "/" between parts ("wal/000000010000000000000003.gz").
 */
import { randomUUID } from "node:crypto";
import { type Dirent, createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { inside } from "./backup-names";

export interface BackupStorage {
  /** What to call the target in messages (a folder, a bucket), never a secret. */
  label: string;
  /** Writes the whole file or nothing: a reader never sees half of one. */
  put: (name: string, body: Readable | Buffer) => Promise<void>;
  /** Rejects with code ENOENT when there is no such file. */
  get: (name: string) => Promise<Readable>;
  /** Every name under `prefix` ("wal/"), sorted. */
  list: (prefix: string) => Promise<string[]>;
  delete: (name: string) => Promise<void>;
}

export function folderStorage(root: string): BackupStorage {
  // A name that would reach outside the folder ("wal/../../x") is refused, whoever gave it.
  const fileOf = (name: string) => inside(root, path.join(...name.split("/")));
  return {
    label: root,
    put: async (name, body) => {
      const file = fileOf(name);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(partial, { mode: 0o600, flush: true }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    get: async (name) => {
      const stream = createReadStream(fileOf(name));
      await new Promise<void>((resolve, reject) => {
        stream.once("open", () => resolve());
        stream.once("error", reject);
      });
      return stream;
    },
    list: async (prefix) => {
      const parent = prefix.replace(/\/$/, "");
      const folder = parent ? fileOf(parent) : root;
      let entries: Dirent[];
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      // Files only, as an object store lists them: folders are not backup files.
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith(".partial"))
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
        .map((relative) => [parent, ...relative.split(path.sep)].filter(Boolean).join("/"))
        .sort();
    },
    delete: async (name) => rm(fileOf(name), { force: true }),
  };
}

/**
 * Two targets as one: every file goes to each (a file given as a stream is
 * written to the first, then copied from there, so it is read once); a
 * read is answered by the first target that can.
 */
export function bothTargets(first: BackupStorage, second: BackupStorage): BackupStorage {
  const fromEither = async <T>(read: (target: BackupStorage) => Promise<T>) => {
    try {
      return await read(first);
    } catch {
      return read(second);
    }
  };
  return {
    label: `${first.label} and ${second.label}`,
    put: async (name, body) => {
      await first.put(name, body);
      await second.put(name, Buffer.isBuffer(body) ? body : await first.get(name));
    },
    get: (name) => fromEither((target) => target.get(name)),
    list: (prefix) => fromEither((target) => target.list(prefix)),
    delete: async (name) => {
      await first.delete(name);
      await second.delete(name);
    },
  };
}
