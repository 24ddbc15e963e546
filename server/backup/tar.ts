/**
 * The smallest tar (POSIX ustar) a base backup needs: regular files and
 * folders, written and read as streams. An owner can open a base backup
 * with the system's own tar once it is decrypted and unzipped.
 */
import type { FileHandle } from "node:fs/promises";
import type { Readable } from "node:stream";

const BLOCK = 512;

export interface TarEntry {
  /** Relative path, "/" between parts; folders end with "/". */
  name: string;
  mode: number;
  body?: Buffer;
}

function octal(value: number, length: number) {
  return `${value.toString(8).padStart(length - 1, "0")}\0`;
}

export function tarHeader({
  name,
  mode,
  size,
}: {
  name: string;
  mode: number;
  size: number;
}): Buffer {
  const header = Buffer.alloc(BLOCK);
  const folder = name.endsWith("/");
  let prefix = "";
  let short = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", name.length - 2);
    prefix = name.slice(0, cut);
    short = name.slice(cut + 1);
  }
  header.write(short, 0, 100);
  header.write(octal(mode & 0o7777, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(Date.now() / 1000), 12), 136);
  header.write("        ", 148);
  header.write(folder ? "5" : "0", 156);
  header.write("ustar\0", 257);
  header.write("00", 263);
  header.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7), 148);
  return header;
}

/** The zeros that fill a body's last block. */
function* padding(size: number) {
  if (size % BLOCK) yield Buffer.alloc(BLOCK - (size % BLOCK));
}

export function* tarBlocks(entry: TarEntry): Generator<Buffer> {
  const size = entry.body?.length ?? 0;
  yield tarHeader({ ...entry, size });
  if (!entry.body || size === 0) return;
  yield entry.body;
  yield* padding(size);
}

/** Read a megabyte at a time, as sealing compresses and encrypts: fewer, larger buffers. */
const CHUNK = 1 << 20;

/**
 * An open file's blocks, read as they go (never whole in memory): the size
 * it had when its entry began, zeros for any part it lost meanwhile, as
 * pg_basebackup does (the WAL replay puts a file changed during a base
 * backup right).
 */
export async function* tarFileBlocks(
  name: string,
  mode: number,
  file: FileHandle,
): AsyncGenerator<Buffer> {
  const { size } = await file.stat();
  yield tarHeader({ name, mode, size });
  let written = 0;
  if (size > 0) {
    const stream = file.createReadStream({
      start: 0,
      end: size - 1,
      autoClose: false,
      highWaterMark: CHUNK,
    });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      written += chunk.length;
      yield chunk;
    }
  }
  while (written < size) {
    const zeros = Buffer.alloc(Math.min(CHUNK, size - written));
    written += zeros.length;
    yield zeros;
  }
  yield* padding(size);
}

export const tarEnd = () => Buffer.alloc(BLOCK * 2);

const field = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString("utf8")
    .replace(/\0.*$/s, "");

/** PostgreSQL's largest file: a table's 1 GB segment. A larger entry was not written by us. */
const MAX_ENTRY_BYTES = 1 << 30;
/** Regular files ("0", or "\0" in old tars) and folders ("5"): nothing else is written. */
const ENTRY_TYPES = new Set(["0", "\0", "5"]);

/** What a tar stream holds, in order: each entry's header, then its body in pieces. */
export type TarPart =
  { kind: "entry"; name: string; mode: number; size: number } | { kind: "data"; data: Buffer };

function parseHeader(header: Buffer): TarPart & { kind: "entry" } {
  const prefix = field(header, 345, 155);
  const name = (prefix ? `${prefix}/` : "") + field(header, 0, 100);
  const size = parseInt(field(header, 124, 12), 8);
  const mode = parseInt(field(header, 100, 8), 8);
  const type = String.fromCharCode(header[156] as number);
  if (!ENTRY_TYPES.has(type) || name.endsWith("/") !== (type === "5"))
    throw new Error(`${name} is neither a file nor a folder`);
  if (!(size >= 0 && size <= MAX_ENTRY_BYTES) || Number.isNaN(mode))
    throw new Error(`${name}'s header is not one a base backup writes`);
  return { kind: "entry", name, mode, size };
}

/**
 * The parts of a tar stream as they arrive: a body is never held whole (a base backup holds
 * 16 MB WAL segments and tables of up to 1 GB), and a "data" part is only valid until the next
 * is asked for. Fails on a link, a device or any other kind of entry, on a size no base backup
 * has, and on a stream that ends before the archive does.
 */
export async function* readTarParts(stream: Readable): AsyncGenerator<TarPart> {
  let header = Buffer.alloc(0);
  let bodyLeft = 0;
  let paddingLeft = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    for (let offset = 0; offset < chunk.length;) {
      if (bodyLeft > 0) {
        const data = chunk.subarray(offset, offset + bodyLeft);
        bodyLeft -= data.length;
        offset += data.length;
        yield { kind: "data", data };
      } else if (paddingLeft > 0) {
        const skipped = Math.min(paddingLeft, chunk.length - offset);
        paddingLeft -= skipped;
        offset += skipped;
      } else {
        const taken = chunk.subarray(offset, offset + BLOCK - header.length);
        header = Buffer.concat([header, taken]);
        offset += taken.length;
        if (header.length < BLOCK) continue;
        if (header.every((byte) => byte === 0)) return;
        const entry = parseHeader(header);
        header = Buffer.alloc(0);
        bodyLeft = entry.size;
        paddingLeft = Math.ceil(entry.size / BLOCK) * BLOCK - entry.size;
        yield entry;
      }
    }
  }
  throw new Error("the base backup is cut off");
}
