/**
 * The site's entries (issue 28): editors and owners write them and submit
 * them for review; owners publish, schedule, unpublish and restore. Every
 * change to what the site shows is live (app.liveSite) before the answer.
 * Viewers see nothing of publishing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { desc, eq } from "drizzle-orm";
import * as v from "valibot";

import { locales } from "~/lib/i18n";
import { checkedEntry } from "~/lib/publishing/collections.server";

import { collectionNames, entries, entryRevisions } from "../../db/schema";
import { requireRole } from "../../plugins/authorization";
import {
  EntryProblems,
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
import { refuse } from "../../refusals";
import { actorOf, idParam, input } from "./request-input";

const languageVersion = v.object({
  fields: v.record(v.string(), v.unknown()),
  body: v.pipe(v.string(), v.maxLength(100_000)),
});
const content = v.record(v.string(), languageVersion);
const slug = v.pipe(v.string(), v.maxLength(200));
const newEntry = v.object({ collection: v.picklist(collectionNames), slug, content });
const draft = v.object({ slug, content });
const when = v.object({ at: v.pipe(v.string(), v.isoTimestamp()) });
const previewRequest = v.object({
  collection: v.picklist(collectionNames),
  slug,
  locale: v.picklist(locales),
  content,
});
const revisionParams = v.object({
  id: v.pipe(v.string(), v.uuid()),
  revision: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)),
});

export default async function entryRoutes(app: FastifyInstance) {
  const { db } = app.intake;
  /**
   * Publishing needs the build's renderer. Without it: 409, the request at odds with this
   * server's build (the start-up log says to build again), never a change the site cannot show.
   */
  const renderable = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!app.liveSite.publishing) return refuse(request, reply, 409);
  };
  const writer = { preHandler: requireRole("editor") };
  const owner = { preHandler: requireRole("owner") };
  const ownerPublishing = { preHandler: [requireRole("owner"), renderable] };

  /** The entry named in the path, or a 404 answered. */
  async function entryOf(request: FastifyRequest, reply: FastifyReply) {
    const { id } = input(v.object({ id: idParam.entries.id }), request.params);
    const entry = await entryById(db, id);
    if (!entry) refuse(request, reply, 404);
    return entry;
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

  app.post("/entries", writer, async (request, reply) => {
    const wanted = input(newEntry, request.body);
    const created = await checked(reply, () => createEntry(db, wanted, actorOf(request)));
    if (created) reply.code(201).send({ id: created.id });
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

  app.put("/entries/:id", writer, async (request, reply) => {
    const entry = await entryOf(request, reply);
    if (!entry) return;
    const revision = await checked(reply, () =>
      saveDraft(db, entry, input(draft, request.body), actorOf(request)),
    );
    if (revision !== undefined) reply.send({ revision });
  });

  app.post("/entries/:id/submit", writer, async (request, reply) => {
    const entry = await entryOf(request, reply);
    if (!entry) return;
    await submitForReview(db, entry, actorOf(request));
    reply.code(204).send();
  });

  app.post("/entries/:id/publish", ownerPublishing, async (request, reply) => {
    const entry = await entryOf(request, reply);
    if (!entry) return;
    await publish(db, entry, actorOf(request));
    await app.liveSite.catchUp();
    reply.code(204).send();
  });

  app.post("/entries/:id/schedule", ownerPublishing, async (request, reply) => {
    const entry = await entryOf(request, reply);
    if (!entry) return;
    const at = new Date(input(when, request.body).at);
    await schedule(db, entry, at, actorOf(request));
    reply.code(204).send();
  });

  app.post("/entries/:id/unpublish", ownerPublishing, async (request, reply) => {
    const entry = await entryOf(request, reply);
    if (!entry) return;
    await unpublish(db, entry, actorOf(request));
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
    { preHandler: [requireRole("editor"), renderable] },
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
      const page = await app.liveSite.preview(
        checkedEntry({
          collection: wanted.collection,
          slug: wanted.slug,
          locale: wanted.locale,
          file: "preview",
          data: version.fields,
          content: version.body,
        }),
      );
      return { html: page.html };
    },
  );

  app.post("/entries/:id/revisions/:revision/restore", owner, async (request, reply) => {
    const { id, revision } = input(revisionParams, request.params);
    const entry = await entryById(db, id);
    if (!entry) return refuse(request, reply, 404);
    const restored = await restoreRevision(db, entry, revision, actorOf(request));
    if (restored === undefined) return refuse(request, reply, 404);
    reply.send({ revision: restored });
  });
}
