/**
 * The inbox and one lead. Anyone signed in reads leads (each opening is
 * audited), marks them handled or new and adds notes; owners also decide
 * spam and retry deliveries. Every change is audited with it.
 */
import type { FastifyInstance } from "fastify";

import * as contract from "~/lib/console-api/leads";

import { appendAudit } from "../../audit/audit-log";
import { inboxCounts, inboxPage, decodeCursor } from "../../leads/inbox";
import {
  addNote,
  holdLead,
  leadDetail,
  markNotSpam,
  markOpened,
  markSpam,
  retryDeliveries,
  setStatus,
} from "../../leads/lead-handling";
import type { Tx } from "../../db/database";
import { requireRole } from "../../plugins/authorization";
import { refuse } from "../../refusals";
import { bodyLimits } from "../body-limits";
import { actorOf, serve } from "./request-input";

export default async function leadRoutes(app: FastifyInstance) {
  const { db } = app;
  const viewer = { onRequest: requireRole("viewer") };
  const owner = { onRequest: requireRole("owner") };
  const withFields = { bodyLimit: bodyLimits.fewFields };

  serve(app, contract.inbox, viewer, async ({ query }, request, reply) => {
    const { cursor, ...filter } = query;
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    if (cursor !== undefined && !after) return refuse(request, reply, 400);
    const [page, counts] = await Promise.all([
      inboxPage(db, filter, after),
      inboxCounts(db, filter),
    ]);
    return { ...page, counts };
  });

  serve(app, contract.lead, viewer, async ({ params: { id } }, request, reply) => {
    const actor = actorOf(request);
    const lead = await leadDetail(db, id);
    if (!lead) return refuse(request, reply, 404);
    await db.transaction(async (tx) => {
      await markOpened(tx, id);
      await appendAudit(tx, { actor, action: "lead opened", subject: id });
    });
    return lead;
  });

  /**
   * Runs a change to one lead in a transaction that holds it; undefined when the lead is not
   * there (erased meanwhile, or never sent), which the routes answer with 404.
   */
  const changeLead = <T>(id: string, change: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) =>
      (await holdLead(tx, id)) ? { done: await change(tx) } : undefined,
    );

  const setStatusOptions = { ...viewer, ...withFields };
  serve(app, contract.setLeadStatus, setStatusOptions, async (wanted, request, reply) => {
    const actor = actorOf(request);
    const { id } = wanted.params;
    const { status } = wanted.body;
    const changed = await changeLead(id, async (tx) => {
      if (!(await setStatus(tx, id, status))) return;
      await appendAudit(tx, { actor, action: "status changed", subject: id, details: { status } });
    });
    if (!changed) return refuse(request, reply, 404);
    return reply.code(204).send();
  });

  serve(
    app,
    contract.addNote,
    { ...viewer, bodyLimit: bodyLimits.note },
    async ({ params: { id }, body: { body } }, request, reply) => {
      const actor = actorOf(request);
      const added = await changeLead(id, async (tx) => {
        const created = await addNote(tx, {
          leadId: id,
          author: { id: actor.id, email: actor.label },
          body,
        });
        await appendAudit(tx, {
          actor,
          action: "note added",
          subject: id,
          details: { note: created.id },
        });
        return created;
      });
      if (!added) return refuse(request, reply, 404);
      reply.code(201);
      return added.done;
    },
  );

  serve(app, contract.decideSpam, { ...owner, ...withFields }, async (wanted, request, reply) => {
    const actor = actorOf(request);
    const { id } = wanted.params;
    const { spam } = wanted.body;
    const changed = await changeLead(id, async (tx) => {
      const done = spam
        ? await markSpam(tx, id)
        : await markNotSpam(tx, id, app.leadDelivery.outbox);
      if (done) {
        await appendAudit(tx, {
          actor,
          action: spam ? "marked spam" : "marked not spam",
          subject: id,
        });
      }
      return done;
    });
    if (!changed) return refuse(request, reply, 404);
    if (changed.done && !spam) app.leadDelivery.worker.nudge();
    return reply.code(204).send();
  });

  serve(app, contract.retryDeliveries, owner, async ({ params: { id } }, request, reply) => {
    const actor = actorOf(request);
    const retried = await changeLead(id, async (tx) => {
      const count = await retryDeliveries(tx, id);
      if (count > 0)
        await appendAudit(tx, {
          actor,
          action: "delivery retried",
          subject: id,
          details: { deliveries: count },
        });
      return count;
    });
    if (!retried) return refuse(request, reply, 404);
    if (retried.done > 0) app.leadDelivery.worker.nudge();
    return { retried: retried.done };
  });
}
