/**
 * Images in entries (issue 28), over the console's API on the repository's
 * build: uploads of each type and of what is not one, who may upload, how
 * /media/ serves them, the alt-text and own-image rules, an image on a
 * published page in both languages, `content export` into a new database,
 * and phone photos' metadata (exiftool reads what is served) whether
 * uploaded, stored before it was stripped, or imported.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import fc from "fast-check";
import { imageSize } from "image-size";
import jpeg from "jpeg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readSources } from "../../app/lib/publishing/collections.server";
import type { buildApp } from "../../server/app";
import type { Database } from "../../server/db/database";
import { type EntryContent, auditLog, consoleSettings, entryImages } from "../../server/db/schema";
import { IMMUTABLE, lockedDownPolicy } from "../../server/http-policy";
import { exportContent } from "../../server/publishing/content-export";
import {
  imageByName,
  readImage,
  stripStoredImages,
  uploadedImage,
} from "../../server/publishing/entry-images";
import { importContentFolder } from "../../server/publishing/entry-repository";
import { type Member, PUBLIC_ORIGIN, consoleRequest } from "./support/console";
import { openTestDatabase } from "./support/databases";
import { startPublishingApp } from "./support/publishing-app";
import { aboutThePhoto, exiftoolTags, gpsSerialOrXmp } from "./support/exiftool";
import {
  gifWithMetadata,
  jpegOf,
  jpegWithMetadata,
  metadataMarkers,
  onePixel,
  pngOf,
  pngWithMetadata,
  webpWithMetadata,
} from "./support/images";
import { phoneImages, phoneJpeg, phoneWrote } from "./support/phone-photos";
import { repositoryRoot } from "./support/site-fixture";
import { SESSION_COOKIE } from "../../server/plugins/authentication";

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let owner: Member;
let editor: Member;
let viewer: Member;

let site: Awaited<ReturnType<typeof startPublishingApp>> | undefined;
beforeAll(async () => {
  site = await startPublishingApp("images");
  ({ database, app, owner, editor, viewer } = site);
});
afterAll(() => site?.close());

/** An upload as the console's editor sends one: the file as the body, with the type it says. */
function upload(
  bytes: Buffer,
  type: string,
  { member = editor as Member | null, origin = PUBLIC_ORIGIN } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/admin/entries/images",
    payload: bytes,
    headers: {
      "content-type": type,
      origin,
      ...(member ? { cookie: `${SESSION_COOKIE}=${member.session}` } : {}),
    },
  });
}

const NAME = /^\/media\/[0-9a-f]{20}-(\d+)x(\d+)\.(png|jpg|webp|gif)$/;

