/**
 * Owners decide where leads go and what visitors hear: routing rules (per
 * form and inquiry type; a change applies to leads received after it),
 * confirmations on or off, and, for themselves, the daily digest. Each
 * change is audited with what it was before.
 */
import type { FastifyInstance } from "fastify";

import * as contract from "~/lib/console-api/delivery-settings";

import { appendAudit } from "../../audit/audit-log";
import { setDigest } from "../../auth/users";
import {
  confirmationsOn,
  currentRoutingRules,
  replaceRoutingRules,
  setConfirmations,
} from "../../leads/console-settings";
import { requireRole } from "../../plugins/authorization";
import { bodyLimits } from "../body-limits";
import { actorOf, serve } from "./request-input";

export default async function deliverySettingsRoutes(app: FastifyInstance) {
  const { db } = app;
  const owner = { onRequest: requireRole("owner") };
  const ownerWithFields = { ...owner, bodyLimit: bodyLimits.fewFields };

  serve(app, contract.deliverySettings, owner, async () => ({
    emailConfigured: app.leadDelivery.emailConfigured,
    fallbackRecipients: [...app.leadDelivery.outbox.fallbackRecipients],
    rules: await currentRoutingRules(db),
    confirmations: await confirmationsOn(db),
  }));

  const routing = { ...owner, bodyLimit: bodyLimits.routing };
  serve(app, contract.setRouting, routing, async ({ body: { rules } }, request, reply) => {
    const actor = actorOf(request);
    const before = await currentRoutingRules(db);
    await db.transaction(async (tx) => {
      await replaceRoutingRules(tx, rules);
      await appendAudit(tx, {
        actor,
        action: "routing changed",
        details: { before, after: rules },
      });
    });
    return reply.code(204).send();
  });

  serve(
    app,
    contract.setConfirmations,
    ownerWithFields,
    async ({ body: { on } }, request, reply) => {
      const actor = actorOf(request);
      await db.transaction(async (tx) => {
        await setConfirmations(tx, on);
        await appendAudit(tx, {
          actor,
          action: on ? "confirmations turned on" : "confirmations turned off",
        });
      });
      return reply.code(204).send();
    },
  );

  serve(
    app,
    contract.setDigest,
    ownerWithFields,
    async ({ body: { subscribed } }, request, reply) => {
      const actor = actorOf(request);
      await db.transaction(async (tx) => {
        await setDigest(tx, actor.id, subscribed);
        await appendAudit(tx, {
          actor,
          action: subscribed ? "digest subscribed" : "digest unsubscribed",
          subject: actor.id,
        });
      });
      return reply.code(204).send();
    },
  );
}
