/**
 * The status page's records in the console: anyone signed in
 * reads them; owners and editors open and update incidents and schedule
 * maintenance at once, with no review (during an outage minutes matter);
 * owners rename and reorder the components. A refusal the person can act on
 * (an unknown component, a state that does not fit, an end before the
 * start) answers 422 with its reason; every change is audited by the
 * repository and on the public pages before the answer.
 */
import type { FastifyInstance, FastifyReply } from "fastify";

import * as contract from "~/lib/console-api/status";

import { requireRole, requireSignedIn } from "../../plugins/authorization";
import {
  StatusInputError,
  changeComponents,
  openIncident,
  scheduleMaintenance,
  statusSnapshot,
  updateIncident,
} from "../../status/status-repository";
import { bodyLimits } from "../body-limits";
import { perPerson } from "./person-limits";
import { actorOf, serve } from "./request-input";

/** English, and Spanish when someone wrote it. */
const bilingual = (english: string, spanish: string) => ({
  "en-US": english,
  ...(spanish && { "es-US": spanish }),
});

export default async function statusRoutes(app: FastifyInstance) {
  const { db } = app;
  const writer = { onRequest: requireRole("editor"), bodyLimit: bodyLimits.statusRecord };
  // Each is public at once (the page, its feed): an outage needs a few incidents and an update
  // every few minutes from each person, never hundreds an hour.
  const incidents = { ...writer, config: perPerson(20, 60) };
  const updates = { ...writer, config: perPerson(60, 60) };
  const maintenance = { ...writer, config: perPerson(20, 60) };

  /** Runs a change; a refusal the person can act on answers 422 with its reason. */
  async function change<T>(reply: FastifyReply, work: () => Promise<T>) {
    let result: T;
    try {
      result = await work();
    } catch (error) {
      if (!(error instanceof StatusInputError)) throw error;
      reply.code(422).send({ error: "Unprocessable Entity", problems: [error.message] });
      return { done: false as const };
    }
    await app.statusSite.refresh();
    return { done: true as const, result };
  }

  serve(app, contract.statusRecords, { onRequest: requireSignedIn }, async () =>
    statusSnapshot(db),
  );

  serve(app, contract.openIncident, incidents, async ({ body: wanted }, request, reply) => {
    const opened = await change(reply, () =>
      openIncident(
        db,
        {
          title: bilingual(wanted.title, wanted.titleEs),
          componentIds: wanted.componentIds,
          impact: wanted.impact,
          message: bilingual(wanted.message, wanted.messageEs),
        },
        actorOf(request),
      ),
    );
    if (!opened.done) return;
    reply.code(201);
    return { id: opened.result };
  });

  serve(app, contract.updateIncident, updates, async ({ params, body: wanted }, request, reply) => {
    const { id } = params;
    const updated = await change(reply, () =>
      updateIncident(
        db,
        id,
        {
          state: wanted.state,
          message: bilingual(wanted.message, wanted.messageEs),
          ...(wanted.impact && { impact: wanted.impact }),
        },
        actorOf(request),
      ),
    );
    if (updated.done) return reply.code(204).send();
  });

  serve(
    app,
    contract.scheduleMaintenance,
    maintenance,
    async ({ body: wanted }, request, reply) => {
      const scheduled = await change(reply, () =>
        scheduleMaintenance(
          db,
          {
            title: bilingual(wanted.title, wanted.titleEs),
            componentIds: wanted.componentIds,
            from: wanted.from,
            to: wanted.to,
            message: bilingual(wanted.message, wanted.messageEs),
          },
          actorOf(request),
        ),
      );
      if (!scheduled.done) return;
      reply.code(201);
      return { id: scheduled.result };
    },
  );

  const owner = { onRequest: requireRole("owner"), bodyLimit: bodyLimits.statusComponents };

  serve(app, contract.changeComponents, owner, async ({ body: { components } }, request, reply) => {
    const changed = await change(reply, () => changeComponents(db, components, actorOf(request)));
    if (changed.done) return reply.code(204).send();
  });
}
