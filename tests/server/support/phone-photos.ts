/**
 * Photos as phones write them, made from the small images of ./images.ts:
 * exiftool puts in a GPS position, the make, model and serial number, an
 * XMP creator and a comment; a JPEG also gets JFIF and JFXX thumbnails, a
 * colour profile, an MPF index with a second image (its own EXIF) after the
 * first's end, and a motion photo's video (with its own GPS position) after
 * that. Each format gets a trailer after its end.
 */
import { withExiftool } from "./exiftool";
import { gifWithMetadata, jpegOf, jpegSegment, onePixel, pngOf } from "./images";

/** What the phone wrote, as text that must not come back from /media/. */
export const phoneWrote = {
  make: "Brightway-Test-Phone",
  serial: "SN-4417-0099",
  secondSerial: "SN-4417-0100",
  creator: "Ana Example",
  comment: "taken at 12 Elm St",
  videoPlace: "+30.2672-097.7431/",
};

const phoneAssignments = (serial: string) => [
  "-GPSLatitude=30.2672",
  "-GPSLatitudeRef=N",
  "-GPSLongitude=97.7431",
  "-GPSLongitudeRef=W",
  `-Make=${phoneWrote.make}`,
  "-Model=BT-1",
  `-SerialNumber=${serial}`,
  "-DateTimeOriginal=2024:05:04 10:11:12",
  `-XMP-dc:Creator=${phoneWrote.creator}`,
  `-Comment=${phoneWrote.comment}`,
];

/** An ISO base media box. */
function box(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + data.length, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, data]);
}

/** A motion photo's video: an MP4 header whose user data holds where it was taken (©xyz). */
function motionPhotoVideo(): Buffer {
  const place = Buffer.from(phoneWrote.videoPlace, "latin1");
  const placeHead = Buffer.alloc(4);
  placeHead.writeUInt16BE(place.length, 0);
  placeHead.writeUInt16BE(0x15c7, 2); // language: English
  const movieHeader = Buffer.alloc(100);
  movieHeader.writeUInt32BE(1000, 12); // time scale
  movieHeader.writeUInt32BE(0x10000, 20); // rate 1.0
  movieHeader.writeUInt16BE(0x100, 24); // volume 1.0
  movieHeader.writeUInt32BE(2, 96); // next track id
  return Buffer.concat([
    box("ftyp", Buffer.from("mp42\0\0\0\0isommp42", "latin1")),
    box(
      "moov",
      Buffer.concat([
        box("mvhd", movieHeader),
        box("udta", box("\u00a9xyz", Buffer.concat([placeHead, place]))),
      ]),
    ),
  ]);
}

/** A small ICC colour profile (v2 display class) whose description is `description`. */
function iccProfile(description: string): Buffer {
  const text = Buffer.from(`${description}\0`, "latin1");
  const tag = Buffer.alloc(12 + text.length + 8 + 3 + 67);
  tag.write("desc", 0, "latin1");
  tag.writeUInt32BE(text.length, 8);
  text.copy(tag, 12);
  const header = Buffer.alloc(128 + 4 + 12);
  header.write("lcms", 4, "latin1");
  header.writeUInt32BE(0x02100000, 8); // version 2.1
  header.write("mntrRGB XYZ ", 12, "latin1");
  header.write("acspAPPL", 36, "latin1");
  header.writeUInt32BE(0xf6d6, 68); // the D50 illuminant
  header.writeUInt32BE(0x10000, 72);
  header.writeUInt32BE(0xd32d, 76);
  header.writeUInt32BE(1, 128); // one tag: the description
  header.write("desc", 132, "latin1");
  header.writeUInt32BE(header.length, 136);
  header.writeUInt32BE(tag.length, 140);
  const profile = Buffer.concat([header, tag]);
  profile.writeUInt32BE(profile.length, 0);
  return profile;
}

/** The APP2 segment that carries a whole colour profile (chunk 1 of 1). */
const iccSegment = (profile: Buffer) =>
  jpegSegment(0xe2, Buffer.concat([Buffer.from("ICC_PROFILE\0\x01\x01", "latin1"), profile]));

/** Where a JPEG's first segment after its JFIF header starts. */
const afterJfif = (jpeg: Buffer) => 4 + jpeg.readUInt16BE(4);

