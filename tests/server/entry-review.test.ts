/**
 * Issue 34's publishing boundaries, tried as each role would through the
 * console's API: nothing an editor does changes the live site, and owners
 * publish only the revision they reviewed.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../../server/db/database";
import { type EntryStatus, auditLog, entries } from "../../server/db/schema";
import { publishDue } from "../../server/publishing/entry-workflow";
import { type Member, consoleRequest } from "./support/console";
import { createDatabase, quietLog } from "./support/databases";
import { pressRelease } from "./support/press-release";
import { startPublishingApp } from "./support/publishing-app";
import { repositoryRoot } from "./support/site-fixture";

let site: Awaited<ReturnType<typeof startPublishingApp>>;
beforeAll(async () => {
  site = await startPublishingApp("entry-review");
});
afterAll(() => site?.close());

const as = (member: Member, method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
  consoleRequest(site.app, { method, url: `/api/admin${url}`, body, session: member.session });

async function newEntry(slug: string, title: string) {
  const created = await as(site.editor, "POST", "/entries", {
    collection: "press",
    slug,
    content: pressRelease(title),
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}

const detail = async (id: string) => (await as(site.owner, "GET", `/entries/${id}`)).json();
const draftRevision = async (id: string): Promise<number> => (await detail(id)).entry.draftRevision;

/** What a visitor sees at the entry's address: its status and heading. */
async function livePage(slug: string) {
  const answer = await site.app.inject(`/press/${slug}`);
  return `${answer.statusCode} ${/<h1[^>]*>([^<]*)<\/h1>/.exec(answer.body)?.[1] ?? ""}`;
}

const save = (member: Member, id: string, slug: string, title: string) =>
  as(member, "PUT", `/entries/${id}`, { slug, content: pressRelease(title) });

const auditActions = async (id: string) =>
  (
    await site.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, id))
      .orderBy(auditLog.id)
  ).map((row) => `${row.actor}: ${row.action}`);

describe("an editor cannot change what is live", () => {
  it("submitting a published entry is refused (409) and its page stays up", async () => {
    const slug = "editor-submit-lead";
    const id = await newEntry(slug, "Editor Submit Lead");
    const revision = await draftRevision(id);
    expect((await as(site.owner, "POST", `/entries/${id}/publish`, { revision })).statusCode).toBe(
      204,
    );
    expect(await livePage(slug)).toBe("200 Editor Submit Lead");

    expect((await as(site.editor, "POST", `/entries/${id}/submit`)).statusCode).toBe(409);
    expect((await detail(id)).entry.status).toBe("published");
    expect(await livePage(slug)).toBe("200 Editor Submit Lead");
    expect(await livePage(slug)).not.toMatch(/^410/);
  });
});

describe("owners publish what they reviewed", () => {
  it("a publish naming an older revision answers 409 with the newest; the live page keeps what was reviewed", async () => {
    const slug = "stale-publish-lead";
    const id = await newEntry(slug, "Reviewed Title");
    const reviewed = await draftRevision(id);
    expect((await save(site.editor, id, slug, "Unreviewed Title")).statusCode).toBe(200);
    const newest = await draftRevision(id);

    const stale = await as(site.owner, "POST", `/entries/${id}/publish`, { revision: reviewed });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: "Conflict", revision: newest });
    expect(await livePage(slug)).toMatch(/^404/);

    const missing = await as(site.owner, "POST", `/entries/${id}/publish`, {});
    expect(missing.statusCode).toBe(400);

    const current = await as(site.owner, "POST", `/entries/${id}/publish`, { revision: newest });
    expect(current.statusCode).toBe(204);
    expect(await livePage(slug)).toBe("200 Unreviewed Title");
  });

  it("a draft saved after scheduling holds the schedule: at its time nothing goes live, and the console shows it needs review", async () => {
    const slug = "held-schedule-lead";
    const id = await newEntry(slug, "Scheduled Title");
    const at = new Date(Date.now() + 3600_000);
    const revision = await draftRevision(id);
    const scheduled = await as(site.owner, "POST", `/entries/${id}/schedule`, {
      at: at.toISOString(),
      revision,
    });
    expect(scheduled.statusCode).toBe(204);
    expect((await save(site.editor, id, slug, "Changed After Scheduling")).statusCode).toBe(200);

    expect(await publishDue(site.database.db, new Date(at.getTime() + 1000))).toBe(0);
    await site.app.liveSite.catchUp();
    expect(await livePage(slug)).toMatch(/^404/);
    const { entry } = await detail(id);
    expect(entry.publishAt).toBeNull();
    expect(entry.scheduledRevision).toBe(revision);
    expect(entry.draftRevision).not.toBe(revision);
    expect(await auditActions(id)).toEqual([
      "editor@example.org: entry created",
      "owner@example.org: entry scheduled",
      "schedule: entry schedule held",
    ]);
  });

  it("a schedule of a stale revision is refused at once (409)", async () => {
    const slug = "stale-schedule-lead";
    const id = await newEntry(slug, "Stale Schedule Lead");
    const reviewed = await draftRevision(id);
    await save(site.editor, id, slug, "Stale Schedule Lead, Edited");
    const answer = await as(site.owner, "POST", `/entries/${id}/schedule`, {
      at: new Date(Date.now() + 3600_000).toISOString(),
      revision: reviewed,
    });
    expect(answer.statusCode).toBe(409);
    expect((await detail(id)).entry.publishAt).toBeNull();
  });
});

