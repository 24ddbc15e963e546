/**
 * What staff do to entries: write (every save a revision),
 * submit for review, publish, schedule, unpublish and restore a revision.
 * Each step that changes what the site shows or who must act is audited in
 * the same transaction.
 */
import { and, desc, eq, inArray, lte } from "drizzle-orm";

import { locales } from "~/lib/i18n";
import { ContentError, checkedEntry } from "~/lib/publishing/collections.server";
import type { CollectionName } from "~/lib/publishing/entry-fields";

import { type Actor, appendAudit } from "../audit/audit-log";
import type { Db, Tx } from "../db/database";
import {
  type EntryContent,
  type EntryStatus,
  entries,
  entryRedirects,
  entryRevisions,
} from "../db/schema";
import { missingImages } from "./entry-images";
import { type EntryStep, entrySteps } from "./entry-states";

export type Entry = typeof entries.$inferSelect;

/** An owner asked to publish or schedule a revision that is no longer the newest draft. */
export class StaleRevision extends Error {
  constructor(readonly newest: number) {
    super(`revision ${newest} was saved since`);
  }
}

/**
 * The entry's state no longer allows the step: someone else's step came first (an owner
 * published while an editor submitted). Checked in the statement that writes, never only before.
 */
export class StateConflict extends Error {
  constructor(readonly step: EntryStep) {
    super(`the entry's state no longer allows "${step}"`);
  }
}

/** The entry's content refused, each problem naming its language and field. */
export class EntryProblems extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("; "));
  }
}

/**
 * English is required; each version present must pass the rules its Markdown
 * file would. Returns the site's images each version shows, by language.
 */
export function checkContent(
  collection: CollectionName,
  slug: string,
  content: EntryContent,
): Record<string, string[]> {
  const problems: string[] = [];
  const images: Record<string, string[]> = {};
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 80) {
    problems.push("slug: lowercase words joined by hyphens, at most 80 characters");
  }
  if (!content["en-US"]) problems.push("en-US: the English version is required");
  for (const key of Object.keys(content)) {
    if (!locales.includes(key as never)) problems.push(`${key}: not a language of the site`);
  }
  for (const locale of locales) {
    const version = content[locale];
    if (!version) continue;
    try {
      images[locale] = checkedEntry({
        collection,
        slug,
        locale,
        file: locale,
        data: version.fields,
        content: version.body,
      }).images;
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems.map((problem) => `${locale}: ${problem}`));
    }
  }
  if (problems.length > 0) throw new EntryProblems(problems);
  return images;
}

/** The content rules, and every image the entry shows uploaded to this site. */
export async function checkEntry(
  db: Db,
  collection: CollectionName,
  slug: string,
  content: EntryContent,
) {
  const problems = await missingImages(db, checkContent(collection, slug, content));
  if (problems.length > 0) throw new EntryProblems(problems);
}

export function entryById(db: Db | Tx, id: string): Promise<Entry | undefined> {
  return db.query.entries.findFirst({ where: eq(entries.id, id) });
}

async function addRevision(
  tx: Tx,
  entry: Pick<Entry, "id">,
  slug: string,
  content: EntryContent,
  actor: Actor,
) {
  const [revision] = await tx
    .insert(entryRevisions)
    .values({ entryId: entry.id, slug, content, author: actor.label })
    .returning({ id: entryRevisions.id });
  if (!revision) throw new Error("revision not saved");
  return revision.id;
}

export async function createEntry(
  db: Db,
  {
    collection,
    slug,
    content,
  }: { collection: CollectionName; slug: string; content: EntryContent },
  actor: Actor,
): Promise<Entry> {
  await checkEntry(db, collection, slug, content);
  return db.transaction(async (tx) => {
    const [entry] = await tx.insert(entries).values({ collection, slug }).returning();
    if (!entry) throw new Error("entry not created");
    const revision = await addRevision(tx, entry, slug, content, actor);
    const [saved] = await tx
      .update(entries)
      .set({ draftRevision: revision })
      .where(eq(entries.id, entry.id))
      .returning();
    await appendAudit(tx, {
      actor,
      action: "entry created",
      subject: entry.id,
      details: { collection, slug },
    });
    return saved as Entry;
  });
}