/** A JFIF header with a thumbnail of `pixels` (RGB) in one row, or none. */
function jfifWithThumbnail(pixels: number[][]): Buffer {
  const header = Buffer.from("JFIF\0\x01\x02\x01\0\x48\0\x48", "latin1");
  const size = Buffer.from(pixels.length > 0 ? [pixels.length, 1] : [0, 0]);
  return jpegSegment(0xe0, Buffer.concat([header, size, Buffer.from(pixels.flat())]));
}

/** MPF's index (APP2): two images, the second `secondLength` bytes at `secondOffset`. */
function mpfSegment(primaryLength: number, secondLength: number, secondOffset: number): Buffer {
  const entriesAt = 8 + 2 + 3 * 12 + 4;
  const tiff = Buffer.alloc(entriesAt + 2 * 16);
  tiff.write("MM\0*", 0, "latin1");
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(3, 8);
  const fields: [number, number, number, Buffer][] = [
    [0xb000, 7, 4, Buffer.from("0100", "latin1")], // MPFVersion
    [0xb001, 4, 1, Buffer.from([0, 0, 0, 2])], // NumberOfImages
    [0xb002, 7, 32, Buffer.from([0, 0, 0, entriesAt])], // MPEntry, at entriesAt
  ];
  fields.forEach(([tag, type, count, value], index) => {
    const at = 10 + index * 12;
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    value.copy(tiff, at + 8);
  });
  tiff.writeUInt32BE(0x20030000, entriesAt); // representative, baseline primary image
  tiff.writeUInt32BE(primaryLength, entriesAt + 4);
  tiff.writeUInt32BE(0x00010001, entriesAt + 16); // a large thumbnail
  tiff.writeUInt32BE(secondLength, entriesAt + 20);
  tiff.writeUInt32BE(secondOffset, entriesAt + 24);
  return jpegSegment(0xe2, Buffer.concat([Buffer.from("MPF\0", "latin1"), tiff]));
}

/**
 * `picture` (a JFIF JPEG of ./images.ts) as a phone writes it, turned by
 * `orientation`; `kept` is the same picture with only what stripping keeps
 * (the phone's JFIF header without its thumbnail, the colour profile), for
 * exiftool to read beside it.
 */
export async function phoneJpeg(picture: Buffer, orientation = 6) {
  const video = motionPhotoVideo();
  const profile = iccSegment(iccProfile("Display P3"));
  const [second, tagged] = (
    await Promise.all([
      withExiftool([jpegOf(8, 6, 2)], phoneAssignments(phoneWrote.secondSerial)),
      withExiftool(
        [picture],
        [
          ...phoneAssignments(phoneWrote.serial),
          `-Orientation#=${orientation}`,
          "-XMP-GCamera:MicroVideo=1",
          `-XMP-GCamera:MicroVideoOffset=${video.length}`,
        ],
      ),
    ])
  ).flat() as [Buffer, Buffer];
  const jfif = jfifWithThumbnail([
    [200, 30, 30],
    [30, 200, 30],
  ]);
  const jfxx = jpegSegment(0xe0, Buffer.concat([Buffer.from("JFXX\0\x10", "latin1"), second]));
  // The phone's own segments, then MPF's index, whose offsets count from its TIFF header.
  const body = Buffer.concat([jfxx, profile, tagged.subarray(afterJfif(tagged))]);
  const mpfAt = 2 + jfif.length;
  const primaryLength = mpfAt + mpfSegment(0, 0, 0).length + body.length;
  const mpf = mpfSegment(primaryLength, second.length, primaryLength - (mpfAt + 8));
  const bytes = Buffer.concat([tagged.subarray(0, 2), jfif, mpf, body, second, video]);
  const rest = picture.subarray(afterJfif(picture));
  const kept = Buffer.concat([picture.subarray(0, 2), jfifWithThumbnail([]), profile, rest]);
  return { bytes, kept };
}

const trailer = () => Buffer.from(`trailer: ${phoneWrote.serial} ${phoneWrote.creator}`, "latin1");

/** A PNG, a WebP and a GIF as a phone or an editor writes them, with a trailer after each end. */
export async function phoneImages() {
  const kept = {
    "image/png": pngOf(24, 16),
    "image/webp": onePixel.webp,
    "image/gif": onePixel.gif,
  };
  const written = await withExiftool(
    [kept["image/png"], kept["image/webp"], gifWithMetadata()],
    [...phoneAssignments(phoneWrote.serial), "-PNG:CreationTime=2024:05:04"],
  );
  return Object.entries(kept).map(([type, picture], index) => ({
    type,
    bytes: Buffer.concat([written[index] as Buffer, trailer()]),
    kept: picture,
  }));
}