describe("uploading an image", () => {
  it("takes a PNG, JPEG, GIF and WebP, names each by its bytes and reads its size", async () => {
    const png = await upload(pngOf(40, 30), "image/png");
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ width: 40, height: 30 });
    expect(png.json().url).toMatch(NAME);
    expect(png.json().url).toMatch(/-40x30\.png$/);
    for (const [extension, type] of [
      ["jpg", "image/jpeg"],
      ["gif", "image/gif"],
      ["webp", "image/webp"],
    ] as const) {
      const answer = await upload(onePixel[extension], type);
      expect(answer.statusCode).toBe(201);
      expect(answer.json().url).toMatch(new RegExp(`-1x1\\.${extension}$`));
    }
  });

  it("keeps the same file uploaded twice as one image, and audits each upload without personal data", async () => {
    const first = (await upload(pngOf(41, 31), "image/png")).json();
    const again = (await upload(pngOf(41, 31), "image/png", { member: owner })).json();
    expect(again.url).toBe(first.url);
    const name = String(first.url).slice("/media/".length);
    expect(
      await database.db.select().from(entryImages).where(eq(entryImages.name, name)),
    ).toHaveLength(1);
    const audited = (
      await database.db.select().from(auditLog).where(eq(auditLog.action, "image uploaded"))
    )
      .filter((row) => row.details.name === name)
      .map((row) => ({ actor: row.actor, bytes: row.details.bytes }));
    expect(audited).toEqual([
      { actor: "editor@example.org", bytes: pngOf(41, 31).length },
      { actor: "owner@example.org", bytes: pngOf(41, 31).length },
    ]);
  });

  it("reads any bytes after an image's first ones without failing: a size it can name, or no image", () => {
    const starts = [
      pngOf(3, 3).subarray(0, 16),
      onePixel.jpg.subarray(0, 4),
      Buffer.from("GIF89a"),
      onePixel.webp.subarray(0, 16),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...starts), fc.uint8Array({ maxLength: 300 }), (start, rest) => {
        const bytes = Buffer.concat([start, rest]);
        const image = readImage(bytes);
        if (image)
          expect(image.name).toMatch(/^[0-9a-f]{20}-[1-9]\d*x[1-9]\d*\.(png|jpg|gif|webp)$/);
        const kept = uploadedImage(bytes);
        if (kept) expect(readImage(kept.bytes)).toEqual(kept.image);
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses a file over 2 MiB with 413", async () => {
    const huge = Buffer.concat([pngOf(10, 10), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(huge, "image/png")).statusCode).toBe(413);
  });

  it("refuses what is not a PNG, JPEG, WebP or GIF with 415, whatever its header says", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload(svg, "image/svg+xml")).statusCode).toBe(415);
    // An SVG, a page and a truncated PNG, each sent as a PNG.
    expect((await upload(svg, "image/png")).statusCode).toBe(415);
    expect((await upload(Buffer.from("<!doctype html><p>hi</p>"), "image/png")).statusCode).toBe(
      415,
    );
    expect((await upload(pngOf(5, 5).subarray(0, 12), "image/png")).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(0), "image/png")).statusCode).toBe(415);
    expect((await upload(Buffer.from('{"a":1}'), "application/json")).statusCode).toBe(415);
    expect((await upload(pngOf(5, 5), "application/octet-stream")).statusCode).toBe(415);
  });

  it("is refused without a session (401), to a viewer (403) and from another origin (403)", async () => {
    const file = pngOf(7, 7);
    expect((await upload(file, "image/png", { member: null })).statusCode).toBe(401);
    expect((await upload(file, "image/png", { member: viewer })).statusCode).toBe(403);
    expect(
      (await upload(file, "image/png", { origin: "https://elsewhere.example" })).statusCode,
    ).toBe(403);
    // None of them stored it.
    const url = (await upload(file, "image/png", { member: owner })).json().url as string;
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "image uploaded"));
    expect(audited.filter((row) => `/media/${String(row.details.name)}` === url)).toHaveLength(1);
  });
});

