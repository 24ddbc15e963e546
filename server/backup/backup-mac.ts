/**
 * Backups without BACKUP_ENCRYPTION_KEY are authenticated all the same, so
 * that nothing planted or changed in the backup folder is ever restored and
 * started (the daily drill queries what it restores as a superuser): every
 * file carries an HMAC-SHA256 of its name and bytes under a key that lives
 * in DATA_DIR (backup-mac.key, made on first use, never in a backup).
 *
 * The files stay plain gzip: the code travels as a last, empty gzip member
 * whose comment holds it, which gunzip and tar read past. A file is passed
 * on as it arrives and fails at its end when its code does not check out,
 * so a restore writes it aside and starts nothing before every file passed.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PassThrough, Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";

import { RestoreError } from "./backup-names";
import { BackupReadError } from "./encryption";
import type { BackupStorage } from "./storage";

export const BACKUP_MAC_KEY_FILE = "backup-mac.key";
const KEY_BYTES = 32;

const keyFile = (dataDir: string) => path.join(dataDir, BACKUP_MAC_KEY_FILE);

function readKey(file: string): Buffer {
  const key = readFileSync(file);
  if (key.length !== KEY_BYTES) throw new Error(`${file} is not a ${KEY_BYTES}-byte key`);
  return key;
}

/** The key of the server on `dataDir`, made on first use ("wx": of two starts, one writes it). */
export function backupMacKey(dataDir: string): Buffer {
  try {
    return readKey(keyFile(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(keyFile(dataDir), randomBytes(KEY_BYTES), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readKey(keyFile(dataDir));
}

/** The key a restore checks with: the one the backups' server made, never a new one. */
export function existingBackupMacKey(dataDir: string): Buffer {
  try {
    return readKey(keyFile(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    throw new RestoreError(
      `${keyFile(dataDir)} is missing: backups without BACKUP_ENCRYPTION_KEY are checked with the key the server that wrote them keeps there. Copy it from that server's DATA_DIR, or restore with --unauthenticated if nobody else can have written to the backup folder.`,
    );
  }
}

/** Writes the key a restore checked with into the restored DATA_DIR, so its server reads the same backups. */
export function keepBackupMacKey(dataDir: string, key: Buffer) {
  writeFileSync(keyFile(dataDir), key, { mode: 0o600, flag: "wx" });
}

const MAC_COMMENT = "brightway-mac-1 ";
/** An empty gzip member: header with a comment (FCOMMENT), an empty final block, CRC and size 0. */
const MEMBER_HEAD = Buffer.from([0x1f, 0x8b, 8, 0x10, 0, 0, 0, 0, 0, 0xff]);
const MEMBER_END = Buffer.from([3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
const TRAILER_BYTES = MEMBER_HEAD.length + MAC_COMMENT.length + 64 + 1 + MEMBER_END.length;

function mac(key: Buffer, name: string) {
  return createHmac("sha256", key).update(`brightway backup file\0${name}\0`);
}

function trailer(code: Buffer): Buffer {
  const comment = Buffer.from(`${MAC_COMMENT}${code.toString("hex")}\0`);
  return Buffer.concat([MEMBER_HEAD, comment, MEMBER_END]);
}

/** `body` with its code for `name` after it. */
function signed(body: Readable, key: Buffer, name: string): Readable {
  const code = mac(key, name);
  const output = new PassThrough();
  const appended = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      code.update(chunk);
      done(null, chunk);
    },
    flush(done: TransformCallback) {
      done(null, trailer(code.digest()));
    },
  });
  pipeline(body, appended, output).catch((error: Error) => output.destroy(error));
  return output;
}

/** `stored` without its code, failing at the end when the code is not that of its name and bytes. */
function checked(stored: Readable, key: Buffer, name: string): Readable {
  const code = mac(key, name);
  let held = Buffer.alloc(0);
  const output = new PassThrough();
  const release = (stream: Transform, bytes: Buffer) => {
    if (bytes.length === 0) return;
    code.update(bytes);
    stream.push(bytes);
  };
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      // The last TRAILER_BYTES seen are held back: they may be the code.
      if (chunk.length >= TRAILER_BYTES) {
        release(this, held);
        release(this, chunk.subarray(0, chunk.length - TRAILER_BYTES));
        held = Buffer.from(chunk.subarray(chunk.length - TRAILER_BYTES));
      } else {
        held = Buffer.concat([held, chunk]);
        release(this, held.subarray(0, Math.max(0, held.length - TRAILER_BYTES)));
        held = held.subarray(Math.max(0, held.length - TRAILER_BYTES));
      }
      done();
    },
    flush(done: TransformCallback) {
      const expected = trailer(code.digest());
      if (held.length === expected.length && timingSafeEqual(held, expected)) return done();
      done(
        new BackupReadError(
          `it was not written by this server: its authentication code does not check out with DATA_DIR/${BACKUP_MAC_KEY_FILE}`,
        ),
      );
    },
  });
  pipeline(stored, check, output).catch((error: Error) => output.destroy(error));
  return output;
}

/**
 * `storage` with every gzip file (every name ending in ".gz", all that a
 * server without BACKUP_ENCRYPTION_KEY writes) authenticated on its way in
 * and checked on its way out. Other names pass as they are: the plain
 * `info.json` of base backups taken before files were authenticated, which
 * ./base-backup.ts reads as such.
 */
export function authenticatedStorage(storage: BackupStorage, key: Buffer): BackupStorage {
  return {
    ...storage,
    put: async (name, body) => {
      if (!name.endsWith(".gz"))
        throw new Error(`${name} is not a gzip file: it cannot carry a code`);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await storage.put(name, signed(source, key, name));
    },
    get: async (name) => {
      const stored = await storage.get(name);
      return name.endsWith(".gz") ? checked(stored, key, name) : stored;
    },
  };
}
