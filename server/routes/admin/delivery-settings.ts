/**
 * Owners decide where leads go and what visitors hear: routing rules (per
 * form and inquiry type; a change applies to leads received after it),
 * confirmations on or off, and, for themselves, the daily digest. Each
 * change is audited with what it was before.
 */
import type { FastifyInstance } from "fastify";
import { asc, eq } from "drizzle-orm";
import * as v from "valibot";

import { inquiryTypes } from "~/lib/forms/contact-message";

import { appendAudit } from "../../audit/audit-log";
import { leadTypes, routingRules, users } from "../../db/schema";
import { confirmationsOn, setConfirmations } from "../../leads/console-settings";
import { requireRole } from "../../plugins/authorization";
import { bodyLimits } from "../body-limits";
import { actorOf, email, input } from "./request-input";

const rule = v.pipe(
  v.object({
    form: v.picklist(leadTypes),
    inquiryType: v.nullable(v.picklist(inquiryTypes)),
    recipients: v.pipe(v.array(email), v.minLength(1), v.maxLength(10)),
  }),
  // Demo requests have no inquiry type.
  v.check((value) => value.form === "contact" || value.inquiryType === null),
);
const routing = v.pipe(
  v.object({ rules: v.pipe(v.array(rule), v.maxLength(10)) }),
  v.check(
    ({ rules }) =>
      new Set(rules.map((entry) => `${entry.form}:${entry.inquiryType}`)).size === rules.length,
  ),
);
const toggle = v.object({ on: v.boolean() });
const subscription = v.object({ subscribed: v.boolean() });

export default async function deliverySettingsRoutes(app: FastifyInstance) {
  const { db } = app;
  const owner = { onRequest: requireRole("owner") };
  const ownerWithFields = { ...owner, bodyLimit: bodyLimits.fewFields };
  const currentRules = () =>
    db
      .select({
        form: routingRules.form,
        inquiryType: routingRules.inquiryType,
        recipients: routingRules.recipients,
      })
      .from(routingRules)
      .orderBy(asc(routingRules.form), asc(routingRules.inquiryType));

  app.get("/delivery-settings", owner, async () => ({
    emailConfigured: app.leadDelivery.emailConfigured,
    fallbackRecipients: app.leadDelivery.outbox.fallbackRecipients,
    rules: await currentRules(),
    confirmations: await confirmationsOn(db),
  }));

  app.put("/routing", { ...owner, bodyLimit: bodyLimits.routing }, async (request, reply) => {
    const actor = actorOf(request);
    const { rules } = input(routing, request.body);
    const before = await currentRules();
    await db.transaction(async (tx) => {
      await tx.delete(routingRules);
      if (rules.length > 0) await tx.insert(routingRules).values(rules);
      await appendAudit(tx, {
        actor,
        action: "routing changed",
        details: { before, after: rules },
      });
    });
    return reply.code(204).send();
  });

  app.put("/confirmations", ownerWithFields, async (request, reply) => {
    const actor = actorOf(request);
    const { on } = input(toggle, request.body);
    await db.transaction(async (tx) => {
      await setConfirmations(tx, on);
      await appendAudit(tx, {
        actor,
        action: on ? "confirmations turned on" : "confirmations turned off",
      });
    });
    return reply.code(204).send();
  });

  app.put("/account/digest", ownerWithFields, async (request, reply) => {
    const actor = actorOf(request);
    const { subscribed } = input(subscription, request.body);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ digest: subscribed }).where(eq(users.id, actor.id));
      await appendAudit(tx, {
        actor,
        action: subscribed ? "digest subscribed" : "digest unsubscribed",
        subject: actor.id,
      });
    });
    return reply.code(204).send();
  });
}