/** A save (the editor's autosave included): a new revision; the live page changes only when published. */
export async function saveDraft(
  db: Db,
  entry: Entry,
  { slug, content }: { slug: string; content: EntryContent },
  actor: Actor,
): Promise<number> {
  await checkEntry(db, entry.collection, slug, content);
  return db.transaction(async (tx) => {
    const revision = await addRevision(tx, entry, slug, content, actor);
    await tx
      .update(entries)
      .set({ draftRevision: revision, updatedAt: new Date() })
      .where(eq(entries.id, entry.id));
    return revision;
  });
}

/**
 * Takes `step` to `changes` in one statement whose WHERE holds the states the step may start
 * from (./entry-states.ts): whatever committed first, the step applies to the state the row has
 * now, or changes nothing and throws StateConflict.
 */
async function setStatus(
  db: Db,
  entry: Entry,
  step: EntryStep,
  changes: Partial<Entry> & { status: EntryStatus },
  action: string,
  actor: Actor,
) {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(entries)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(entries.id, entry.id), inArray(entries.status, entrySteps[step].from)))
      .returning({ slug: entries.slug });
    if (!changed) throw new StateConflict(step);
    await appendAudit(tx, { actor, action, subject: entry.id, details: { slug: changed.slug } });
  });
}

export const submitForReview = (db: Db, entry: Entry, actor: Actor) =>
  setStatus(db, entry, "submit", { status: "review" }, "entry submitted", actor);

/**
 * The entry, locked until the transaction ends, when `step` may start from its state and
 * `revision` (the one the owner reviewed) is still its newest draft; StateConflict or
 * StaleRevision otherwise.
 */
async function reviewedEntry(
  tx: Tx,
  id: string,
  revision: number,
  step: EntryStep,
): Promise<Entry> {
  const [entry] = await tx.select().from(entries).where(eq(entries.id, id)).for("update");
  if (!entry) throw new Error("entry not found");
  if (!entrySteps[step].from.includes(entry.status)) throw new StateConflict(step);
  if (entry.draftRevision !== revision) throw new StaleRevision(Number(entry.draftRevision));
  return entry;
}

/**
 * The draft the owner reviewed goes live, never one saved since; a changed slug leaves its old
 * address answering 301.
 */
export const publish = (db: Db, entry: Entry, revision: number, actor: Actor) =>
  db.transaction(async (tx) =>
    publishIn(tx, await reviewedEntry(tx, entry.id, revision, "publish"), actor),
  );

async function publishIn(tx: Tx, entry: Entry, actor: Actor, action = "entry published") {
  const [draft] = await tx
    .select()
    .from(entryRevisions)
    .where(eq(entryRevisions.id, Number(entry.draftRevision)));
  if (!draft) throw new Error("entry without a draft");
  if (draft.slug !== entry.slug) {
    await tx
      .insert(entryRedirects)
      .values({ collection: entry.collection, oldSlug: entry.slug, entryId: entry.id })
      .onConflictDoUpdate({
        target: [entryRedirects.collection, entryRedirects.oldSlug],
        set: { entryId: entry.id },
      });
    await tx.delete(entryRedirects).where(eq(entryRedirects.oldSlug, draft.slug));
  }
  await tx
    .update(entries)
    .set({
      status: "published",
      slug: draft.slug,
      publishedRevision: draft.id,
      publishAt: null,
      scheduledRevision: null,
      updatedAt: new Date(),
    })
    .where(eq(entries.id, entry.id));
  await appendAudit(tx, {
    actor,
    action,
    subject: entry.id,
    details: { slug: draft.slug, revision: draft.id },
  });
}

/** Who publishes an entry at the time an owner scheduled. */
export const scheduler: Actor = { label: "schedule" };

/**
 * The reviewed revision of a schedule made before schedules recorded one (migration 0008 gives
 * it to such rows): revisions count from 1, so no draft is it, and the entry waits for an owner.
 */
export const NO_REVIEWED_REVISION = 0;

/**
 * Whether a due entry's newest draft is not the one its owner scheduled: a draft saved since,
 * or a schedule that names none. It waits for a new review.
 */
export const scheduleOutdated = (entry: Entry) => entry.scheduledRevision !== entry.draftRevision;

