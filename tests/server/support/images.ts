/**
 * Small real images for tests: a PNG of any size and colour (what an editor
 * uploads in the browser tests too), a JPEG of any size, and one-pixel JPEG,
 * GIF and WebP files.
 */
import { deflateSync } from "node:zlib";

import jpeg from "jpeg-js";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of one colour (RGB), `width` × `height` pixels. */
export function pngOf(width: number, height: number, [r, g, b] = [51, 102, 204]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array(height).fill(row)));
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A baseline JPEG (JFIF) of `width` × `height` pixels of noise, as jpeg-js
 * encodes it: noise, so its scan holds stuffed 0xFF bytes as photos do.
 */
export function jpegOf(width: number, height: number, seed = 1): Buffer {
  const data = Buffer.alloc(width * height * 4, 255);
  let state = seed;
  for (let index = 0; index < data.length; index += 1) {
    if (index % 4 === 3) continue; // opaque
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    data[index] = state >>> 24;
  }
  return jpeg.encode({ data, width, height }, 90).data;
}

/** One pixel each, as cameras and editors write them. */
export const onePixel = {
  jpg: jpegOf(1, 1),
  gif: Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"),
  webp: Buffer.from("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA", "base64"),
};

/** What a phone writes into a photo, as text that must not come back from /media/. */
export const metadataMarkers = {
  camera: "Brightway-Test-Phone",
  xmp: "<x:xmpmeta>Ana at 12 Elm St</x:xmpmeta>",
  comment: "taken at home",
};

/** EXIF (little-endian) with a camera make, an orientation and a GPS position. */
function exif(orientation: number): Buffer {
  const make = Buffer.from(`${metadataMarkers.camera}\0`, "latin1");
  const tiff = Buffer.alloc(8 + 2 + 3 * 12 + 4 + 2 + 12 + 4);
  tiff.write("II*\0", 0, "latin1");
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(3, 8);
  const gpsAt = 8 + 2 + 3 * 12 + 4;
  const makeAt = tiff.length;
  const entries: [number, number, number, number][] = [
    [0x010f, 2, make.length, makeAt], // Make, ASCII, at the end
    [0x0112, 3, 1, orientation], // Orientation, SHORT, inline
    [0x8825, 4, 1, gpsAt], // the GPS IFD
  ];
  entries.forEach(([tag, type, count, value], index) => {
    const at = 10 + index * 12;
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  });
  tiff.writeUInt16LE(1, gpsAt); // GPSLatitudeRef "N", inline
  tiff.writeUInt16LE(0x0001, gpsAt + 2);
  tiff.writeUInt16LE(2, gpsAt + 4);
  tiff.writeUInt32LE(2, gpsAt + 6);
  tiff.write("N\0", gpsAt + 10, "latin1");
  return Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff, make]);
}

/** A JPEG segment: its marker, its length and `data`. */
export function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** The one-pixel JPEG as a phone would write it: EXIF with GPS, XMP and a comment. */
export function jpegWithMetadata(orientation = 6): Buffer {
  const xmp = Buffer.from(`http://ns.adobe.com/xap/1.0/\0${metadataMarkers.xmp}`, "latin1");
  return Buffer.concat([
    onePixel.jpg.subarray(0, 2),
    jpegSegment(0xe1, exif(orientation)),
    jpegSegment(0xe1, xmp),
    jpegSegment(0xfe, Buffer.from(metadataMarkers.comment, "latin1")),
    onePixel.jpg.subarray(2),
  ]);
}

/** A PNG with its metadata in text and EXIF chunks. */
export function pngWithMetadata(): Buffer {
  const png = pngOf(4, 3);
  const end = png.length - 12; // before IEND
  return Buffer.concat([
    png.subarray(0, end),
    chunk("tEXt", Buffer.from(`Comment\0${metadataMarkers.comment}`, "latin1")),
    chunk("iTXt", Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${metadataMarkers.xmp}`, "latin1")),
    chunk("eXIf", exif(1).subarray(6)),
    png.subarray(end),
  ]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

/** The one-pixel WebP in the extended format, with EXIF and XMP chunks. */
export function webpWithMetadata(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04; // has EXIF, has XMP; the canvas is 1 × 1 (stored minus one)
  const body = Buffer.concat([
    Buffer.from("WEBP", "latin1"),
    riffChunk("VP8X", vp8x),
    onePixel.webp.subarray(12),
    riffChunk("EXIF", exif(1).subarray(6)),
    riffChunk("XMP ", Buffer.from(metadataMarkers.xmp, "latin1")),
  ]);
  const head = Buffer.from("RIFF\0\0\0\0", "latin1");
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** The one-pixel GIF with a comment extension before its image. */
export function gifWithMetadata(): Buffer {
  const comment = Buffer.from(metadataMarkers.comment, "latin1");
  const extension = Buffer.concat([
    Buffer.from([0x21, 0xfe, comment.length]),
    comment,
    Buffer.from([0]),
  ]);
  const header = 13 + 6; // the one-pixel file's header and its two-colour table
  return Buffer.concat([
    onePixel.gif.subarray(0, header),
    extension,
    onePixel.gif.subarray(header),
  ]);
}
