/**
 * Images entries show, kept in the database (entry_images) so
 * backups and restores carry them: uploads, what the site serves under
 * /media/, and the folders `content export` writes and a new database
 * imports (<folder>/media/<name>).
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { inArray, eq } from "drizzle-orm";
import { imageSize } from "image-size";

import {
  type MediaExtension,
  type MediaName,
  mediaName,
  parseMediaName,
} from "~/lib/publishing/media";

import { type Actor, appendAudit } from "../audit/audit-log";
import type { Db, Tx } from "../db/database";
import { type EntryContent, consoleSettings, entryImages } from "../db/schema";
import { withoutMetadata } from "./image-metadata";

/** The largest image an editor may upload: big enough for a photo, small enough for a phone. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Each kind by the first bytes of its file: what the file is, whatever its upload said. */
const signatures: [MediaExtension, (bytes: Buffer) => boolean][] = [
  ["png", (bytes) => bytes.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex"))],
  ["jpg", (bytes) => bytes.subarray(0, 3).equals(Buffer.from("ffd8ff", "hex"))],
  ["gif", (bytes) => /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString("latin1"))],
  [
    "webp",
    (bytes) =>
      bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
      bytes.subarray(8, 12).toString("latin1") === "WEBP",
  ],
];
/** image-size's names for the same kinds. */
const sizeTypes: Record<MediaExtension, string> = {
  png: "png",
  jpg: "jpg",
  gif: "gif",
  webp: "webp",
};

/** A size the name can carry: 1 to 99,999 pixels. */
const isDimension = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 99_999;

