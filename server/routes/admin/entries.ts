/**
 * The site's entries: editors and owners write them and submit
 * them for review; owners publish, schedule, unpublish and restore, each
 * step allowed or refused by one table (publishing/entry-states.ts).
 * Publish and schedule name the revision the owner reviewed: a newer draft
 * answers 409 with its number. Every change to what the site shows is live
 * (app.liveSite) before the answer. Viewers see nothing of publishing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { desc, eq } from "drizzle-orm";
import * as v from "valibot";

import { locales } from "~/lib/i18n";
import { checkedEntry } from "~/lib/publishing/collections.server";

import { collectionNames, entries, entryRevisions } from "../../db/schema";
import { requireRole } from "../../plugins/authorization";
import { type EntryStep, entrySteps, refusalOf } from "../../publishing/entry-states";
import {
  EntryProblems,
  StaleRevision,
  StateConflict,
  checkEntry,
  createEntry,
  entryById,
  publish,
  restoreRevision,
  revisionsOf,
  saveDraft,
  schedule,
  submitForReview,
  unpublish,
} from "../../publishing/entry-workflow";
import { QueueFull } from "../../jobs/job-queue";
import { refuse } from "../../refusals";
import { bodyLimits, textLimits } from "../body-limits";
import { perPerson } from "./person-limits";
import { actorOf, idParam, input, sessionOf } from "./request-input";

const fieldName = v.pipe(v.string(), v.maxLength(40));
const fieldText = v.pipe(v.string(), v.maxLength(1000));
/**
 * Front matter as the console sends it: texts, numbers, dates, lists of sentences and a salary
 * range, each checked against its collection's rules later (422 with the field's problem); here
 * only bounded, in entries and in size as JSON.
 */
const frontMatter = v.pipe(
  v.record(
    fieldName,
    v.union([
      fieldText,
      v.number(),
      v.boolean(),
      v.null(),
      v.pipe(v.array(fieldText), v.maxLength(50)),
      v.pipe(v.record(fieldName, v.union([v.number(), fieldText])), v.maxEntries(4)),
    ]),
  ),
  v.maxEntries(20),
  v.check((fields) => JSON.stringify(fields).length <= textLimits.entryFields),
);
const languageVersion = v.object({
  fields: frontMatter,
  body: v.pipe(v.string(), v.maxLength(textLimits.entryBody)),
});
const content = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(10)), languageVersion),
  v.maxEntries(locales.length),
);
const slug = v.pipe(v.string(), v.maxLength(textLimits.slug));
const newEntry = v.object({ collection: v.picklist(collectionNames), slug, content });
const draft = v.object({ slug, content });
/** The revision the owner reviewed, as the console showed it. */
const revision = v.pipe(v.number(), v.integer(), v.minValue(1));
const reviewed = v.object({ revision });
const when = v.object({ at: v.pipe(v.string(), v.isoTimestamp()), revision });
const previewRequest = v.object({
  collection: v.picklist(collectionNames),
  slug,
  locale: v.picklist(locales),
  content,
});
/** What a step's request carries: the entry to save, the revision reviewed, or nothing. */
const stepBodyLimits: Partial<Record<EntryStep, number>> = {
  save: bodyLimits.entry,
  publish: bodyLimits.fewFields,
  schedule: bodyLimits.fewFields,
};
const revisionParams = v.object({
  id: v.pipe(v.string(), v.uuid()),
  revision: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)),
});

