/**
 * Publishing over the console's API (issue 28), on the repository's build:
 * an editor writes and submits, an owner publishes, and the site changes
 * with each step; roles, origins and hostile Markdown are tried.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readSources } from "../../app/lib/publishing/collections.server";
import { buildApp } from "../../server/app";
import type { Database } from "../../server/db/database";
import { type EntryContent, auditLog } from "../../server/db/schema";
import { publishDue } from "../../server/publishing/entry-workflow";
import { type Member, consoleRequest, consoleSettings, join } from "./support/console";
import { startPublishingApp } from "./support/publishing-app";
import { startIntakeApp } from "./support/intake-app";
import { repositoryRoot, testConfig } from "./support/site-fixture";

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let owner: Member;
let editor: Member;
let viewer: Member;

const SLUG = "live-publishing-lead";
const TITLE = "Live Publishing Lead";

/** "2026-11-25": a UTC day counted from today. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A job posting in both languages, from an existing one with a new title. */
function jobContent(title: string, body?: string): EntryContent {
  const sources = readSources(path.join(repositoryRoot, "content"), "careers");
  const slug = sources[0]?.slug;
  const content: EntryContent = {};
  for (const source of sources.filter((item) => item.slug === slug)) {
    // As the console sends them: dates as days, not the Dates YAML reads.
    const fields = JSON.parse(JSON.stringify(source.data), (_key, value: unknown) =>
      typeof value === "string" && /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(value)
        ? value.slice(0, 10)
        : value,
    ) as Record<string, unknown>;
    content[source.locale] = {
      fields: {
        ...fields,
        title: `${title}${source.locale === "es-US" ? " (ES)" : ""}`,
        // Open on any day the tests run: posted yesterday, closing in three months.
        datePosted: dayFromToday(-1),
        validThrough: dayFromToday(90),
      },
      body: body ?? source.content,
    };
  }
  return content;
}

let site: Awaited<ReturnType<typeof startPublishingApp>> | undefined;
beforeAll(async () => {
  site = await startPublishingApp("entries");
  ({ database, app, owner, editor, viewer } = site);
});
afterAll(() => site?.close());

const page = (url: string) => app.inject({ method: "GET", url });

