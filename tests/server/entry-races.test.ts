/**
 * Two people's steps on one entry at once, as PostgreSQL's isolation tests
 * try them: an editor's submit or save against an owner's publish,
 * unpublish or schedule (and the scheduler firing), each session on its own
 * connection doing what its route does (read the entry, check the step,
 * write), statement by statement in seeded orders. Whatever the order, the
 * live page is never taken down by anyone but an owner's unpublish.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Actor } from "../../server/audit/audit-log";
import type { Db } from "../../server/db/database";
import { type EntryStatus, schema } from "../../server/db/schema";
import { type EntryStep, refusalOf } from "../../server/publishing/entry-states";
import {
  StaleRevision,
  StateConflict,
  createEntry,
  entryById,
  publish,
  publishDue,
  saveDraft,
  schedule,
  submitForReview,
  unpublish,
} from "../../server/publishing/entry-workflow";
import { createDatabase } from "./support/databases";
import { type SessionRun, interleaver } from "./support/interleavings";
import { MIGRATED_TEMPLATE } from "./support/migrated-template";
import { pressRelease } from "./support/press-release";

const editor: Actor = { label: "editor@example.org" };
const owner: Actor = { label: "owner@example.org" };

let pool: pg.Pool;
let db: Db;
let sessions: Awaited<ReturnType<typeof interleaver>>;
beforeAll(async () => {
  const url = await createDatabase("embedded", { template: MIGRATED_TEMPLATE });
  pool = new pg.Pool({ connectionString: url, max: 2 });
  db = drizzle({ client: pool, schema }) as Db;
  sessions = await interleaver(url, ["editor", "owner", "scheduler"]);
});
afterAll(async () => {
  await sessions?.close();
  await pool?.end();
});

/** A step as its route takes it: 404 or 403/409 before the write, 409 when the write finds the state changed. */
async function asRoute(
  session: Db,
  id: string,
  step: EntryStep,
  role: "editor" | "owner",
  write: (entry: NonNullable<Awaited<ReturnType<typeof entryById>>>) => Promise<unknown>,
): Promise<number> {
  const entry = await entryById(session, id);
  if (!entry) return 404;
  const refusal = refusalOf(step, role, entry.status);
  if (refusal) return refusal;
  try {
    await write(entry);
    return 204;
  } catch (error) {
    if (error instanceof StateConflict || error instanceof StaleRevision) return 409;
    throw error;
  }
}

type Start = "draft" | "published" | "unpublished";
let entries = 0;

/** A new entry in `start`; the revision an owner reviewed, as the console showed it. */
async function entryIn(start: Start) {
  entries += 1;
  const slug = `race-${entries}`;
  const created = await createEntry(
    db,
    { collection: "press", slug, content: pressRelease(`Race ${entries}`) },
    editor,
  );
  const revision = created.draftRevision as number;
  if (start !== "draft") await publish(db, created, revision, owner);
  if (start === "unpublished") await unpublish(db, created, owner);
  return { id: created.id, slug, revision };
}

const status = async (id: string) => (await entryById(db, id))?.status as EntryStatus;

type Entry = Awaited<ReturnType<typeof entryIn>>;
type Runs = Record<string, SessionRun<number>>;
const editorSteps = {
  submit: (entry: Entry): Runs => ({
    editor: (session) =>
      asRoute(session, entry.id, "submit", "editor", (found) =>
        submitForReview(session, found, editor),
      ),
  }),
  save: (entry: Entry): Runs => ({
    editor: (session) =>
      asRoute(session, entry.id, "save", "editor", (found) =>
        saveDraft(
          session,
          found,
          { slug: entry.slug, content: pressRelease("Saved meanwhile") },
          editor,
        ),
      ),
  }),
};
/** When the owner scheduled it for: already past, so the scheduler's run finds it due. */
const scheduledAt = () => new Date(Date.now() - 60_000);
const ownerSteps = {
  publish: (entry: Entry): Runs => ({
    owner: (session) =>
      asRoute(session, entry.id, "publish", "owner", (found) =>
        publish(session, found, entry.revision, owner),
      ),
  }),
  unpublish: (entry: Entry): Runs => ({
    owner: (session) =>
      asRoute(session, entry.id, "unpublish", "owner", (found) => unpublish(session, found, owner)),
  }),
  schedule: (entry: Entry): Runs => ({
    owner: (session) =>
      asRoute(session, entry.id, "schedule", "owner", (found) =>
        schedule(session, found, entry.revision, scheduledAt(), owner),
      ),
    scheduler: (session) => publishDue(session),
  }),
};