export default async function entryRoutes(app: FastifyInstance) {
  const { db } = app;
  /**
   * Publishing needs the build's renderer. Without it: 409, the request at odds with this
   * server's build (the start-up log says to build again), never a change the site cannot show.
   */
  const renderable = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!app.liveSite.publishing) return refuse(request, reply, 409);
  };
  const writer = { onRequest: requireRole("editor") };
  const writerWithEntry = { ...writer, bodyLimit: bodyLimits.entry };
  /** A step's route: the role its table row names, and the renderer for what changes the site. */
  const stepRoute = (step: EntryStep) => ({
    onRequest: requireRole(entrySteps[step].role),
    preHandler:
      step === "publish" || step === "schedule" || step === "unpublish" ? [renderable] : [],
    bodyLimit: stepBodyLimits[step],
  });

  /** The entry named in the path, or a 404 answered. */
  async function entryOf(request: FastifyRequest, reply: FastifyReply) {
    const { id } = input(v.object({ id: idParam.entries.id }), request.params);
    const entry = await entryById(db, id);
    if (!entry) refuse(request, reply, 404);
    return entry;
  }

  /** The entry, when the signed-in person may take `step` from its state; else 404/403/409 answered. */
  async function entryFor(step: EntryStep, request: FastifyRequest, reply: FastifyReply) {
    const entry = await entryOf(request, reply);
    if (!entry) return undefined;
    const refusal = refusalOf(step, sessionOf(request).user.role, entry.status);
    if (refusal) return void refuse(request, reply, refusal);
    return entry;
  }

  /**
   * A step whose state no longer holds when it writes (someone else's step came first): 409; a
   * publish or schedule of a revision no longer the newest: 409 naming the newest.
   */
  async function pinned(reply: FastifyReply, work: () => Promise<void>) {
    try {
      await work();
      return true;
    } catch (error) {
      if (error instanceof StateConflict) reply.code(409).send({ error: "Conflict" });
      else if (error instanceof StaleRevision) {
        reply.code(409).send({ error: "Conflict", revision: error.newest });
      } else throw error;
      return false;
    }
  }

  /** Content refused by the Markdown files' own rules: 422 with each problem. */
  async function checked<T>(reply: FastifyReply, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof EntryProblems)) throw error;
      reply.code(422).send({ error: "Unprocessable Entity", problems: error.problems });
      return undefined;
    }
  }

  app.get("/entries", writer, async () => ({
    entries: await db
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
      .orderBy(desc(entries.updatedAt))
      .then((rows) =>
        rows.map(({ content: versions, ...row }) => ({
          ...row,
          title: String(versions["en-US"]?.fields.title ?? row.slug),
          languages: Object.keys(versions),
        })),
      ),
  }));

  app.post("/entries", writerWithEntry, async (request, reply) => {
    const wanted = input(newEntry, request.body);
    const created = await checked(reply, () => createEntry(db, wanted, actorOf(request)));
    if (created) reply.code(201).send({ id: created.id, revision: created.draftRevision });
  });

  app.get("/entries/:id", writer, async (request, reply) => {
    const entry = await entryOf(request, reply);
    if (!entry) return;
    const [revision] = await db
      .select()
      .from(entryRevisions)
      .where(eq(entryRevisions.id, Number(entry.draftRevision)));
    return { entry, draft: revision, revisions: await revisionsOf(db, entry) };
  });

  app.put("/entries/:id", stepRoute("save"), async (request, reply) => {
    const entry = await entryFor("save", request, reply);
    if (!entry) return;
    const revision = await checked(reply, () =>
      saveDraft(db, entry, input(draft, request.body), actorOf(request)),
    );
    if (revision !== undefined) reply.send({ revision });
  });

  app.post("/entries/:id/submit", stepRoute("submit"), async (request, reply) => {
    const entry = await entryFor("submit", request, reply);
    if (!entry) return;
    if (!(await pinned(reply, () => submitForReview(db, entry, actorOf(request))))) return;
    reply.code(204).send();
  });

  app.post("/entries/:id/publish", stepRoute("publish"), async (request, reply) => {
    const wanted = input(reviewed, request.body);
    const entry = await entryFor("publish", request, reply);
    if (!entry) return;
    if (!(await pinned(reply, () => publish(db, entry, wanted.revision, actorOf(request))))) return;
    await app.liveSite.catchUp();
    reply.code(204).send();
  });

  app.post("/entries/:id/schedule", stepRoute("schedule"), async (request, reply) => {
    const wanted = input(when, request.body);
    const entry = await entryFor("schedule", request, reply);
    if (!entry) return;
    const at = new Date(wanted.at);
    if (!(await pinned(reply, () => schedule(db, entry, wanted.revision, at, actorOf(request))))) {
      return;
    }
    reply.code(204).send();
  });

  app.post("/entries/:id/unpublish", stepRoute("unpublish"), async (request, reply) => {
    const entry = await entryFor("unpublish", request, reply);
    if (!entry) return;
    if (!(await pinned(reply, () => unpublish(db, entry, actorOf(request))))) return;
    await app.liveSite.catchUp();
    reply.code(204).send();
  });

  app.get("/entries/:id/revisions/:revision", writer, async (request, reply) => {
    const { id, revision } = input(revisionParams, request.params);
    const [found] = await db.select().from(entryRevisions).where(eq(entryRevisions.id, revision));
    if (!found || found.entryId !== id) return refuse(request, reply, 404);
    return { revision: found };
  });

  /** The page as the site would show it, in one language, with the content as written so far. */
  app.post(
    "/entries/preview",
    // Each preview is a rendering: a person reads one before asking for the next.
    { ...writerWithEntry, preHandler: renderable, config: perPerson(10, 1) },
    async (request, reply) => {
      const wanted = input(previewRequest, request.body);
      const version = wanted.content[wanted.locale];
      if (!version) return refuse(request, reply, 400);
      try {
        await checkEntry(db, wanted.collection, wanted.slug, {
          "en-US": version,
          ...wanted.content,
        });
      } catch (error) {
        if (!(error instanceof EntryProblems)) throw error;
        return reply.code(422).send({ error: "Unprocessable Entity", problems: error.problems });
      }
      const entry = checkedEntry({
        collection: wanted.collection,
        slug: wanted.slug,
        locale: wanted.locale,
        file: "preview",
        data: version.fields,
        content: version.body,
      });
      try {
        return { html: (await app.liveSite.preview(entry)).html };
      } catch (error) {
        if (!(error instanceof QueueFull)) throw error;
        const wait = String(error.retryAfterSeconds);
        return refuse(request, reply, 429, { "Retry-After": wait });
      }
    },
  );

  app.post(
    "/entries/:id/revisions/:revision/restore",
    stepRoute("restore"),
    async (request, reply) => {
      const { id, revision } = input(revisionParams, request.params);
      const entry = await entryById(db, id);
      if (!entry) return refuse(request, reply, 404);
      const refusal = refusalOf("restore", sessionOf(request).user.role, entry.status);
      if (refusal) return refuse(request, reply, refusal);
      const restored = await restoreRevision(db, entry, revision, actorOf(request));
      if (restored === undefined) return refuse(request, reply, 404);
      reply.send({ revision: restored });
    },
  );
}
