/**
 * Stripping images' metadata (server/publishing/image-metadata.ts), read
 * back by exiftool: phone-like samples of each kind the site accepts come
 * back with nothing of what the phone wrote and the same picture (jpeg-js
 * decodes a JPEG to the same pixels); the JPEG walker against a model of
 * what it keeps, on generated files with tables, scans, restarts, fill bytes
 * and trailers.
 */
import fc from "fast-check";
import { imageSize } from "image-size";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";

import { withoutMetadata } from "../../server/publishing/image-metadata";
import { readImage, uploadedImage } from "../../server/publishing/entry-images";
import { aboutThePhoto, exiftoolTags, gpsSerialOrXmp } from "./support/exiftool";
import { jpegOf, jpegSegment } from "./support/images";
import { phoneImages, phoneJpeg, phoneWrote } from "./support/phone-photos";

/** What an upload keeps of `bytes`; fails the test when it is refused. */
function stripped(bytes: Buffer): Buffer {
  const kept = uploadedImage(bytes);
  if (!kept) throw new Error("the image was refused");
  return kept.bytes;
}

const END_OF_IMAGE = Buffer.from([0xff, 0xd9]);

describe("a phone's JPEG", () => {
  it("comes back with none of what the phone wrote, in it or after its end, and the same picture", async () => {
    const picture = jpegOf(48, 32);
    const { bytes, kept } = await phoneJpeg(picture, 6);
    const served = stripped(bytes);
    const [before = {}, after = {}, keptTags] = await exiftoolTags([bytes, served, kept]);
    // The sample is what the issue tried: GPS, serial, XMP, MPF, a second image and a video.
    expect(gpsSerialOrXmp(before).length).toBeGreaterThanOrEqual(8);
    expect(before).toMatchObject({
      "ExifIFD:SerialNumber": phoneWrote.serial,
      "XMP-dc:Creator": phoneWrote.creator,
      "MPF0:NumberOfImages": 2,
      "Doc2:ExifIFD:SerialNumber": phoneWrote.secondSerial,
    });
    expect(bytes.includes(phoneWrote.secondSerial)).toBe(true);
    expect(bytes.includes(phoneWrote.videoPlace)).toBe(true);

    expect(gpsSerialOrXmp(after)).toEqual([]);
    expect(aboutThePhoto(after)).toEqual([]);
    // Exactly what exiftool reads in the picture with its colour profile, and the orientation.
    expect(after).toEqual({
      ...keptTags,
      "File:ExifByteOrder": "Big-endian (Motorola, MM)",
      "IFD0:Orientation": "Rotate 90 CW",
    });
    for (const text of Object.values(phoneWrote)) expect(served.includes(text), text).toBe(false);
    expect(served.subarray(-2)).toEqual(END_OF_IMAGE);
    // The same pixels, as a second decoder reads them, shown turned a quarter.
    expect(jpeg.decode(served).data.equals(jpeg.decode(picture).data)).toBe(true);
    expect(imageSize(served)).toMatchObject({ width: 48, height: 32, orientation: 6 });
    expect(readImage(served)).toMatchObject({ width: 32, height: 48 });
    // Stripped again (the pass over stored images), it is the same file.
    expect(stripped(served).equals(served)).toBe(true);
  });
});

describe("a phone's PNG, WebP and GIF", () => {
  it("come back with none of what was written in them or after their end, the picture the same size", async () => {
    const images = await phoneImages();
    const served = images.map(({ bytes }) => stripped(bytes));
    const tags = await exiftoolTags([...images.map(({ bytes }) => bytes), ...served]);
    for (const [index, { type, kept }] of images.entries()) {
      const [before = {}, after = {}] = [tags[index], tags[images.length + index]];
      expect(gpsSerialOrXmp(before).length, type).toBeGreaterThanOrEqual(3);
      expect(gpsSerialOrXmp(after), type).toEqual([]);
      expect(aboutThePhoto(after), type).toEqual([]);
      expect(after["ExifTool:Warning"], type).toBeUndefined();
      expect(after["File:MIMEType"], type).toBe(type);
      const file = served[index] as Buffer;
      for (const text of Object.values(phoneWrote))
        expect(file.includes(text), `${type}: ${text}`).toBe(false);
      expect(imageSize(file), type).toEqual(imageSize(kept));
      expect(stripped(file).equals(file), type).toBe(true);
    }
  });
});