/** A small seeded generator (mulberry32): the same walk on every run, and a new one per seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe("a random walk of roles and steps", () => {
  it("the live page changes only on an owner's publish, schedule or unpublish", async () => {
    const slug = "random-walk-lead";
    const id = await newEntry(slug, "Walk 0");
    const next = random(34);
    const people = { owner: site.owner, editor: site.editor, viewer: site.viewer };
    const steps = ["save", "submit", "publish", "schedule", "unpublish", "restore"] as const;
    const liveChangers = new Set(["owner publish", "owner schedule", "owner unpublish"]);
    let before = await livePage(slug);
    for (let turn = 1; turn <= 24; turn += 1) {
      const role = (["owner", "editor", "viewer"] as const)[Math.floor(next() * 3)] ?? "viewer";
      const step = steps[Math.floor(next() * steps.length)] ?? "save";
      const member = people[role];
      const { entry, revisions } = await detail(id);
      const revision = entry.draftRevision as number;
      if (step === "save") await save(member, id, slug, `Walk ${turn}`);
      if (step === "submit") await as(member, "POST", `/entries/${id}/submit`);
      if (step === "publish") await as(member, "POST", `/entries/${id}/publish`, { revision });
      if (step === "unpublish") await as(member, "POST", `/entries/${id}/unpublish`);
      if (step === "restore") {
        const oldest = revisions.at(-1).id;
        await as(member, "POST", `/entries/${id}/revisions/${oldest}/restore`);
      }
      if (step === "schedule") {
        const at = new Date(Date.now() - 1000).toISOString();
        await as(member, "POST", `/entries/${id}/schedule`, { at, revision });
      }
      await publishDue(site.database.db);
      await site.app.liveSite.catchUp();
      const after = await livePage(slug);
      const status = (await detail(id)).entry.status as EntryStatus;
      if (!liveChangers.has(`${role} ${step}`)) {
        expect(after, `turn ${turn}: ${role} ${step} (now ${status})`).toBe(before);
      }
      before = after;
    }
  });
});

describe("schedules made before owners' reviews were recorded", () => {
  it("a schedule naming no reviewed revision is held at its time, audited and shown as needing review, until an owner publishes", async () => {
    const slug = "unreviewed-schedule-lead";
    const id = await newEntry(slug, "Scheduled Before Reviews");
    // As a release before scheduled_revision left such a row: a time, and no revision reviewed.
    await site.database.db
      .update(entries)
      .set({ publishAt: new Date(Date.now() - 60_000), scheduledRevision: null })
      .where(eq(entries.id, id));

    await publishDue(site.database.db);
    await site.app.liveSite.catchUp();
    expect(await livePage(slug)).toMatch(/^404/);
    const { entry } = await detail(id);
    expect(entry.status).toBe("draft");
    expect(entry.publishAt).toBeNull();
    // What the console shows as needing an owner's review (its entry-workflow component).
    expect(entry.scheduledRevision).not.toBeNull();
    expect(entry.scheduledRevision).not.toBe(entry.draftRevision);
    expect(await auditActions(id)).toEqual([
      "editor@example.org: entry created",
      "schedule: entry schedule held",
    ]);

    const reviewed = await as(site.owner, "POST", `/entries/${id}/publish`, {
      revision: entry.draftRevision,
    });
    expect(reviewed.statusCode).toBe(204);
    expect(await livePage(slug)).toBe("200 Scheduled Before Reviews");
  });

  it("the upgrade marks such schedules as needing review before their time, and leaves the others", async () => {
    const migrations = path.join(repositoryRoot, "server/db/migrations");
    const before = await mkdtemp(path.join(tmpdir(), "brightway-migrations-"));
    const url = await createDatabase("embedded");
    try {
      // The migrations of the release before, up to 0007_status.
      await cp(migrations, before, { recursive: true });
      const journal = JSON.parse(await readFile(path.join(before, "meta/_journal.json"), "utf8"));
      const through = journal.entries.findIndex(
        ({ tag }: { tag: string }) => tag === "0007_status",
      );
      journal.entries = journal.entries.slice(0, through + 1);
      await writeFile(path.join(before, "meta/_journal.json"), JSON.stringify(journal));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await migrate(drizzle({ client }), { migrationsFolder: before });
      const later = new Date(Date.now() + 86_400_000);
      await client.query(
        `insert into entries (collection, slug, publish_at, scheduled_revision) values
           ('press', 'made-before-reviews', $1, null),
           ('press', 'reviewed', $1, 7),
           ('press', 'not-scheduled', null, null)`,
        [later],
      );
      await client.end();

      const upgraded = await openDatabase({
        dataDir: "",
        databaseUrl: url,
        holder: "server",
        log: quietLog,
      });
      const rows = await upgraded.db
        .select({ slug: entries.slug, scheduledRevision: entries.scheduledRevision })
        .from(entries)
        .orderBy(entries.slug);
      await upgraded.close();
      expect(rows).toEqual([
        { slug: "made-before-reviews", scheduledRevision: 0 },
        { slug: "not-scheduled", scheduledRevision: null },
        { slug: "reviewed", scheduledRevision: 7 },
      ]);
    } finally {
      await rm(before, { recursive: true, force: true });
    }
  });
});