/**
 * Publishes every entry whose time has come, with the revision its owner
 * scheduled; an entry whose draft is not that one is held instead (its time
 * cleared, audited, and shown in the console as needing review) until an
 * owner reviews it again. Each is locked while it is handled, and skipped by
 * any other instance doing the same: one publishes it, once. Returns how
 * many were published.
 */
export async function publishDue(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(entries)
      .where(lte(entries.publishAt, now))
      .for("update", { skipLocked: true });
    let published = 0;
    for (const entry of due) {
      if (scheduleOutdated(entry)) {
        // A schedule with no reviewed revision (written by a release before them) keeps the
        // mark the console shows as needing review.
        await tx
          .update(entries)
          .set({
            publishAt: null,
            scheduledRevision: entry.scheduledRevision ?? NO_REVIEWED_REVISION,
          })
          .where(eq(entries.id, entry.id));
        await appendAudit(tx, {
          actor: scheduler,
          action: "entry schedule held",
          subject: entry.id,
          details: {
            slug: entry.slug,
            scheduled: entry.scheduledRevision,
            newest: entry.draftRevision,
          },
        });
        continue;
      }
      await publishIn(tx, entry, scheduler, "entry published on schedule");
      published += 1;
    }
    return published;
  });
}

/** The reviewed revision goes live at `at`, unless a newer draft is saved before then. */
export const schedule = (db: Db, entry: Entry, revision: number, at: Date, actor: Actor) =>
  db.transaction(async (tx) => {
    const reviewed = await reviewedEntry(tx, entry.id, revision, "schedule");
    await tx
      .update(entries)
      .set({ publishAt: at, scheduledRevision: revision, updatedAt: new Date() })
      .where(eq(entries.id, reviewed.id));
    await appendAudit(tx, {
      actor,
      action: "entry scheduled",
      subject: entry.id,
      details: { slug: reviewed.slug, revision, at: at.toISOString() },
    });
  });

export const unpublish = (db: Db, entry: Entry, actor: Actor) =>
  setStatus(
    db,
    entry,
    "unpublish",
    { status: "unpublished", publishAt: null, scheduledRevision: null },
    "entry unpublished",
    actor,
  );

/** An old revision's content becomes the newest draft. */
export async function restoreRevision(db: Db, entry: Entry, revisionId: number, actor: Actor) {
  const [old] = await db.select().from(entryRevisions).where(eq(entryRevisions.id, revisionId));
  if (!old || old.entryId !== entry.id) return undefined;
  return db.transaction(async (tx) => {
    const revision = await addRevision(tx, entry, old.slug, old.content, actor);
    await tx
      .update(entries)
      .set({ draftRevision: revision, updatedAt: new Date() })
      .where(eq(entries.id, entry.id));
    await appendAudit(tx, {
      actor,
      action: "revision restored",
      subject: entry.id,
      details: { from: revisionId, revision },
    });
    return revision;
  });
}

export function revisionsOf(db: Db, entry: Entry) {
  return db
    .select({
      id: entryRevisions.id,
      slug: entryRevisions.slug,
      author: entryRevisions.author,
      createdAt: entryRevisions.createdAt,
    })
    .from(entryRevisions)
    .where(eq(entryRevisions.entryId, entry.id))
    .orderBy(desc(entryRevisions.id));
}

/** Each entry as its newest draft names it (its English title), most recently changed first. */
export async function entrySummaries(db: Db) {
  const rows = await db
    .select({
      id: entries.id,
      collection: entries.collection,
      slug: entries.slug,
      status: entries.status,
      publishAt: entries.publishAt,
      updatedAt: entries.updatedAt,
      content: entryRevisions.content,
    })
    .from(entries)
    .innerJoin(entryRevisions, eq(entryRevisions.id, entries.draftRevision))
    .orderBy(desc(entries.updatedAt));
  return rows.map(({ content: versions, ...row }) => ({
    ...row,
    title: String(versions["en-US"]?.fields.title ?? row.slug),
    languages: Object.keys(versions),
  }));
}

export async function revisionById(db: Db, id: number) {
  const [revision] = await db.select().from(entryRevisions).where(eq(entryRevisions.id, id));
  return revision;
}
