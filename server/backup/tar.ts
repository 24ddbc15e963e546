/**
 * The smallest tar (POSIX pax) a base backup needs: regular files and
 * folders, written and read as streams. A name longer than ustar's 100 bytes
 * goes in a pax extended header ("x", `path=`); read back are those, GNU
 * tar's long names ("L") and ustar's prefix, and each header's checksum is
 * checked. An owner can open a base backup with the system's own tar once
 * it is decrypted and unzipped.
 */
import type { FileHandle } from "node:fs/promises";
import type { Readable } from "node:stream";

/** A tar's unit: a header is one block, a file's body fills whole blocks. */
export const BLOCK = 512;
const NAME_BYTES = 100;

export interface TarEntry {
  /** Relative path, "/" between parts; folders end with "/". */
  name: string;
  mode: number;
  body?: Buffer;
}

function octal(value: number, length: number) {
  return `${value.toString(8).padStart(length - 1, "0")}\0`;
}

/** The header's bytes summed with its checksum field as spaces, as ustar defines it. */
function checksums(header: Buffer) {
  let unsigned = 0;
  let signed = 0;
  for (let index = 0; index < BLOCK; index += 1) {
    const byte = index >= 148 && index < 156 ? 0x20 : (header[index] as number);
    unsigned += byte;
    signed += byte > 127 ? byte - 256 : byte;
  }
  return { unsigned, signed };
}

function ustarHeader(name: Buffer, mode: number, size: number, type: string): Buffer {
  const header = Buffer.alloc(BLOCK);
  name.copy(header, 0, 0, NAME_BYTES);
  header.write(octal(mode & 0o7777, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(Date.now() / 1000), 12), 136);
  header.write(type, 156);
  header.write("ustar\0", 257);
  header.write("00", 263);
  header.write(octal(checksums(header).unsigned, 7), 148);
  return header;
}

/** A pax record: "<its own length> key=value\n". */
function paxRecord(key: string, value: string): Buffer {
  const rest = Buffer.byteLength(` ${key}=${value}\n`);
  let length = rest + 1;
  while (String(length).length + rest > length) length += 1;
  return Buffer.from(`${length} ${key}=${value}\n`);
}

/** The zeros that fill a body's last block. */
const paddingOf = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * An entry's header: one ustar block, preceded by a pax extended header holding the whole name
 * when it is longer than ustar's name field (which then holds its first 100 bytes).
 */
export function tarHeader({
  name,
  mode,
  size,
}: {
  name: string;
  mode: number;
  size: number;
}): Buffer {
  const bytes = Buffer.from(name);
  const header = ustarHeader(bytes, mode, size, name.endsWith("/") ? "5" : "0");
  if (bytes.length <= NAME_BYTES) return header;
  const records = paxRecord("path", name);
  return Buffer.concat([
    ustarHeader(Buffer.from("././@PaxHeader"), 0o644, records.length, "x"),
    records,
    paddingOf(records.length),
    header,
  ]);
}