/** The heading of a site page as published (never the console's shell, which has none). */
async function headingOf(url: string): Promise<string | undefined> {
  const answer = await page(url);
  expect(answer.statusCode).toBe(200);
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(answer.body)?.[1];
}
const as = (member: Member, method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
  consoleRequest(app, { method, url: `/api/admin${url}`, body, session: member.session });

/** The entry's newest draft revision, as the console shows it to the owner reviewing it. */
const draftRevision = async (id: string): Promise<number> =>
  (await as(owner, "GET", `/entries/${id}`)).json().entry.draftRevision;

/** An owner publishes the draft they see. */
const publishReviewed = async (id: string) =>
  as(owner, "POST", `/entries/${id}/publish`, { revision: await draftRevision(id) });

describe("publishing an entry", () => {
  let id: string;

  it("an editor writes a job posting in two languages; a missing field is named", async () => {
    const broken = jobContent(TITLE);
    delete broken["en-US"]?.fields.title;
    const refused = await as(editor, "POST", "/entries", {
      collection: "careers",
      slug: SLUG,
      content: broken,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems).toContainEqual(
      expect.stringMatching(/^en-US: "title" is missing/),
    );

    const created = await as(editor, "POST", "/entries", {
      collection: "careers",
      slug: SLUG,
      content: jobContent(TITLE),
    });
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    expect((await page(`/careers/${SLUG}`)).statusCode).toBe(404);
  });

  it("previews the page in either language as the site would show it, without publishing it", async () => {
    for (const locale of ["en-US", "es-US"]) {
      const preview = await as(editor, "POST", "/entries/preview", {
        collection: "careers",
        slug: SLUG,
        locale,
        content: jobContent(TITLE),
      });
      expect(preview.statusCode).toBe(200);
      const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(preview.json().html)?.[1];
      expect(heading).toBe(locale === "en-US" ? TITLE : `${TITLE} (ES)`);
    }
    expect((await page(`/careers/${SLUG}`)).statusCode).toBe(404);
    expect((await page("/careers")).body).not.toContain(SLUG);
    const viewed = await as(viewer, "POST", "/entries/preview", {
      collection: "careers",
      slug: SLUG,
      locale: "en-US",
      content: jobContent(TITLE),
    });
    expect(viewed.statusCode).toBe(403);
  });

  it("the editor submits it but may not publish; a viewer sees nothing of it", async () => {
    expect((await as(editor, "POST", `/entries/${id}/submit`)).statusCode).toBe(204);
    expect((await as(editor, "POST", `/entries/${id}/publish`)).statusCode).toBe(403);
    expect((await as(viewer, "GET", "/entries")).statusCode).toBe(403);
    expect((await as(viewer, "GET", `/entries/${id}`)).statusCode).toBe(403);
    expect((await as(editor, "GET", "/inbox")).statusCode).toBe(403);
    // Nor how the leads' deliveries stand, which the console's header shows those who read leads.
    const editorsMe = (await as(editor, "GET", "/me")).json();
    expect(editorsMe.user.role).toBe("editor");
    expect(editorsMe).not.toHaveProperty("deliveries");
    expect((await as(viewer, "GET", "/me")).json().deliveries).toEqual({
      pending: expect.any(Number),
      failed: expect.any(Number),
    });
    const anonymous = await consoleRequest(app, { url: "/api/admin/entries" });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await consoleRequest(app, {
      method: "POST",
      url: `/api/admin/entries/${id}/publish`,
      session: owner.session,
      origin: "https://elsewhere.example",
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it("an owner publishes: the page, the list and the sitemap hold it in both languages", async () => {
    expect((await publishReviewed(id)).statusCode).toBe(204);
    expect(await headingOf(`/careers/${SLUG}`)).toBe(TITLE);
    expect(await headingOf(`/es/careers/${SLUG}`)).toBe(`${TITLE} (ES)`);
    expect((await page("/careers")).body).toContain(`/careers/${SLUG}`);
    expect((await page("/sitemap.xml")).body).toContain(`/es/careers/${SLUG}<`);
  });

  it("a new slug answers 301 from the old address once published", async () => {
    const saved = await as(editor, "PUT", `/entries/${id}`, {
      slug: `${SLUG}-austin`,
      content: jobContent(TITLE),
    });
    expect(saved.statusCode).toBe(200);
    expect((await publishReviewed(id)).statusCode).toBe(204);
    const old = await page(`/careers/${SLUG}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/careers/${SLUG}-austin`);
    expect((await page(`/es/careers/${SLUG}`)).headers.location).toBe(`/es/careers/${SLUG}-austin`);
  });

  it("restores an earlier revision as the draft, and markup in Markdown stays text", async () => {
    const hostile = jobContent(
      "Hostile Markup Lead",
      `${jobContent(TITLE)["en-US"]?.body}\n\n<script>alert(1)</script> [a link](javascript:alert(1))\n`,
    );
    const saved = await as(editor, "PUT", `/entries/${id}`, {
      slug: `${SLUG}-austin`,
      content: hostile,
    });
    expect((await publishReviewed(id)).statusCode).toBe(204);
    expect(await headingOf(`/careers/${SLUG}-austin`)).toBe("Hostile Markup Lead");
    const live = (await page(`/careers/${SLUG}-austin`)).body;
    expect(live).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(live).not.toContain('href="javascript:');

    const { revisions } = (await as(owner, "GET", `/entries/${id}`)).json();
    const first = revisions.at(-1).id;
    const restored = await as(owner, "POST", `/entries/${id}/revisions/${first}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().revision).toBeGreaterThan(saved.json().revision);
    expect((await as(editor, "POST", `/entries/${id}/revisions/${first}/restore`)).statusCode).toBe(
      403,
    );
  });

  it("unpublished, it answers 410 and leaves the list and the sitemap; each step is audited", async () => {
    expect((await as(owner, "POST", `/entries/${id}/unpublish`)).statusCode).toBe(204);
    expect((await page(`/careers/${SLUG}-austin`)).statusCode).toBe(410);
    expect((await page("/careers")).body).not.toContain(`/careers/${SLUG}`);
    expect((await page("/sitemap.xml")).body).not.toContain(`/careers/${SLUG}`);
    const actions = (
      await database.db.select().from(auditLog).where(eq(auditLog.subject, id)).orderBy(auditLog.id)
    ).map((row) => `${row.actor}: ${row.action}`);
    expect(actions).toEqual([
      "editor@example.org: entry created",
      "editor@example.org: entry submitted",
      "owner@example.org: entry published",
      "owner@example.org: entry published",
      "owner@example.org: entry published",
      "owner@example.org: revision restored",
      "owner@example.org: entry unpublished",
    ]);
  });
});

describe("an entry in English only", () => {
  it("has its page, hreflang links, language switch and sitemap entry in English alone", async () => {
    const slug = "english-only-lead";
    const { "en-US": english } = jobContent("English Only Lead");
    const created = await as(owner, "POST", "/entries", {
      collection: "careers",
      slug,
      content: { "en-US": english },
    });
    expect(created.statusCode).toBe(201);
    expect((await publishReviewed(created.json().id)).statusCode).toBe(204);
    const englishPage = (await page(`/careers/${slug}`)).body;
    expect(await headingOf(`/careers/${slug}`)).toBe("English Only Lead");
    expect(englishPage).not.toContain(`/es/careers/${slug}`);
    expect(englishPage).not.toMatch(/hrefLang="es-US"/i);
    expect((await page(`/es/careers/${slug}`)).statusCode).toBe(404);
    expect((await page("/es/careers")).body).not.toContain(slug);
    const sitemap = (await page("/sitemap.xml")).body;
    const url = sitemap.split("<url>").find((block) => block.includes(`/careers/${slug}<`));
    expect(url).toBeDefined();
    expect(url).not.toContain("/es/");
  });
});

describe("scheduling", () => {
  it("two instances on one database publish a scheduled entry once, and both serve it", async () => {
    const otherDir = await mkdtemp(path.join(tmpdir(), "brightway-entries-b-"));
    const other = await buildApp(
      testConfig(path.join(repositoryRoot, "build"), {
        storage: { dataDir: otherDir, retentionDays: 730 },
        console: consoleSettings,
      }),
      { database },
    );
    try {
      const slug = "scheduled-publishing-lead";
      const created = await as(editor, "POST", "/entries", {
        collection: "careers",
        slug,
        content: jobContent("Scheduled Publishing Lead"),
      });
      const { id } = created.json();
      const at = new Date(Date.now() + 2000).toISOString();
      const revision = await draftRevision(id);
      expect(
        (await as(editor, "POST", `/entries/${id}/schedule`, { at, revision })).statusCode,
      ).toBe(403);
      expect(
        (await as(owner, "POST", `/entries/${id}/schedule`, { at, revision })).statusCode,
      ).toBe(204);
      expect((await page(`/careers/${slug}`)).statusCode).toBe(404);
      const servedBy = async (instance: typeof app) => {
        for (let tries = 0; tries < 60; tries += 1) {
          if ((await instance.inject(`/careers/${slug}`)).statusCode === 200) return true;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        return false;
      };
      expect(await servedBy(app)).toBe(true);
      expect(await servedBy(other)).toBe(true);
      const published = await database.db.select().from(auditLog).where(eq(auditLog.subject, id));
      expect(published.map((row) => `${row.actor}: ${row.action}`)).toEqual([
        "editor@example.org: entry created",
        "owner@example.org: entry scheduled",
        "schedule: entry published on schedule",
      ]);
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it("a time moved past the schedule publishes; before it, nothing", async () => {
    const created = await as(owner, "POST", "/entries", {
      collection: "careers",
      slug: "next-year-lead",
      content: jobContent("Next Year Lead"),
    });
    const { id } = created.json();
    const at = new Date(Date.now() + 400 * 24 * 3600 * 1000);
    const revision = await draftRevision(id);
    expect(
      (await as(owner, "POST", `/entries/${id}/schedule`, { at: at.toISOString(), revision }))
        .statusCode,
    ).toBe(204);
    expect(await publishDue(database.db, new Date(at.getTime() - 1000))).toBe(0);
    expect(await publishDue(database.db, new Date(at.getTime() + 1000))).toBe(1);
    expect(await publishDue(database.db, new Date(at.getTime() + 2000))).toBe(0);
  });
});

describe("a build without its renderer (older than publishing)", () => {
  it("serves the built pages and refuses publishing with 409, never a 5xx", async () => {
    const old = await startIntakeApp("embedded", { console: consoleSettings });
    try {
      const member = await join(old.app, old.database.db, "owner@example.org", "owner");
      const request = (url: string, body?: unknown) =>
        consoleRequest(old.app, { method: "POST", url, body, session: member.session });
      const created = await request("/api/admin/entries", {
        collection: "careers",
        slug: SLUG,
        content: jobContent(TITLE),
      });
      expect(created.statusCode).toBe(201);
      const { id } = created.json();
      expect((await request(`/api/admin/entries/${id}/publish`)).statusCode).toBe(409);
      expect((await request(`/api/admin/entries/${id}/unpublish`)).statusCode).toBe(409);
      expect((await old.app.inject("/pricing")).statusCode).toBe(200);
    } finally {
      await old.close();
    }
  });
});
