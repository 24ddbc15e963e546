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
import * as v from "valibot";

import { statusLimits } from "~/lib/status/status-limits";
import { impacts, incidentStates, maintenanceStates } from "~/lib/status/status-model";

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
import { actorOf, input } from "./request-input";

const {
  title: TITLE_MAX,
  message: MESSAGE_MAX,
  componentName: COMPONENT_NAME_MAX,
  components: COMPONENTS_MAX,
} = statusLimits;

/** Text a person wrote: trimmed, not empty, bounded. */
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
/** The Spanish version, which may be left empty (the page shows the English with a notice). */
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), "");
/** A row's id as PostgreSQL's serial holds it. */
const rowId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const componentIds = v.pipe(v.array(rowId), v.minLength(1), v.maxLength(COMPONENTS_MAX));
/** A moment with its offset, within years a person would plan for. */
const moment = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.transform((value) => new Date(value)),
  v.check((date) => date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 9999),
);

const newIncident = v.object({
  title: text(TITLE_MAX),
  titleEs: optionalText(TITLE_MAX),
  componentIds,
  impact: v.picklist(impacts.filter((impact) => impact !== "none")),
  message: text(MESSAGE_MAX),
  messageEs: optionalText(MESSAGE_MAX),
});
const incidentUpdate = v.object({
  state: v.picklist([...incidentStates, ...maintenanceStates]),
  message: text(MESSAGE_MAX),
  messageEs: optionalText(MESSAGE_MAX),
  impact: v.optional(v.picklist(impacts)),
});
const newMaintenance = v.object({
  title: text(TITLE_MAX),
  titleEs: optionalText(TITLE_MAX),
  componentIds,
  from: moment,
  to: moment,
  message: text(MESSAGE_MAX),
  messageEs: optionalText(MESSAGE_MAX),
});
const componentChanges = v.object({
  components: v.pipe(
    v.array(
      v.object({
        id: rowId,
        name: v.object({ "en-US": text(COMPONENT_NAME_MAX), "es-US": text(COMPONENT_NAME_MAX) }),
      }),
    ),
    v.minLength(1),
    v.maxLength(50),
  ),
});
const incidentParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)),
});

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

  app.get("/status", { onRequest: requireSignedIn }, async () => statusSnapshot(db));

  app.post("/status/incidents", incidents, async (request, reply) => {
    const wanted = input(newIncident, request.body);
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
    if (opened.done) reply.code(201).send({ id: opened.result });
  });

  app.post("/status/incidents/:id/updates", updates, async (request, reply) => {
    const { id } = input(incidentParams, request.params);
    const wanted = input(incidentUpdate, request.body);
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
    if (updated.done) reply.code(204).send();
  });

  app.post("/status/maintenance", maintenance, async (request, reply) => {
    const wanted = input(newMaintenance, request.body);
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
    if (scheduled.done) reply.code(201).send({ id: scheduled.result });
  });

  const owner = { onRequest: requireRole("owner"), bodyLimit: bodyLimits.statusComponents };

  app.put("/status/components", owner, async (request, reply) => {
    const { components } = input(componentChanges, request.body);
    const changed = await change(reply, () => changeComponents(db, components, actorOf(request)));
    if (changed.done) reply.code(204).send();
  });
}