/** A JPEG segment with a payload of `length` arbitrary bytes. */
const segmentOf = (markers: number[], prefix = "") =>
  fc
    .tuple(fc.constantFrom(...markers), fc.uint8Array({ maxLength: 24 }))
    .map(([marker, payload]) =>
      jpegSegment(marker, Buffer.concat([Buffer.from(prefix, "latin1"), payload])),
    );

/** What a decoder reads (frames, DHT, DAC, DQT, DRI) and the colour profile: kept as they are. */
const decoding = fc.oneof(
  segmentOf([0xc0, 0xc1, 0xc2, 0xc4, 0xc9, 0xcc, 0xdb, 0xdd]),
  segmentOf([0xe2], "ICC_PROFILE\0"),
);
/** What a phone or an editor writes: APPn but the colour ones, comments, JPGn. */
const metadata = fc.oneof(
  segmentOf([0xe1, 0xe3, 0xe4, 0xe7, 0xeb, 0xed, 0xef, 0xfe, 0xf0, 0xfd]),
  segmentOf([0xe2], "MPF\0"),
  segmentOf([0xe0], "JFXX\0"),
  segmentOf([0xee], "Ducky"),
);
/** Fill bytes, which may come before any marker. */
const fill = fc.integer({ min: 0, max: 3 }).map((count) => Buffer.alloc(count, 0xff));

/** Entropy-coded data: any bytes, each 0xFF stuffed (0xFF00) or a restart marker. */
const entropyCoded = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0xfe }), fc.constant(-1), fc.constant(-2)), {
    maxLength: 80,
  })
  .map((codes) =>
    Buffer.from(
      codes.flatMap((code, index) =>
        code === -1 ? [0xff, 0x00] : code === -2 ? [0xff, 0xd0 + (index % 8)] : [code],
      ),
    ),
  );

interface Part {
  bytes: Buffer;
  kept: boolean;
  scan?: boolean;
}
const part = (kept: boolean) => (bytes: Buffer) => ({ bytes, kept });
const segments = fc.array(fc.oneof(decoding.map(part(true)), metadata.map(part(false))), {
  maxLength: 5,
});
const scan = fc
  .tuple(segmentOf([0xda]), entropyCoded)
  .map(([header, data]) => ({ bytes: Buffer.concat([header, data]), kept: true, scan: true }));

/**
 * A generated JPEG and what the walker keeps of it by the model: the parts
 * marked kept, and the fill bytes before a marker when a scan ends there
 * (the scan's, for a decoder as for the walker).
 */
const generatedJpeg = fc
  .tuple(
    segments,
    fc.array(fc.tuple(scan, segments), { minLength: 1, maxLength: 3 }),
    fc.uint8Array({ maxLength: 40 }),
  )
  .chain(([before, scans, trailer]) => {
    const markers: Part[] = [
      ...before,
      ...scans.flatMap(([scanPart, after]) => [scanPart, ...after]),
      { bytes: END_OF_IMAGE, kept: true },
    ];
    return fc.array(fill, { minLength: markers.length, maxLength: markers.length }).map((fills) => {
      const parts: Part[] = [{ bytes: Buffer.from([0xff, 0xd8]), kept: true }];
      markers.forEach((item, index) => {
        parts.push({ bytes: fills[index] as Buffer, kept: parts.at(-1)?.scan === true }, item);
      });
      const pick = (all: boolean) =>
        Buffer.concat(parts.filter((item) => all || item.kept).map((item) => item.bytes));
      const image = pick(true);
      return { file: Buffer.concat([image, trailer]), kept: pick(false), end: image.length };
    });
  });

describe("the JPEG walker", () => {
  it("keeps the tables and scans and drops the rest, as a model of the format says", () => {
    fc.assert(
      fc.property(generatedJpeg, ({ file, kept }) => {
        expect(withoutMetadata(file, "jpg", 1)?.toString("hex")).toBe(kept.toString("hex"));
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses a file cut anywhere before its end-of-image marker", () => {
    fc.assert(
      fc.property(generatedJpeg, fc.nat(), ({ file, end }, cut) => {
        expect(withoutMetadata(file.subarray(0, cut % end), "jpg", 1)).toBeUndefined();
      }),
      { numRuns: 1000 },
    );
  });
});