/** What a file is by its first bytes, and its size as its header says; undefined if neither holds. */
function kindAndSize(bytes: Buffer) {
  const extension = signatures.find(([, matches]) => matches(bytes))?.[0];
  if (!extension) return undefined;
  try {
    const size = imageSize(bytes);
    return size.type === sizeTypes[extension] ? { extension, size } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An upload as it is kept: without its metadata (./image-metadata.ts),
 * named and sized by what is left; undefined when it is not a whole PNG,
 * JPEG, WebP or GIF.
 */
export function uploadedImage(bytes: Buffer) {
  const found = kindAndSize(bytes);
  if (!found) return undefined;
  const kept = withoutMetadata(bytes, found.extension, found.size.orientation ?? 1);
  const image = kept && readImage(kept);
  return image && { image, bytes: kept };
}

/**
 * The image a file holds, named and sized; undefined when it is not a PNG,
 * JPEG, WebP or GIF whose size its header says.
 */
export function readImage(bytes: Buffer): MediaName | undefined {
  const found = kindAndSize(bytes);
  if (!found) return undefined;
  const { extension, size } = found;
  // A photo taken sideways is shown turned as its EXIF orientation says (5 to 8: a quarter turn).
  const turned = (size.orientation ?? 1) >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  if (!isDimension(width) || !isDimension(height)) return undefined;
  const hash = createHash("sha256").update(bytes).digest("hex");
  return parseMediaName(mediaName(hash, width, height, extension));
}

async function insertImage(db: Db | Tx, image: MediaName, bytes: Buffer, uploadedBy: string) {
  const stored = await db
    .insert(entryImages)
    .values({
      name: image.name,
      contentType: image.contentType,
      bytes,
      width: image.width,
      height: image.height,
      byteSize: bytes.length,
      uploadedBy,
    })
    .onConflictDoNothing()
    .returning({ name: entryImages.name });
  return stored.length > 0;
}

/** Keeps an uploaded image (the same file twice is one row); the upload is audited. */
export async function storeImage(
  db: Db,
  image: MediaName,
  bytes: Buffer,
  actor: Actor & { id: string },
) {
  await db.transaction(async (tx) => {
    const added = await insertImage(tx, image, bytes, actor.id);
    await appendAudit(tx, {
      actor,
      action: "image uploaded",
      details: { name: image.name, bytes: bytes.length, new: added },
    });
  });
}

export async function imageByName(db: Db, name: string) {
  const [row] = await db
    .select({ contentType: entryImages.contentType, bytes: entryImages.bytes })
    .from(entryImages)
    .where(eq(entryImages.name, name));
  return row;
}

/** The names of the site's images an entry's versions show. */
function namesIn(images: Record<string, string[]>): string[] {
  return [...new Set(Object.values(images).flat())];
}

/**
 * Each image a version shows that was never uploaded, as a problem naming
 * its language (the body's images, by language, as the renderer found them).
 */
export async function missingImages(
  db: Db,
  imagesByLocale: Record<string, string[]>,
): Promise<string[]> {
  const names = namesIn(imagesByLocale);
  if (names.length === 0) return [];
  const found = await db
    .select({ name: entryImages.name })
    .from(entryImages)
    .where(inArray(entryImages.name, names));
  const known = new Set(found.map((row) => row.name));
  return Object.entries(imagesByLocale).flatMap(([locale, list]) =>
    list
      .filter((name) => !known.has(name))
      .map(
        (name) =>
          `${locale}: the body's image /media/${name} was never uploaded here: add it again with "Add image"`,
      ),
  );
}

/** The images a set of entries' Markdown shows, by name, from their bodies as written. */
export function imagesInContent(contents: EntryContent[]): string[] {
  const names = new Set<string>();
  for (const content of contents) {
    for (const version of Object.values(content)) {
      for (const [, name = ""] of version.body.matchAll(/\/media\/([\w.-]+)/g)) {
        if (parseMediaName(name)) names.add(name);
      }
    }
  }
  return [...names];
}

/** Writes each named image into <folder>/media/; returns how many. */
export async function exportImages(db: Db, names: string[], folder: string): Promise<number> {
  if (names.length === 0) return 0;
  const rows = await db
    .select({ name: entryImages.name, bytes: entryImages.bytes })
    .from(entryImages)
    .where(inArray(entryImages.name, names));
  await mkdir(path.join(folder, "media"), { recursive: true });
  for (const row of rows) await writeFile(path.join(folder, "media", row.name), row.bytes);
  return rows.length;
}

/** Whether two images are of the same kind and size (what a name says of its image). */
const sameImage = (one: MediaName, other: MediaName) =>
  one.contentType === other.contentType && one.width === other.width && one.height === other.height;

/**
 * Imports <folder>/media/* (a `content export`), when there is one: each
 * file of at most MAX_IMAGE_BYTES named as one of ours, without its
 * metadata, when its kind and size are what its name says; returns how
 * many. The name is kept as the entries show it: an image stored before
 * its metadata was stripped keeps the name its first bytes gave it.
 */
export async function importImages(tx: Tx, folder: string): Promise<number> {
  const media = path.join(folder, "media");
  if (!existsSync(media)) return 0;
  let imported = 0;
  for (const file of await readdir(media)) {
    const named = parseMediaName(file);
    const filePath = path.join(media, file);
    const stats = named && (await stat(filePath));
    if (!named || !stats?.isFile() || stats.size > MAX_IMAGE_BYTES) continue;
    const kept = uploadedImage(await readFile(filePath));
    if (!kept || !sameImage(kept.image, named)) continue;
    if (await insertImage(tx, named, kept.bytes, "import")) imported += 1;
  }
  return imported;
}

/**
 * Claimed by the one pass over a database's stored images. A new name here
 * strips them all again: give it one whenever ./image-metadata.ts drops more.
 */
const STRIPPED_SETTING = "stored images stripped";

/**
 * Strips every stored image once per database (those stored before their
 * metadata was stripped, or before it was stripped as it is now), keeping
 * its name; one whose structure does not hold is removed rather than served
 * as it came, and named in the audit log. Undefined when this database had
 * its pass already; one image at a time is held in memory.
 */
export async function stripStoredImages(
  db: Db,
): Promise<{ stripped: number; removed: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(consoleSettings)
      .values({ name: STRIPPED_SETTING, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return undefined;
    let stripped = 0;
    const removed: string[] = [];
    for (const { name } of await tx.select({ name: entryImages.name }).from(entryImages)) {
      const [row] = await tx
        .select({ bytes: entryImages.bytes })
        .from(entryImages)
        .where(eq(entryImages.name, name));
      const kept = row && uploadedImage(row.bytes);
      // The same kind of image; its size is the one pages were given when it was stored.
      if (row && kept && kept.image.contentType === parseMediaName(name)?.contentType) {
        if (kept.bytes.equals(row.bytes)) continue;
        await tx
          .update(entryImages)
          .set({ bytes: kept.bytes, byteSize: kept.bytes.length })
          .where(eq(entryImages.name, name));
        stripped += 1;
      } else {
        await tx.delete(entryImages).where(eq(entryImages.name, name));
        removed.push(name);
      }
    }
    if (stripped > 0 || removed.length > 0) {
      await appendAudit(tx, {
        actor: { label: "server start" },
        action: "stored images stripped",
        details: { stripped, removed },
      });
    }
    return { stripped, removed };
  });
}