/**
 * Runs `runs` seeded orders of the editor's step against the owner's on entries made in
 * `start`: every status the page passes through, seen after each statement, leaves
 * "published" only for the owner's "unpublished". Returns each run's end, for the caller's
 * own checks.
 */
async function race(
  start: Start,
  editorStep: keyof typeof editorSteps,
  ownerStep: keyof typeof ownerSteps,
  runs: number,
) {
  const ends: { entry: Entry; outcomes: Record<string, number>; order: string[] }[] = [];
  for (let seed = 1; seed <= runs; seed += 1) {
    const entry = await entryIn(start);
    const seen: EntryStatus[] = [await status(entry.id)];
    const { outcomes, order } = await sessions.run(
      seed,
      { ...editorSteps[editorStep](entry), ...ownerSteps[ownerStep](entry) },
      async () => {
        const now = await status(entry.id);
        if (now !== seen.at(-1)) seen.push(now);
      },
    );
    // The scheduler runs again after both, as its timer would.
    if (ownerStep === "schedule") await publishDue(db);
    const now = await status(entry.id);
    if (now !== seen.at(-1)) seen.push(now);
    const context = `seed ${seed}: ${seen.join(" → ")}\n${order.join("\n")}`;
    for (const [index, state] of seen.entries()) {
      if (seen[index - 1] === "published") expect(state, context).toBe("unpublished");
    }
    const answers: Record<string, number> = {};
    for (const [name, outcome] of Object.entries(outcomes)) {
      if (outcome.status === "rejected") throw new Error(`${context}\n${name}: ${outcome.reason}`);
      answers[name] = outcome.value;
    }
    ends.push({ entry, outcomes: answers, order });
  }
  return ends;
}

describe("an editor's step racing an owner's, 200 orders and more", () => {
  it("submit racing the publish of a draft: the page never goes down, the late submit answers 409", async () => {
    const ends = await race("draft", "submit", "publish", 200);
    for (const { entry, outcomes } of ends) {
      expect(outcomes.owner).toBe(204);
      expect([204, 409]).toContain(outcomes.editor);
      expect(await status(entry.id)).toBe("published");
    }
    // Both orders happened: the submit first (then published), and the submit refused.
    const answers = new Set(ends.map(({ outcomes }) => outcomes.editor));
    expect(answers).toEqual(new Set([204, 409]));
  }, 300_000);

  it("submit racing the publish of an unpublished entry", async () => {
    for (const { entry, outcomes } of await race("unpublished", "submit", "publish", 25)) {
      expect(outcomes.owner).toBe(204);
      expect(await status(entry.id)).toBe("published");
    }
  }, 120_000);

  it("submit racing an unpublish: the entry ends unpublished or in review, never by the editor's hand from published", async () => {
    for (const { entry, outcomes } of await race("published", "submit", "unpublish", 25)) {
      expect(outcomes.owner).toBe(204);
      expect(["unpublished", "review"]).toContain(await status(entry.id));
      if (outcomes.editor === 204) {
        expect(await status(entry.id)).toBe("review");
      }
    }
  }, 120_000);

  it("submit racing a schedule and the scheduler: the entry ends published", async () => {
    for (const { entry, outcomes } of await race("draft", "submit", "schedule", 25)) {
      expect(outcomes.owner).toBe(204);
      expect(await status(entry.id)).toBe("published");
    }
  }, 120_000);

  it("save racing a publish: what goes live is the reviewed revision, or nothing (409)", async () => {
    for (const { entry, outcomes } of await race("draft", "save", "publish", 25)) {
      expect(outcomes.editor).toBe(204);
      const found = await entryById(db, entry.id);
      if (outcomes.owner === 204) {
        expect(found?.status).toBe("published");
        expect(found?.publishedRevision).toBe(entry.revision);
      } else {
        expect(outcomes.owner).toBe(409);
        expect(found?.status).toBe("draft");
      }
    }
  }, 120_000);

  it("save racing a schedule and the scheduler: the reviewed revision goes live, or the schedule is held or refused (409)", async () => {
    for (const { entry, outcomes } of await race("draft", "save", "schedule", 25)) {
      const found = await entryById(db, entry.id);
      expect(found?.publishAt).toBeNull();
      if (outcomes.owner === 409) {
        expect(found?.status).toBe("draft");
        expect(found?.scheduledRevision).toBeNull();
      } else if (found?.status === "published") {
        expect(found.publishedRevision).toBe(entry.revision);
      } else {
        expect(found?.status).toBe("draft");
        expect(found?.scheduledRevision).toBe(entry.revision);
        expect(found?.draftRevision).not.toBe(entry.revision);
      }
    }
  }, 120_000);
});
