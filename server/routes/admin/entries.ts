/**
 * The site's entries: editors and owners write them and submit
 * them for review; owners publish, schedule, unpublish and restore, each
 * step allowed or refused by one table (publishing/entry-states.ts).
 * Publish and schedule name the revision the owner reviewed: a newer draft
 * answers 409 with its number. Every change to what the site shows is live
 * (app.liveSite) before the answer. Viewers see nothing of publishing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import * as contract from "~/lib/console-api/entries";
import { checkedEntry } from "~/lib/publishing/collections.server";

import { requireRole } from "../../plugins/authorization";
import { type EntryStep, entrySteps, refusalOf } from "../../publishing/entry-states";
import {
  EntryProblems,
  StaleRevision,
  StateConflict,
  checkEntry,
  createEntry,
  entryById,
  entrySummaries,
  publish,
  restoreRevision,
  revisionById,
  revisionsOf,
  saveDraft,
  schedule,
  submitForReview,
  unpublish,
} from "../../publishing/entry-workflow";
import { QueueFull } from "../../jobs/job-queue";
import { refuse } from "../../refusals";
import { bodyLimits } from "../body-limits";
import { perPerson } from "./person-limits";
import { actorOf, serve, sessionOf } from "./request-input";

/** What a step's request carries: the entry to save, the revision reviewed, or nothing. */
const stepBodyLimits: Partial<Record<EntryStep, number>> = {
  save: bodyLimits.entry,
  publish: bodyLimits.fewFields,
  schedule: bodyLimits.fewFields,
};
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
  async function entryOf(id: string, request: FastifyRequest, reply: FastifyReply) {
    const entry = await entryById(db, id);
    if (!entry) refuse(request, reply, 404);
    return entry;
  }

  /** The entry, when the signed-in person may take `step` from its state; else 404/403/409 answered. */
  async function entryFor(
    step: EntryStep,
    id: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const entry = await entryOf(id, request, reply);
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

  serve(app, contract.entryList, writer, async () => ({ entries: await entrySummaries(db) }));

  serve(app, contract.createEntry, writerWithEntry, async ({ body }, request, reply) => {
    const created = await checked(reply, () => createEntry(db, body, actorOf(request)));
    if (!created) return;
    reply.code(201);
    return { id: created.id, revision: created.draftRevision };
  });

  serve(app, contract.entry, writer, async ({ params: { id } }, request, reply) => {
    const entry = await entryOf(id, request, reply);
    if (!entry) return;
    const draft = await revisionById(db, Number(entry.draftRevision));
    // Every entry is made with its first revision, which no step removes.
    if (!draft) throw new Error("an entry without its draft revision");
    return { entry, draft, revisions: await revisionsOf(db, entry) };
  });

  serve(app, contract.saveDraft, stepRoute("save"), async ({ params, body }, request, reply) => {
    const entry = await entryFor("save", params.id, request, reply);
    if (!entry) return;
    const revision = await checked(reply, () => saveDraft(db, entry, body, actorOf(request)));
    if (revision !== undefined) return { revision };
  });

  const submit = stepRoute("submit");
  serve(app, contract.submitForReview, submit, async ({ params: { id } }, request, reply) => {
    const entry = await entryFor("submit", id, request, reply);
    if (!entry) return;
    if (!(await pinned(reply, () => submitForReview(db, entry, actorOf(request))))) return;
    return reply.code(204).send();
  });

  serve(app, contract.publish, stepRoute("publish"), async (wanted, request, reply) => {
    const entry = await entryFor("publish", wanted.params.id, request, reply);
    if (!entry) return;
    const { revision } = wanted.body;
    if (!(await pinned(reply, () => publish(db, entry, revision, actorOf(request))))) return;
    await app.liveSite.catchUp();
    return reply.code(204).send();
  });

  serve(app, contract.schedule, stepRoute("schedule"), async (wanted, request, reply) => {
    const entry = await entryFor("schedule", wanted.params.id, request, reply);
    if (!entry) return;
    const at = new Date(wanted.body.at);
    const { revision } = wanted.body;
    if (!(await pinned(reply, () => schedule(db, entry, revision, at, actorOf(request))))) {
      return;
    }
    return reply.code(204).send();
  });

  const unpublishing = stepRoute("unpublish");
  serve(app, contract.unpublish, unpublishing, async ({ params: { id } }, request, reply) => {
    const entry = await entryFor("unpublish", id, request, reply);
    if (!entry) return;
    if (!(await pinned(reply, () => unpublish(db, entry, actorOf(request))))) return;
    await app.liveSite.catchUp();
    return reply.code(204).send();
  });

  serve(app, contract.revision, writer, async ({ params: { id, revision } }, request, reply) => {
    const found = await revisionById(db, revision);
    if (!found || found.entryId !== id) return refuse(request, reply, 404);
    return { revision: found };
  });

  /** The page as the site would show it, in one language, with the content as written so far. */
  serve(
    app,
    contract.preview,
    // Each preview is a rendering: a person reads one before asking for the next.
    { ...writerWithEntry, preHandler: renderable, config: perPerson(10, 1) },
    async ({ body: wanted }, request, reply) => {
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

  serve(
    app,
    contract.restoreRevision,
    stepRoute("restore"),
    async ({ params: { id, revision } }, request, reply) => {
      const entry = await entryById(db, id);
      if (!entry) return refuse(request, reply, 404);
      const refusal = refusalOf("restore", sessionOf(request).user.role, entry.status);
      if (refusal) return refuse(request, reply, refusal);
      const restored = await restoreRevision(db, entry, revision, actorOf(request));
      if (restored === undefined) return refuse(request, reply, 404);
      return { revision: restored };
    },
  );
}
