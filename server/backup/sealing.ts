/**
 * What every backup file goes through on its way out (gzip, then
 * AES-256-GCM when BACKUP_ENCRYPTION_KEY is set) and back. Sealed records
 * are bound to the file's name in the target before sealing
 * ("wal/000000010000000000000003"), so a file moved to another name fails.
 * Without a key, the storage authenticates the gzip file (./backup-mac.ts).
 */
import { PassThrough, type Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

import { sealContext } from "./backup-names";
import { BackupReadError, decryptStream, encryptStream } from "./encryption";

export const sealedName = (name: string, key: Buffer | undefined) =>
  `${name}.gz${key ? ".enc" : ""}`;

/**
 * Compression works a megabyte at a time, at gzip's fastest level: on a
 * full 16 MB WAL segment that took 100 ms of CPU instead of 420 ms (level 6,
 * 16 KB chunks) for 9 % more bytes, and the server ships a segment every
 * few seconds while leads arrive.
 */
export const SEALING_CHUNK = 1 << 20;

/** `source` sealed for its place `name` in the target, as one stream; a failure anywhere fails it. */
export function sealed(source: Readable, key: Buffer | undefined, name: string): Readable {
  const output = new PassThrough();
  const gzip = createGzip({ level: 1, chunkSize: SEALING_CHUNK });
  const seal = key ? encryptStream(key, name) : new PassThrough();
  pipeline(source, gzip, seal, output).catch((error: Error) => output.destroy(error));
  return output;
}

/** At most `bytes` opened out of a file, `why` being what set the bound (for the message). */
export interface OpenedBound {
  bytes: number;
  why: string;
}

export interface UnsealOptions {
  /** Reads files of the first sealed format (./encryption.ts): for base backups of that time. */
  firstFormat?: boolean;
  /** Past this, the file fails: a small file that opens into a huge one never fills the disk. */
  bound?: OpenedBound;
}

function bounded({ bytes, why }: OpenedBound): Transform {
  let opened = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      opened += chunk.length;
      if (opened > bytes)
        return done(new BackupReadError(`it opens to more than ${bytes} bytes, ${why}`));
      done(null, chunk);
    },
  });
}

/** A stored file opened again; a failure anywhere (a wrong key, damage, its bound) fails it. */
export function unsealed(
  stored: string,
  source: Readable,
  key: Buffer | undefined,
  { firstFormat, bound }: UnsealOptions = {},
): Readable {
  const output = new PassThrough();
  const open = stored.endsWith(".enc")
    ? decryptStream(key, sealContext(stored), { firstFormat })
    : new PassThrough();
  const gunzip = createGunzip();
  const limit = bound ? bounded(bound) : new PassThrough();
  pipeline(source, open, gunzip, limit, output).catch((error: Error) => output.destroy(error));
  return output;
}
