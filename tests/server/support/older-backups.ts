/**
 * Backup folders as older versions wrote them, made from one of today's:
 *
 * - encrypted before files were bound to their names and infos sealed: the
 *   first sealed format ("brightway-encrypted-1", each record's additional
 *   data the key id, its index and its final flag, nothing naming the file)
 *   and a plain base/<id>/info.json without the data's size;
 * - plain before files were authenticated: gzip files with no code after
 *   them, and a plain info.json.
 *
 * The writer of the first format is kept here, as it was, so that the tests
 * make such files the way those servers did.
 */
import { createCipheriv, createHmac, randomBytes } from "node:crypto";
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";

import { decryptStream } from "../../../server/backup/encryption";

const FIRST_MAGIC = Buffer.from("brightway-encrypted-1\n");
const CHUNK_BYTES = 1 << 20;

function keyId(key: Buffer) {
  return createHmac("sha256", key).update("brightway backup key id").digest().subarray(0, 8);
}

function firstFormatRecord(key: Buffer, index: number, plain: Buffer, final: boolean) {
  const id = keyId(key);
  const additional = Buffer.alloc(13);
  id.copy(additional);
  additional.writeUInt32BE(index, 8);
  additional[12] = final ? 1 : 0;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(additional);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const head = Buffer.alloc(17);
  head[0] = final ? 1 : 0;
  head.writeUInt32BE(body.length, 1);
  iv.copy(head, 5);
  return Buffer.concat([head, body, cipher.getAuthTag()]);
}

/** `plain` sealed as servers did before records named their file. */
export function encryptFirstFormat(key: Buffer, plain: Buffer): Buffer {
  const records = [FIRST_MAGIC, keyId(key)];
  let index = 0;
  for (let offset = 0; offset + CHUNK_BYTES < plain.length; offset += CHUNK_BYTES)
    records.push(
      firstFormatRecord(key, index++, plain.subarray(offset, offset + CHUNK_BYTES), false),
    );
  records.push(firstFormatRecord(key, index, plain.subarray(index * CHUNK_BYTES), true));
  return Buffer.concat(records);
}

async function decrypted(key: Buffer, sealed: Buffer, context: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from([sealed]).pipe(decryptStream(key, context)))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const filesOf = async (backupDir: string) =>
  (await readdir(backupDir, { recursive: true }))
    .map(String)
    .filter((name) => /\.(gz|enc)$/.test(name))
    .map((name) => name.split(path.sep).join("/"));

/** The info a base backup of those versions had: plain, without the data's size. */
async function writeOlderInfo(backupDir: string, stored: string, info: Buffer) {
  const older = JSON.parse(gunzipSync(info).toString()) as Record<string, unknown>;
  delete older.dataBytes;
  await writeFile(path.join(backupDir, path.dirname(stored), "info.json"), JSON.stringify(older));
  await rm(path.join(backupDir, stored));
}

/** Rewrites an encrypted backup folder as servers wrote it before names were bound. */
export async function asFirstSealedFormat(backupDir: string, key: Buffer) {
  for (const stored of await filesOf(backupDir)) {
    const file = path.join(backupDir, stored);
    const gzipped = await decrypted(key, await readFile(file), stored.replace(/\.gz\.enc$/, ""));
    if (stored.endsWith("/info.json.gz.enc")) await writeOlderInfo(backupDir, stored, gzipped);
    else await writeFile(file, encryptFirstFormat(key, gzipped));
  }
}

/** The code's empty gzip member: a header with a comment (64 hex digits), an empty body. */
const CODE_MEMBER_BYTES = 10 + "brightway-mac-1 ".length + 64 + 1 + 10;

/** A gzip file's bytes without the authentication code's member after them. */
function withoutCode(stored: Buffer): Buffer {
  const start = stored.length - CODE_MEMBER_BYTES;
  if (!stored.subarray(start, start + 4).equals(Buffer.from([0x1f, 0x8b, 8, 0x10])))
    throw new Error("this file carries no authentication code");
  return stored.subarray(0, start);
}

/** Rewrites a plain backup folder as servers wrote it before files were authenticated. */
export async function asUnauthenticated(backupDir: string) {
  for (const stored of await filesOf(backupDir)) {
    const file = path.join(backupDir, stored);
    const plain = withoutCode(await readFile(file));
    if (stored.endsWith("/info.json.gz")) await writeOlderInfo(backupDir, stored, plain);
    else await writeFile(file, plain);
  }
}
