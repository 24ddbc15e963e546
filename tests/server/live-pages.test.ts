/**
 * Issue 28's core: the collections' pages rendered in the server from the
 * entries it is given, on the repository's own build (npm test runs after
 * the build), served over the built files: new content at once, 410 for an
 * entry no longer published, and each page's own policy.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { type Entry, readCollection } from "../../app/lib/publishing/collections.server";
import type { ContentSource } from "../../app/lib/publishing/collections.server";
import { buildApp } from "../../server/app";
import type { Database } from "../../server/db/database";
import { auditLog, entries, entryRevisions } from "../../server/db/schema";
import { inlineScriptHashes } from "../../server/http-policy";
import { exportContent } from "../../server/publishing/content-export";
import { publishedContent } from "../../server/publishing/entry-repository";
import { loadPageRenderer } from "../../server/publishing/page-renderer";
import { openTestDatabase } from "./support/databases";
import { publishedSite } from "./support/publishing-app";
import { repositoryRoot, testConfig } from "./support/site-fixture";

const contentFolder = path.join(repositoryRoot, "content");
const fromFolder: ContentSource = (collection, locale) =>
  readCollection(contentFolder, collection, locale);
// Posts, not jobs: a job closes on its date, and these tests run at any date.
const [post, otherPost] = readCollection(contentFolder, "blog", "en-US");
const RETITLED = "Principal Renderer of Live Pages";

/** The folder's entries, with the first post retitled in English and the second withdrawn. */
const edited: ContentSource = (collection, locale) =>
  fromFolder(collection, locale)
    .filter((entry) => entry.slug !== otherPost?.slug)
    .map((entry): Entry =>
      entry.slug === post?.slug && locale === "en-US"
        ? { ...entry, data: { ...entry.data, title: RETITLED } }
        : entry,
    );

/** The live page's file on disk, by device and inode: the same after a hard link. */
async function servedFile(app: Awaited<ReturnType<typeof buildApp>>, pagePath: string) {
  const live = app.liveSite.current();
  const entry = live?.files.get(pagePath);
  if (!live || !entry) throw new Error(`${pagePath} is not a live page`);
  const { dev, ino } = await stat(path.join(live.root, entry.file));
  return { dev, ino };
}

let database: Database;
let dataDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  if (!post || !otherPost) throw new Error("content/blog needs two posts");
  database = await openTestDatabase("embedded");
  dataDir = await mkdtemp(path.join(tmpdir(), "brightway-live-"));
  const config = testConfig(path.join(repositoryRoot, "build"), {
    storage: { dataDir, retentionDays: 730 },
  });
  app = await buildApp(config, { database, contentSource: edited });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });

/** The text of every page fragment of the live search index (gzip under Pagefind's own names). */
async function searchIndexTexts(server = app): Promise<string[]> {
  const fragments = [...(server.liveSite.current()?.files.keys() ?? [])].filter((url) =>
    url.startsWith("/pagefind/fragment/"),
  );
  expect(fragments.length).toBeGreaterThan(10);
  return Promise.all(
    fragments.map(async (url) =>
      gunzipSync((await server.inject({ method: "GET", url })).rawPayload).toString("utf8"),
    ),
  );
}

/** The live search index's file of metadata. */
function searchIndexMeta(server: typeof app): string {
  const meta = [...(server.liveSite.current()?.files.keys() ?? [])].find((url) =>
    url.endsWith(".pf_meta"),
  );
  if (!meta) throw new Error("the live site has no search index");
  return meta;
}

