/**
 * Authenticated encryption of everything a backup writes (AES-256-GCM, key
 * from BACKUP_ENCRYPTION_KEY), as a stream of sealed chunks so that a file
 * of any size is encrypted and checked without holding it whole, and no
 * byte reaches the reader before its chunk's tag is checked.
 *
 * Layout: MAGIC, key id (8 bytes), then records of
 *   final flag (1) · ciphertext length (4, big-endian) · IV (12) · ciphertext · tag (16)
 * Each record's additional data is the key id, its index, its final flag and
 * the file's context (its name in the backup, such as "wal/0000…0003"), so
 * records cannot be reordered, dropped, cut off at the end or moved into
 * another file unnoticed. A record longer than any written, and bytes after
 * the final one, are refused before they are buffered.
 *
 * Files of the first format (MAGIC_V1: no context in the additional data)
 * can be moved to another name unnoticed, so they are read only where the
 * reader asks for them: dumps, and restores of base backups of that time
 * (./restore.ts checks what such files hold against their names).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

export const MAGIC = Buffer.from("brightway-encrypted-2\n");
const MAGIC_V1 = Buffer.from("brightway-encrypted-1\n");
const KEY_ID_BYTES = 8;
const CHUNK_BYTES = 1 << 20;
const RECORD_HEAD = 1 + 4 + 12;
const TAG_BYTES = 16;

/** What a backup reader names when a file cannot be read back. */
export class BackupReadError extends Error {}

/** Tells keys apart without revealing them: a wrong key is named as such, not as damage. */
function keyId(key: Buffer): Buffer {
  return createHmac("sha256", key)
    .update("brightway backup key id")
    .digest()
    .subarray(0, KEY_ID_BYTES);
}

/** Which file a record belongs to; undefined for the first format, which had none. */
type Context = Buffer | undefined;

function additionalData(id: Buffer, index: number, final: boolean, context: Context) {
  const data = Buffer.alloc(KEY_ID_BYTES + 5);
  id.copy(data);
  data.writeUInt32BE(index, KEY_ID_BYTES);
  data[KEY_ID_BYTES + 4] = final ? 1 : 0;
  return context ? Buffer.concat([data, context]) : data;
}

interface Sealer {
  key: Buffer;
  id: Buffer;
  context: Buffer;
}

function seal({ key, id, context }: Sealer, index: number, plain: Buffer, final: boolean): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(additionalData(id, index, final, context));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const head = Buffer.alloc(RECORD_HEAD);
  head[0] = final ? 1 : 0;
  head.writeUInt32BE(body.length, 1);
  iv.copy(head, 5);
  return Buffer.concat([head, body, cipher.getAuthTag()]);
}

/** Encrypts a file whose context (its name in the backup) `context` names. */
export function encryptStream(key: Buffer, context: string): Transform {
  const sealer = { key, id: keyId(key), context: Buffer.from(context) };
  let pending = Buffer.alloc(0);
  let index = 0;
  let started = false;
  const start = (stream: Transform) => {
    if (!started) stream.push(Buffer.concat([MAGIC, sealer.id]));
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      start(this);
      pending = Buffer.concat([pending, chunk]);
      while (pending.length > CHUNK_BYTES) {
        this.push(seal(sealer, index++, pending.subarray(0, CHUNK_BYTES), false));
        pending = pending.subarray(CHUNK_BYTES);
      }
      done();
    },
    flush(done: TransformCallback) {
      start(this);
      this.push(seal(sealer, index, pending, true));
      done();
    },
  });
}

export function encrypt(key: Buffer, plain: Buffer, context: string): Buffer {
  const sealer = { key, id: keyId(key), context: Buffer.from(context) };
  const records: Buffer[] = [MAGIC, sealer.id];
  let index = 0;
  for (let offset = 0; offset + CHUNK_BYTES < plain.length; offset += CHUNK_BYTES)
    records.push(seal(sealer, index++, plain.subarray(offset, offset + CHUNK_BYTES), false));
  records.push(seal(sealer, index, plain.subarray(index * CHUNK_BYTES), true));
  return Buffer.concat(records);
}

const startsWith = (start: Buffer, magic: Buffer) =>
  start.length >= magic.length && start.subarray(0, magic.length).equals(magic);

export const isEncrypted = (start: Buffer) =>
  startsWith(start, MAGIC) || startsWith(start, MAGIC_V1);

/**
 * Undoes encryptStream for the same context; fails naming a wrong key, a
 * damaged, cut-off or lengthened file, one sealed for another place, or one
 * of the first format unless `firstFormat` reads it.
 */
export function decryptStream(
  key: Buffer | undefined,
  context: string,
  { firstFormat = false }: { firstFormat?: boolean } = {},
): Transform {
  const expectedId = key && keyId(key);
  let buffered = Buffer.alloc(0);
  let headerRead = false;
  let boundTo: Context;
  let index = 0;
  let finished = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      buffered = Buffer.concat([buffered, chunk]);
      try {
        if (!headerRead) {
          if (buffered.length < MAGIC.length + KEY_ID_BYTES) return done();
          if (!isEncrypted(buffered))
            throw new BackupReadError("it is not an encrypted backup file");
          boundTo = startsWith(buffered, MAGIC) ? Buffer.from(context) : undefined;
          if (!boundTo && !firstFormat)
            throw new BackupReadError(
              "it is of the first sealed format, which does not bind a file to its name: only a base backup of that time reads it",
            );
          if (!key || !expectedId)
            throw new BackupReadError("it is encrypted: set BACKUP_ENCRYPTION_KEY to read it");
          const id = buffered.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES);
          if (!id.equals(expectedId))
            throw new BackupReadError("it was encrypted with another key (BACKUP_ENCRYPTION_KEY)");
          buffered = buffered.subarray(MAGIC.length + KEY_ID_BYTES);
          headerRead = true;
        }
        if (finished && buffered.length > 0)
          throw new BackupReadError("it is damaged (data after its end)");
        while (buffered.length >= RECORD_HEAD) {
          if (finished) throw new BackupReadError("it is damaged (data after its end)");
          const length = buffered.readUInt32BE(1);
          if (length > CHUNK_BYTES || (buffered[0] as number) > 1)
            throw new BackupReadError("it is damaged (a record's header is not one written)");
          const total = RECORD_HEAD + length + TAG_BYTES;
          if (buffered.length < total) break;
          const final = buffered[0] === 1;
          const decipher = createDecipheriv(
            "aes-256-gcm",
            key as Buffer,
            buffered.subarray(5, RECORD_HEAD),
          );
          decipher.setAAD(additionalData(expectedId as Buffer, index++, final, boundTo));
          decipher.setAuthTag(buffered.subarray(RECORD_HEAD + length, total));
          try {
            const body = buffered.subarray(RECORD_HEAD, RECORD_HEAD + length);
            this.push(Buffer.concat([decipher.update(body), decipher.final()]));
          } catch {
            throw new BackupReadError(
              "it is damaged or not this file (a sealed part does not check out)",
            );
          }
          finished = final;
          buffered = buffered.subarray(total);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      if (!finished) return done(new BackupReadError("it is cut off (its end is missing)"));
      if (buffered.length > 0)
        return done(new BackupReadError("it is damaged (data after its end)"));
      done();
    },
  });
}