describe("serving an image", () => {
  it("answers with its type, cached for a year, nothing allowed to run, and 304 when unchanged", async () => {
    const bytes = pngOf(20, 10);
    const { url } = (await upload(bytes, "image/png")).json();
    const answer = await app.inject(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(bytes)).toBe(true);
    expect(answer.headers).toMatchObject({
      "content-type": "image/png",
      "cache-control": IMMUTABLE,
      "content-security-policy": lockedDownPolicy,
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
    });
    const head = await app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    const again = await app.inject({
      url,
      headers: { "if-none-match": String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("comes back without what the camera wrote (EXIF with GPS, XMP, comments), a photo's orientation kept", async () => {
    const uploads = [
      [jpegWithMetadata(6), "image/jpeg"],
      [pngWithMetadata(), "image/png"],
      [webpWithMetadata(), "image/webp"],
      [gifWithMetadata(), "image/gif"],
    ] as const;
    for (const [bytes, type] of uploads) {
      const markers = Object.values(metadataMarkers);
      expect(
        markers.some((marker) => bytes.includes(marker)),
        type,
      ).toBe(true);
      const uploaded = await upload(bytes, type);
      expect(uploaded.statusCode, type).toBe(201);
      const served = (await app.inject(uploaded.json().url as string)).rawPayload;
      for (const marker of markers)
        expect(served.includes(marker), `${type}: ${marker}`).toBe(false);
      expect(served.length, type).toBeLessThan(bytes.length);
      // Still the same picture, as a browser's decoder reads it.
      const size = imageSize(served);
      expect(size, type).toMatchObject({
        width: uploaded.json().width,
        height: uploaded.json().height,
      });
      if (type === "image/jpeg") expect(size.orientation).toBe(6);
      if (type === "image/webp") expect((served[20] as number) & 0x0c).toBe(0);
    }
  });

  it("serves a phone's photos with no GPS, serial or XMP tag exiftool finds, in them or after their end, at their size", async () => {
    const picture = jpegOf(48, 32);
    const photo = { type: "image/jpeg", ...(await phoneJpeg(picture, 6)) };
    const uploads = [photo, ...(await phoneImages())];
    const served: Buffer[] = [];
    for (const { type, bytes } of uploads) {
      const uploaded = await upload(bytes, type);
      expect(uploaded.statusCode, type).toBe(201);
      const answer = await app.inject(uploaded.json().url as string);
      expect(answer.statusCode, type).toBe(200);
      expect(answer.headers["content-type"], type).toBe(type);
      served.push(answer.rawPayload);
    }
    const tags = await exiftoolTags([...uploads.map(({ bytes }) => bytes), ...served]);
    const [before, after] = [tags.slice(0, uploads.length), tags.slice(uploads.length)];
    expect(before.flatMap(gpsSerialOrXmp).length).toBeGreaterThanOrEqual(20);
    expect(after.flatMap(gpsSerialOrXmp)).toEqual([]);
    expect(after.flatMap(aboutThePhoto)).toEqual([]);
    expect(after.map((image) => image["ExifTool:Warning"])).toEqual(uploads.map(() => undefined));
    // The same pictures: the photo's pixels as jpeg-js decodes them, each one's size.
    expect(jpeg.decode(served[0] as Buffer).data.equals(jpeg.decode(picture).data)).toBe(true);
    expect(imageSize(served[0] as Buffer)).toMatchObject({ width: 48, height: 32, orientation: 6 });
    uploads.forEach(({ type, kept }, index) => {
      const { width, height } = imageSize(kept);
      expect(imageSize(served[index] as Buffer), type).toMatchObject({ width, height });
    });
  });

  it("answers the 404 page for a name never uploaded and for one that is not an image's", async () => {
    for (const url of [
      "/media/0123456789abcdef0123-10x10.png",
      "/media/..%2F..%2Fpackage.json",
      "/media/x.svg",
    ]) {
      const answer = await app.inject(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    }
  });
});

/** A job posting in both languages, from an existing one, its body as given per language. */
function jobWith(title: string, bodies: Record<"en-US" | "es-US", string>): EntryContent {
  const sources = readSources(path.join(repositoryRoot, "content"), "careers");
  const slug = sources[0]?.slug;
  const content: EntryContent = {};
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const source of sources.filter((item) => item.slug === slug)) {
    const fields = JSON.parse(JSON.stringify(source.data)) as Record<string, unknown>;
    content[source.locale] = {
      fields: { ...fields, title, datePosted: day(-1), validThrough: day(90) },
      body: `${source.content}\n\n${bodies[source.locale as "en-US" | "es-US"]}\n`,
    };
  }
  return content;
}

const as = (member: Member, method: "POST" | "PUT", url: string, body?: unknown) =>
  consoleRequest(app, { method, url: `/api/admin${url}`, body, session: member.session });

describe("images in an entry", () => {
  it("refuses an image without alt text and one from elsewhere, naming the language", async () => {
    const { url } = (await upload(pngOf(60, 40), "image/png")).json();
    const refused = await as(editor, "POST", "/entries", {
      collection: "careers",
      slug: "image-rules-lead",
      content: jobWith("Image Rules Lead", {
        "en-US": "![](https://cdn.example.com/team.png)",
        "es-US": `![   ](${url})`,
      }),
    });
    expect(refused.statusCode).toBe(422);
    const problems = refused.json().problems as string[];
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^en-US: the body's image .*cdn\.example\.com.* is not one of the site's own images/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^es-US: the body's image .* has no alt text/),
    );
    expect(
      problems.filter((problem) => problem.startsWith("en-US:") && /alt text/.test(problem)),
    ).toHaveLength(1);
  });

  it("refuses an address shaped like an image's that was never uploaded", async () => {
    const refused = await as(editor, "POST", "/entries", {
      collection: "careers",
      slug: "missing-image-lead",
      content: jobWith("Missing Image Lead", {
        "en-US": "![The team](/media/0123456789abcdef0123-10x10.png)",
        "es-US": "![El equipo](/media/0123456789abcdef0123-10x10.png)",
      }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems).toEqual([
      expect.stringMatching(
        /^en-US: the body's image \/media\/0123456789abcdef0123-10x10\.png was never uploaded/,
      ),
      expect.stringMatching(
        /^es-US: the body's image \/media\/0123456789abcdef0123-10x10\.png was never uploaded/,
      ),
    ]);
  });

  it("shows a published entry's image with its alt text and size on its page in both languages", async () => {
    const { url } = (await upload(pngOf(64, 36), "image/png")).json();
    const slug = "image-shown-lead";
    const created = await as(editor, "POST", "/entries", {
      collection: "careers",
      slug,
      content: jobWith("Image Shown Lead", {
        "en-US": `![Three caseworkers reviewing a family's application](${url})`,
        "es-US": `![Tres trabajadoras sociales revisan la solicitud de una familia](${url})`,
      }),
    });
    expect(created.statusCode).toBe(201);
    const { id, revision } = created.json();
    expect((await as(owner, "POST", `/entries/${id}/publish`, { revision })).statusCode).toBe(204);
    const pages: [string, string][] = [
      [`/careers/${slug}`, "Three caseworkers reviewing a family's application"],
      [`/es/careers/${slug}`, "Tres trabajadoras sociales revisan la solicitud de una familia"],
    ];
    for (const [pagePath, alt] of pages) {
      const page = await app.inject(pagePath);
      expect(page.statusCode).toBe(200);
      // The article's image, not the copy of the body in the page's structured data.
      expect(/<div class="prose[^"]*">[\s\S]*?(<img [^>]*>)/.exec(page.body)?.[1]).toBe(
        `<img src="${url}" alt="${alt}" width="64" height="36" loading="lazy" decoding="async">`,
      );
    }
    expect((await app.inject(url)).statusCode).toBe(200);
  });
});

describe("content export", () => {
  it("writes the images published entries show, and a new database imports them", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "brightway-export-"));
    const fresh = await openTestDatabase("embedded");
    try {
      const { images } = await exportContent(database.db, folder);
      expect(images).toBe(1);
      const [image] = await database.db.select().from(entryImages).where(eq(entryImages.width, 64));
      const file = path.join(folder, "media", String(image?.name));
      expect(existsSync(file)).toBe(true);
      expect((await readFile(file)).equals(Buffer.from(image?.bytes ?? []))).toBe(true);

      expect(
        await importContentFolder(fresh.db, folder, { label: "content import" }),
      ).toBeGreaterThan(0);
      const imported = await imageByName(fresh.db, String(image?.name));
      expect(imported?.contentType).toBe("image/png");
      expect(Buffer.from(imported?.bytes ?? []).equals(Buffer.from(image?.bytes ?? []))).toBe(true);
    } finally {
      await fresh.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

/** An image as the release before stripping stored it: as it came, named by its bytes. */
async function storedAsItCame(db: Database["db"], bytes: Buffer) {
  const image = readImage(bytes);
  if (!image) throw new Error("not an image");
  const { name, contentType, width, height } = image;
  await db.insert(entryImages).values({
    ...{ name, contentType, bytes, width, height },
    byteSize: bytes.length,
    uploadedBy: "import",
  });
  return name;
}

describe("images stored before their metadata was stripped", () => {
  let old: Awaited<ReturnType<typeof startPublishingApp>> | undefined;
  const picture = jpegOf(40, 30, 3);
  let photo = "";
  let broken = "";
  beforeAll(async () => {
    const { bytes } = await phoneJpeg(picture, 6);
    old = await startPublishingApp("old-images", async ({ db }) => {
      photo = await storedAsItCame(db, bytes);
      // Cut inside its scan: the walk cannot find its end.
      broken = await storedAsItCame(db, jpegOf(24, 24, 4).subarray(0, -60));
      // A database of that release has had no pass over its images.
      await db.delete(consoleSettings).where(eq(consoleSettings.name, "stored images stripped"));
    });
  });
  afterAll(() => old?.close());

  it("are stripped once when the server starts, keep their names, and are still served and shown", async () => {
    if (!old) throw new Error("no server");
    const served = await old.app.inject(`/media/${photo}`);
    expect(served.statusCode).toBe(200);
    const [tags = {}] = await exiftoolTags([served.rawPayload]);
    expect(gpsSerialOrXmp(tags)).toEqual([]);
    expect(aboutThePhoto(tags)).toEqual([]);
    for (const text of Object.values(phoneWrote))
      expect(served.rawPayload.includes(text), text).toBe(false);
    expect(jpeg.decode(served.rawPayload).data.equals(jpeg.decode(picture).data)).toBe(true);
    expect(imageSize(served.rawPayload)).toMatchObject({ width: 40, height: 30, orientation: 6 });
    expect((await old.app.inject(`/media/${broken}`)).statusCode).toBe(404);
    const passes = await old.database.db
      .select({ actor: auditLog.actor, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, "stored images stripped"));
    expect(passes).toEqual([
      { actor: "server start", details: { stripped: 1, removed: [broken] } },
    ]);
    expect(await stripStoredImages(old.database.db)).toBeUndefined();

    // An entry shows it, at the size its name says (turned a quarter).
    const url = `/media/${photo}`;
    const slug = "old-photo-lead";
    const created = await consoleRequest(old.app, {
      method: "POST",
      url: "/api/admin/entries",
      session: old.editor.session,
      body: {
        collection: "careers",
        slug,
        content: jobWith("Old Photo Lead", {
          "en-US": `![A caseworker at the front desk](${url})`,
          "es-US": `![Una trabajadora social en la recepción](${url})`,
        }),
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, revision } = created.json();
    const published = await consoleRequest(old.app, {
      method: "POST",
      url: `/api/admin/entries/${id}/publish`,
      session: old.owner.session,
      body: { revision },
    });
    expect(published.statusCode).toBe(204);
    const page = await old.app.inject(`/careers/${slug}`);
    expect(page.body).toContain(
      `<img src="${url}" alt="A caseworker at the front desk" width="30" height="40"`,
    );
  });

  it("are exported as served, and a new database imports them and older exports' without metadata", async () => {
    if (!old) throw new Error("no server");
    const folder = await mkdtemp(path.join(tmpdir(), "brightway-export-"));
    const fresh = await openTestDatabase("embedded");
    try {
      await exportContent(old.database.db, folder);
      const served = (await old.app.inject(`/media/${photo}`)).rawPayload;
      expect((await readFile(path.join(folder, "media", photo))).equals(served)).toBe(true);
      // What an export of the release before holds: photos as they came, named by their bytes.
      const earlier = (await phoneJpeg(jpegOf(36, 20, 5), 1)).bytes;
      const tooLarge = Buffer.concat([jpegOf(8, 8, 6), Buffer.alloc(2 * 1024 * 1024)]);
      const misnamed = `${"0".repeat(20)}-99x99.jpg`;
      const files: [string, Buffer][] = [
        [String(readImage(earlier)?.name), earlier],
        [String(readImage(tooLarge)?.name), tooLarge],
        [misnamed, earlier],
      ];
      for (const [name, bytes] of files) await writeFile(path.join(folder, "media", name), bytes);

      expect(
        await importContentFolder(fresh.db, folder, { label: "content import" }),
      ).toBeGreaterThan(0);
      expect((await imageByName(fresh.db, photo))?.bytes.equals(served)).toBe(true);
      const [[earlierName], [tooLargeName]] = files as [[string, Buffer], [string, Buffer]];
      const imported = await imageByName(fresh.db, earlierName);
      if (!imported) throw new Error("the earlier export's photo was not imported");
      const [tags = {}] = await exiftoolTags([imported.bytes]);
      expect(gpsSerialOrXmp(tags)).toEqual([]);
      expect(aboutThePhoto(tags)).toEqual([]);
      expect(imageSize(imported.bytes)).toMatchObject({ width: 36, height: 20 });
      expect(await imageByName(fresh.db, tooLargeName)).toBeUndefined();
      expect(await imageByName(fresh.db, misnamed)).toBeUndefined();
    } finally {
      await fresh.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
