/**
 * A JPEG without what its camera or editor wrote about it, walked segment by
 * segment and through each scan's entropy-coded data to the end-of-image
 * marker (ITU T.81, annex B). Kept: what a decoder reads (frame, tables,
 * restart interval, scans), the JFIF header without its thumbnail, the ICC
 * colour profile (wide-gamut phone photos look washed out without it; it
 * describes a colour space, not the photo), Adobe's colour transform, and
 * the orientation. Dropped: EXIF and XMP (APP1), MPF's index of further
 * images (APP2), every other APPn, comments, JFIF and JFXX thumbnails, and
 * all that follows the end-of-image marker (a phone's second image, a
 * motion photo's video).
 */

const START_OF_IMAGE = 0xd8;
const END_OF_IMAGE = 0xd9;
const START_OF_SCAN = 0xda;
const COMMENT = 0xfe;
const TEMPORARY = 0x01;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
const isApp = (marker: number) => marker >= 0xe0 && marker <= 0xef;
/**
 * Segments a decoder reads: frames (SOF0–15), Huffman (DHT) and arithmetic
 * (DAC) tables, but not the reserved JPG marker; quantisation tables, line
 * count, restart interval and the hierarchical ones (DQT, DNL, DRI, DHP, EXP).
 */
const isDecoding = (marker: number) =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) || (marker >= 0xdb && marker <= 0xdf);
/** The extensions (JPGn) and comments: lengths to skip, nothing a decoder reads. */
const isSkipped = (marker: number) => marker === COMMENT || (marker >= 0xf0 && marker <= 0xfd);

const startsWith = (segment: Buffer, identifier: string) =>
  segment.subarray(4, 4 + identifier.length).toString("latin1") === identifier;

/** JFIF's header up to its thumbnail's size: identifier, version, density units and density. */
const JFIF_HEADER = 4 + 12;
/** Adobe's APP14: identifier, version, two flags and the colour transform. */
const ADOBE_SEGMENT = 4 + 12;

/** The colour information an APPn segment carries, as it is kept; undefined when none. */
function colourSegment(marker: number, segment: Buffer): Buffer | undefined {
  if (marker === APP0 && startsWith(segment, "JFIF\0") && segment.length >= JFIF_HEADER + 2) {
    const header = Buffer.alloc(JFIF_HEADER + 2); // the thumbnail's width and height stay 0
    segment.copy(header, 0, 0, JFIF_HEADER);
    header.writeUInt16BE(header.length - 2, 2);
    return header;
  }
  if (marker === APP2 && startsWith(segment, "ICC_PROFILE\0")) return segment;
  if (marker === APP14 && startsWith(segment, "Adobe") && segment.length >= ADOBE_SEGMENT) {
    const adobe = Buffer.from(segment.subarray(0, ADOBE_SEGMENT));
    adobe.writeUInt16BE(adobe.length - 2, 2);
    return adobe;
  }
  return undefined;
}

/**
 * Where a scan's entropy-coded data ends: at the first marker that is not a
 * restart (0xFF 0x00 is a stuffed 0xFF byte, and fill bytes may precede a
 * marker); undefined when the file ends first.
 */
function endOfScan(bytes: Buffer, start: number): number | undefined {
  let at = bytes.indexOf(0xff, start);
  while (at !== -1 && at + 1 < bytes.length) {
    const next = bytes[at + 1] as number;
    if (next === 0xff) at += 1;
    else if (next === 0x00 || isRestart(next)) at = bytes.indexOf(0xff, at + 2);
    else return at;
  }
  return undefined;
}

/** An APP1 segment whose EXIF holds the orientation alone (one IFD entry, big-endian). */
function orientationSegment(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(34, 2);
  segment.write("Exif\0\0MM\0*", 4, "latin1");
  segment.writeUInt32BE(8, 14); // IFD0 right after the TIFF header
  segment.writeUInt16BE(1, 18); // one entry:
  segment.writeUInt16BE(0x0112, 20); // Orientation,
  segment.writeUInt16BE(3, 22); // a SHORT,
  segment.writeUInt32BE(1, 24); // one of them:
  segment.writeUInt16BE(orientation, 28);
  // No next IFD: the last four bytes stay zero.
  return segment;
}

const marker = (code: number) => Buffer.from([0xff, code]);

/**
 * The JPEG `bytes` without its metadata, `orientation` (EXIF's 1 to 8)
 * written back; undefined when the file does not hold together up to an
 * end-of-image marker after at least one scan.
 */
export function jpegWithoutMetadata(bytes: Buffer, orientation: number): Buffer | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== START_OF_IMAGE) return undefined;
  let jfif: Buffer | undefined;
  const kept: Buffer[] = [];
  let scans = 0;
  let offset = 2;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const code = bytes[offset + 1] as number;
    if (code === 0xff) {
      offset += 1; // a fill byte
      continue;
    }
    if (code === END_OF_IMAGE) {
      if (scans === 0) return undefined;
      // JFIF's header must come first; the orientation goes right after it.
      const head = [marker(START_OF_IMAGE), ...(jfif ? [jfif] : [])];
      if (orientation > 1 && orientation <= 8) head.push(orientationSegment(orientation));
      return Buffer.concat([...head, ...kept, marker(END_OF_IMAGE)]);
    }
    if (code === TEMPORARY || isRestart(code)) {
      offset += 2; // no length and nothing in them outside a scan
      continue;
    }
    if (code < 0xc0 || offset + 4 > bytes.length) return undefined;
    const start = offset;
    const end = start + 2 + bytes.readUInt16BE(start + 2);
    if (end < start + 4 || end > bytes.length) return undefined;
    const segment = bytes.subarray(start, end);
    offset = end;
    if (code === START_OF_SCAN) {
      const scanEnd = endOfScan(bytes, end);
      if (scanEnd === undefined) return undefined;
      kept.push(bytes.subarray(start, scanEnd));
      scans += 1;
      offset = scanEnd;
    } else if (isDecoding(code)) kept.push(segment);
    else if (isApp(code)) {
      const colour = colourSegment(code, segment);
      if (colour && code === APP0) jfif ??= colour;
      else if (colour) kept.push(colour);
    } else if (!isSkipped(code)) return undefined;
  }
  return undefined;
}