function* padding(size: number) {
  if (size % BLOCK) yield paddingOf(size);
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
/** A pax header or a GNU long name holds a path and a few times; Linux' paths end at 4 KB. */
const MAX_EXTENDED_BYTES = 64 * 1024;
/** Regular files ("0", or "\0" in old tars) and folders ("5"): nothing else is written. */
const ENTRY_TYPES = new Set(["0", "\0", "5"]);
/** Headers that say something of the next entry: pax's ("x") and GNU tar's long name ("L"). */
const EXTENDED_TYPES = new Set(["x", "L"]);

/** What a tar stream holds, in order: each entry's header, then its body in pieces. */
export type TarPart =
  { kind: "entry"; name: string; mode: number; size: number } | { kind: "data"; data: Buffer };

/** What an extended header says of the entry after it. */
interface Extended {
  name?: string;
  size?: number;
}

/** A pax header's records ("<length> key=value\n" each): the path and size it gives, if any. */
function paxFields(body: Buffer, entry: string): Extended {
  const fields: Extended = {};
  for (let offset = 0; offset < body.length;) {
    const space = body.indexOf(" ", offset);
    const digits = body.toString("latin1", offset, space);
    const end = offset + Number(digits);
    const equals = body.indexOf("=", space);
    if (space < 0 || !/^\d+$/.test(digits) || end > body.length || body[end - 1] !== 0x0a)
      throw new Error(`${entry}'s pax header is damaged`);
    if (equals < 0 || equals >= end) throw new Error(`${entry}'s pax header is damaged`);
    const key = body.toString("utf8", space + 1, equals);
    const value = body.toString("utf8", equals + 1, end - 1);
    if (key === "path") fields.name = value;
    if (key === "size") fields.size = /^\d+$/.test(value) ? Number(value) : NaN;
    offset = end;
  }
  return fields;
}

type Header =
  (TarPart & { kind: "entry" }) | { kind: "extended"; type: string; name: string; size: number };

function parseHeader(header: Buffer, extended: Extended): Header {
  const type = String.fromCharCode(header[156] as number);
  // What an extended header said is for the entry after it, not for another extended header.
  const given = EXTENDED_TYPES.has(type) ? {} : extended;
  // ustar's prefix field; GNU tar's own format keeps other things there.
  const posix = header.toString("latin1", 257, 263) === "ustar\0";
  const prefix = posix ? field(header, 345, 155) : "";
  const name = given.name ?? (prefix ? `${prefix}/` : "") + field(header, 0, 100);
  const { unsigned, signed } = checksums(header);
  const checksum = parseInt(field(header, 148, 8).trim(), 8);
  if (checksum !== unsigned && checksum !== signed)
    throw new Error(`${name}'s header is damaged (its checksum does not match)`);
  const size = given.size ?? parseInt(field(header, 124, 12), 8);
  const mode = parseInt(field(header, 100, 8), 8);
  if (EXTENDED_TYPES.has(type)) {
    if (!(size >= 0 && size <= MAX_EXTENDED_BYTES))
      throw new Error(`${name}'s extended header is larger than any tar writes`);
    return { kind: "extended", type, name, size };
  }
  if (!ENTRY_TYPES.has(type) || name.endsWith("/") !== (type === "5"))
    throw new Error(`${name} is neither a file nor a folder`);
  if (!(size >= 0 && size <= MAX_ENTRY_BYTES) || Number.isNaN(mode))
    throw new Error(`${name}'s header is not one a base backup writes`);
  return { kind: "entry", name, mode, size };
}

/**
 * The parts of a tar stream as they arrive: a body is never held whole (a base backup holds
 * 16 MB WAL segments and tables of up to 1 GB), and a "data" part is only valid until the next
 * is asked for. Fails on a header whose checksum is wrong, on a link, a device or any other kind
 * of entry, on a size no base backup has, and on a stream that ends before the archive does.
 */
export async function* readTarParts(stream: Readable): AsyncGenerator<TarPart> {
  let header = Buffer.alloc(0);
  let bodyLeft = 0;
  let paddingLeft = 0;
  /** An extended header's body being gathered, and what the last one said. */
  let gathering: { type: string; name: string; pieces: Buffer[] } | undefined;
  let extended: Extended = {};
  const gathered = () => {
    if (!gathering) return;
    const body = Buffer.concat(gathering.pieces);
    extended =
      gathering.type === "x"
        ? { ...extended, ...paxFields(body, gathering.name) }
        : { ...extended, name: body.toString("utf8").replace(/\0.*$/s, "") };
    gathering = undefined;
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    for (let offset = 0; offset < chunk.length;) {
      if (bodyLeft > 0) {
        const data = chunk.subarray(offset, offset + bodyLeft);
        bodyLeft -= data.length;
        offset += data.length;
        if (!gathering) yield { kind: "data", data };
        else {
          gathering.pieces.push(Buffer.from(data));
          if (bodyLeft === 0) gathered();
        }
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
        const entry = parseHeader(header, extended);
        header = Buffer.alloc(0);
        bodyLeft = entry.size;
        paddingLeft = Math.ceil(entry.size / BLOCK) * BLOCK - entry.size;
        if (entry.kind === "extended") {
          gathering = { type: entry.type, name: entry.name, pieces: [] };
          if (entry.size === 0) gathered();
          continue;
        }
        extended = {};
        yield entry;
      }
    }
  }
  throw new Error("the base backup is cut off");
}
