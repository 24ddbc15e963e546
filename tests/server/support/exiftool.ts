/**
 * exiftool (Debian's libimage-exiftool-perl), the independent reader the
 * images' tests check stripped files with, and the writer they put a
 * phone's metadata into samples with.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const EXIFTOOL_TIMEOUT_MS = 30_000;

/** Runs `read` on the images written to files (image-0, image-1, …), one exiftool for them all. */
async function inFiles<T>(images: Buffer[], read: (files: string[]) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), "brightway-exiftool-"));
  try {
    const files = images.map((_, index) => path.join(folder, `image-${index}`));
    await Promise.all(files.map((file, index) => writeFile(file, images[index] as Buffer)));
    return await read(files);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Tags exiftool reads whatever the file: about the file on disk and exiftool itself. */
const ABOUT_THE_FILE = /^(SourceFile|ExifTool:.*Version|System:.*|File:FileSize)$/;

export type Tags = Record<string, unknown>;

/**
 * Where another file starts inside `bytes`: a JPEG's start-of-image and the
 * marker after it, or an MP4's first box (a motion photo's video). Neither
 * can occur inside a JPEG's scan, where 0xFF is always followed by 0x00 or
 * a restart marker.
 */
function filesInside(bytes: Buffer): number[] {
  const starts: number[] = [];
  for (let at = bytes.indexOf(0xff, 1); at !== -1; at = bytes.indexOf(0xff, at + 1)) {
    if (bytes[at + 1] === 0xd8 && bytes[at + 2] === 0xff) starts.push(at);
  }
  for (let at = bytes.indexOf("ftyp", 4); at !== -1; at = bytes.indexOf("ftyp", at + 1)) {
    starts.push(at - 4);
  }
  return starts;
}

/**
 * Every tag exiftool finds in each image, as "group:name" (`-G1`),
 * duplicates (`-a`), unknown tags (`-u`) and the tags of the images and
 * videos in or after it (`-ee`, as "Doc2:group:name", `-G3`) included, its
 * warnings as ExifTool:Warning. exiftool also reads, as a file of its own,
 * whatever starts like a JPEG or an MP4 inside an image ("At<offset>:…"),
 * wherever the image's own structure says it ends.
 */
export async function exiftoolTags(images: Buffer[]): Promise<Tags[]> {
  const inside = images.flatMap((bytes, owner) =>
    filesInside(bytes).map((offset) => ({ owner, offset, bytes: bytes.subarray(offset) })),
  );
  const all = await inFiles([...images, ...inside.map(({ bytes }) => bytes)], async (files) => {
    const { stdout } = await run("exiftool", ["-j", "-G3:1", "-a", "-u", "-ee", ...files], {
      timeout: EXIFTOOL_TIMEOUT_MS,
    });
    const bySource = new Map((JSON.parse(stdout) as Tags[]).map((tags) => [tags.SourceFile, tags]));
    return files.map((file) =>
      Object.entries(bySource.get(file) ?? {}).filter(([name]) => !ABOUT_THE_FILE.test(name)),
    );
  });
  const tags = all.slice(0, images.length).map((entries) => Object.fromEntries(entries));
  inside.forEach(({ owner, offset }, index) => {
    for (const [name, value] of all[images.length + index] ?? [])
      (tags[owner] as Tags)[`At${offset}:${name}`] = value;
  });
  return tags;
}

/** The images as exiftool writes them with `assignments` (`-GPSLatitude=30.2672`, …). */
export function withExiftool(images: Buffer[], assignments: string[]): Promise<Buffer[]> {
  return inFiles(images, async (files) => {
    await run("exiftool", ["-q", "-overwrite_original", ...assignments, ...files], {
      timeout: EXIFTOOL_TIMEOUT_MS,
    });
    return Promise.all(files.map((file) => readFile(file)));
  });
}

/** The tags this issue counts: a GPS position, a serial number, anything from XMP. */
export const gpsSerialOrXmp = (tags: Tags) =>
  Object.keys(tags).filter((name) => /GPS|Serial|(^|:)XMP/i.test(name));

/**
 * Tags that say something about the photo beyond the picture: who, where,
 * when and with what it was taken, and the further images and videos a
 * phone puts in or after the file (Doc2 and on, At<offset>). Not the colour
 * profile's (ICC*), which is kept: it describes a colour space, the same in
 * every phone of a make.
 */
export const aboutThePhoto = (tags: Tags) =>
  Object.keys(tags).filter(
    (name) =>
      !name.startsWith("ICC") &&
      /GPS|Serial|(^|:)XMP|^(Doc\d|At\d)|^(IFD[1-9]|ExifIFD|MPF\d|MPImage\d|IPTC|Photoshop|JFXX|Google|Samsung|UserData|QuickTime|Track\d|Trailer)|Make|Model|Creator|Artist|Owner|Comment|Date|Time|Thumbnail|Preview|Embedded|Video/i.test(
        name,
      ),
  );
