/**
 * Images lose what their camera or editor wrote about them (EXIF, XMP, IPTC,
 * comments: a phone photo's GPS position, its owner's name, the device's
 * serial number) before they are stored, whether uploaded or imported, so
 * what /media/ serves says nothing the picture does not show. Kept: the
 * picture, its colour profile, transparency and animation, and a JPEG's
 * orientation, so a photo taken sideways is still shown upright. Each format
 * is walked by its own structure to its end, and nothing after the end is
 * kept; a file whose structure does not hold is refused (undefined), never
 * passed on as it came. Stripping a stripped image changes nothing.
 */
import type { MediaExtension } from "~/lib/publishing/media";

import { jpegWithoutMetadata } from "./jpeg-metadata";

export function withoutMetadata(
  bytes: Buffer,
  extension: MediaExtension,
  orientation: number,
): Buffer | undefined {
  switch (extension) {
    case "jpg":
      return jpegWithoutMetadata(bytes, orientation);
    case "png":
      return pngWithoutMetadata(bytes);
    case "webp":
      return webpWithoutMetadata(bytes);
    case "gif":
      return gifWithoutMetadata(bytes);
  }
}

/** The critical chunks, and the ancillary ones that change how the picture looks or moves. */
const PNG_KEPT = new Set(
  "IHDR PLTE IDAT IEND tRNS gAMA cHRM sRGB iCCP cICP sBIT pHYs bKGD acTL fcTL fdAT".split(" "),
);

function pngWithoutMetadata(bytes: Buffer): Buffer | undefined {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const end = offset + 12 + bytes.readUInt32BE(offset);
    if (end > bytes.length) return undefined;
    const type = bytes.subarray(offset + 4, offset + 8).toString("latin1");
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(offset, end));
    if (type === "IEND") return Buffer.concat(kept);
    offset = end;
  }
  return undefined;
}

const WEBP_KEPT = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP"]);
/** VP8X's flags for "has EXIF" and "has XMP", cleared with the chunks. */
const WEBP_METADATA_FLAGS = 0x08 | 0x04;

function webpWithoutMetadata(bytes: Buffer): Buffer | undefined {
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length || riffEnd < 12) return undefined;
  const kept: Buffer[] = [];
  let offset = 12;
  while (offset + 8 <= riffEnd) {
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (end > riffEnd) return undefined;
    const type = bytes.subarray(offset, offset + 4).toString("latin1");
    if (WEBP_KEPT.has(type)) {
      const chunk = Buffer.from(bytes.subarray(offset, end));
      if (type === "VP8X" && size > 0) chunk[8] = (chunk[8] as number) & ~WEBP_METADATA_FLAGS;
      kept.push(chunk);
    }
    offset = end;
  }
  if (offset !== riffEnd || kept.length === 0) return undefined;
  const body = Buffer.concat(kept);
  const header = Buffer.from("RIFF\0\0\0\0WEBP", "latin1");
  header.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([header, body]);
}

/** Application extensions that say how an animation loops; any other one is dropped. */
const GIF_LOOPING = new Set(["NETSCAPE2.0", "ANIMEXTS1.0"]);
const GIF_IMAGE = 0x2c;
const GIF_EXTENSION = 0x21;
const GIF_TRAILER = 0x3b;
/** Graphic control (delays, transparency) and plain text are part of the picture. */
const GIF_KEPT_EXTENSIONS = new Set([0xf9, 0x01]);

/** A colour table's length from its packed field. */
const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** Where a run of sub-blocks ends (after its empty block), or undefined when cut short. */
function afterSubBlocks(bytes: Buffer, offset: number): number | undefined {
  let at = offset;
  while (at < bytes.length) {
    const size = bytes[at] as number;
    at += 1 + size;
    if (size === 0) return at;
  }
  return undefined;
}

function gifWithoutMetadata(bytes: Buffer): Buffer | undefined {
  if (bytes.length < 13) return undefined;
  let offset = 13 + colourTable(bytes[10] as number);
  const kept: Buffer[] = [bytes.subarray(0, offset)];
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === GIF_TRAILER) return Buffer.concat([...kept, bytes.subarray(offset, offset + 1)]);
    let end: number | undefined;
    let keep = true;
    if (block === GIF_IMAGE) {
      if (offset + 10 > bytes.length) return undefined;
      const data = offset + 10 + colourTable(bytes[offset + 9] as number) + 1;
      end = afterSubBlocks(bytes, data);
    } else if (block === GIF_EXTENSION) {
      const label = bytes[offset + 1] as number;
      end = afterSubBlocks(bytes, offset + 2);
      const application = bytes.subarray(offset + 3, offset + 14).toString("latin1");
      keep = GIF_KEPT_EXTENSIONS.has(label) || (label === 0xff && GIF_LOOPING.has(application));
    }
    if (end === undefined) return undefined;
    if (keep) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  return undefined;
}
