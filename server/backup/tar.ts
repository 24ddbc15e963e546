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

/**
 * The entries of a tar stream, one at a time, each with its whole body;
 * fails on a link, a device or any other kind of entry, and on a size no
 * base backup has.
 */
export async function* readTar(stream: Readable): AsyncGenerator<TarEntry> {
  // Chunks are joined once per header or body, never once per chunk.
  const chunks: Buffer[] = [];
  let length = 0;
  const take = (count: number) => {
    const all = Buffer.concat(chunks, length);
    chunks.length = 0;
    if (all.length > count) chunks.push(all.subarray(count));
    length = all.length - count;
    return all.subarray(0, count);
  };
  let current: { entry: TarEntry; size: number } | undefined;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    for (;;) {
      if (!current) {
        if (length < BLOCK) break;
        const header = take(BLOCK);
        if (header.every((byte) => byte === 0)) return;
        const prefix = field(header, 345, 155);
        const name = (prefix ? `${prefix}/` : "") + field(header, 0, 100);
        const size = parseInt(field(header, 124, 12), 8);
        const mode = parseInt(field(header, 100, 8), 8);
        const type = String.fromCharCode(header[156] as number);
        if (!ENTRY_TYPES.has(type) || name.endsWith("/") !== (type === "5"))
          throw new Error(`${name} is neither a file nor a folder`);
        if (!(size >= 0 && size <= MAX_ENTRY_BYTES) || Number.isNaN(mode))
          throw new Error(`${name}'s header is not one a base backup writes`);
        current = { entry: { name, mode }, size };
      }
      const padded = Math.ceil(current.size / BLOCK) * BLOCK;
      if (length < padded) break;
      const body = Buffer.from(take(padded).subarray(0, current.size));
      const entry = { ...current.entry, body };
      current = undefined;
      yield entry;
    }
  }
  throw new Error("the base backup is cut off");
}