describe("pages rendered live from the entries", () => {
  it("show an edited entry on its page and in its list, in its language only", async () => {
    const page = await get(`/blog/${post?.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(RETITLED);
    expect((await get("/blog")).body).toContain(RETITLED);
    expect((await get(`/es/blog/${post?.slug}`)).body).not.toContain(RETITLED);
  });

  it("answer 410 for an entry no longer published, and drop it from the list and sitemap", async () => {
    expect((await get(`/blog/${otherPost?.slug}`)).statusCode).toBe(410);
    expect((await get(`/es/blog/${otherPost?.slug}`)).statusCode).toBe(410);
    expect((await get("/blog")).body).not.toContain(`/blog/${otherPost?.slug}"`);
    // The search page lists every entry for those without JavaScript, and runs Pagefind's WebAssembly.
    const search = await get("/search");
    expect(search.body).toContain(`/blog/${post?.slug}"`);
    expect(search.body).not.toContain(`/blog/${otherPost?.slug}"`);
    expect(search.headers["content-security-policy"]).toContain("'wasm-unsafe-eval'");
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/blog/${post?.slug}<`);
    expect(sitemap.body).not.toContain(`/blog/${otherPost?.slug}<`);
  });

  it("are what the search index holds, served as the built index is (gzip bytes, never compressed again)", async () => {
    const answer = await app.inject({
      method: "GET",
      url: searchIndexMeta(app),
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(answer.headers["content-type"]).toBe("application/gzip");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    const texts = await searchIndexTexts();
    expect(texts.some((text) => text.includes(RETITLED))).toBe(true);
    expect(texts.some((text) => text.includes(String(otherPost?.data.title)))).toBe(false);
  });

  it("give each live page a policy with its own inline scripts' hashes", async () => {
    const page = await get(`/blog/${post?.slug}`);
    const policy = String(page.headers["content-security-policy"]);
    const hashes = inlineScriptHashes(page.body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(policy).toContain(hash);
  });

  it("serve the withdrawn entry again once it is back, and leave other pages to the build", async () => {
    await app.liveSite.refresh({ source: fromFolder, moved: new Map() });
    expect((await get(`/blog/${otherPost?.slug}`)).statusCode).toBe(200);
    expect((await get(`/blog/${post?.slug}`)).body).not.toContain(RETITLED);
    expect((await get("/pricing")).statusCode).toBe(200);
    expect((await get("/blog/no-such-post")).statusCode).toBe(404);
  });
});

describe("entries in the database", () => {
  it("a new database imports content/ once, rendered as content/ is; edits are live, exported as Markdown and kept across restarts, drawn again only when changed", async () => {
    const db = await openTestDatabase("embedded");
    const folder = await mkdtemp(path.join(tmpdir(), "brightway-live-db-"));
    const config = testConfig(path.join(repositoryRoot, "build"), {
      storage: { dataDir: folder, retentionDays: 730 },
    });
    const start = () => buildApp(config, { database: db });
    try {
      const first = await start();
      // What a build of content/ writes now (the footer's year is the day's): the same page.
      const fromContent = await loadPageRenderer(path.join(repositoryRoot, "build"));
      fromContent.setContentSource(fromFolder);
      const built = (await fromContent.render(`/blog/${post?.slug}`)).html;
      expect((await first.inject(`/blog/${post?.slug}`)).body).toBe(built);
      const [row] = await db.db
        .select({ id: entries.id, revision: entries.publishedRevision })
        .from(entries)
        .where(eq(entries.slug, String(post?.slug)));
      const [revision] = await db.db
        .select()
        .from(entryRevisions)
        .where(eq(entryRevisions.id, Number(row?.revision)));
      const content = structuredClone(revision?.content ?? {});
      const english = content["en-US"];
      if (!english) throw new Error("the imported post has no English version");
      english.fields = { ...english.fields, title: RETITLED };
      await db.db
        .update(entryRevisions)
        .set({ content })
        .where(eq(entryRevisions.id, Number(row?.revision)));
      await first.liveSite.refresh(await publishedContent(db.db));
      expect((await first.inject(`/blog/${post?.slug}`)).body).toContain(RETITLED);
      const exported = path.join(folder, "exported");
      await exportContent(db.db, exported);
      for (const collection of ["blog", "press", "careers"] as const) {
        for (const locale of ["en-US", "es-US"] as const) {
          const shown = (entry: Entry) => ({
            slug: entry.slug,
            data: entry.data,
            html: entry.html,
          });
          const expected = readCollection(contentFolder, collection, locale).map(shown);
          if (collection === "blog" && locale === "en-US") {
            const retitled = expected.find((entry) => entry.slug === post?.slug);
            if (retitled) retitled.data = { ...retitled.data, title: RETITLED };
          }
          expect(readCollection(exported, collection, locale).map(shown)).toEqual(expected);
        }
      }
      const firstFile = await servedFile(first, `/blog/${post?.slug}`);
      const firstIndex = await servedFile(first, searchIndexMeta(first));
      await first.close();

      // A restart keeps the last rendering's unchanged pages: the same file, not drawn again,
      // and the search index over them, which holds the edit.
      const second = await start();
      expect((await second.inject(`/blog/${post?.slug}`)).body).toContain(RETITLED);
      expect(await servedFile(second, `/blog/${post?.slug}`)).toEqual(firstFile);
      expect(await servedFile(second, searchIndexMeta(second))).toEqual(firstIndex);
      const keptIndex = await searchIndexTexts(second);
      expect(keptIndex.some((text) => text.includes(RETITLED))).toBe(true);
      const drawing = second.liveSite.current()?.root;
      const list = await servedFile(second, "/blog");
      await second.close();

      // One with nothing published since draws nothing: the same rendering, lists and all.
      const third = await start();
      expect(third.liveSite.current()?.root).toBe(drawing);
      expect(await servedFile(third, "/blog")).toEqual(list);
      expect((await third.inject(`/blog/${post?.slug}`)).body).toContain(RETITLED);
      await third.close();
      const imports = await db.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "content imported"));
      expect(imports).toHaveLength(1);
      expect(imports[0]?.details).toEqual({
        entries:
          readCollection(contentFolder, "blog", "en-US").length +
          readCollection(contentFolder, "press", "en-US").length +
          readCollection(contentFolder, "careers", "en-US").length,
      });
    } finally {
      await db.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("follow the day with no publish: an entry leaves the pages when its date is not yet reached", async () => {
    const { database: db, dataDir: folder } = await publishedSite("live-day");
    const config = testConfig(path.join(repositoryRoot, "build"), {
      storage: { dataDir: folder, retentionDays: 730 },
    });
    const app = await buildApp(config, { database: db });
    const postPage = `/blog/${post?.slug}`;
    try {
      expect((await app.inject(postPage)).statusCode).toBe(200);
      // Back before every sample post's date: the same published entries, another day.
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-01-01T12:00:00Z") });
      await app.liveSite.catchUp();
      expect((await app.inject(postPage)).statusCode).toBe(410);
      expect((await app.inject("/blog")).body).not.toContain(postPage);
      vi.useRealTimers();
      await app.liveSite.catchUp();
      expect((await app.inject(postPage)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await app.close();
      await db.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
