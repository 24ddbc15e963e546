/**
 * What only owners may do with the data as a whole: export the inbox's
 * current filter (the API's columns and formula guard), erase one person's
 * leads by address (after a preview of how many, and the address typed
 * twice), and read the audit log.
 */
import type { FastifyInstance } from "fastify";

import * as contract from "~/lib/console-api/owner-tools";

import { appendAudit, auditPage } from "../../audit/audit-log";
import { inboxCondition, inboxCount } from "../../leads/inbox";
import { leadExport } from "../../leads/lead-export";
import { eraseByEmail, leadsOfAddress } from "../../leads/lead-repository";
import { requireRole } from "../../plugins/authorization";
import { refuse } from "../../refusals";
import { bodyLimits } from "../body-limits";
import { actorOf, serve } from "./request-input";

export default async function ownerToolRoutes(app: FastifyInstance) {
  const { db } = app;
  const owner = { onRequest: requireRole("owner") };
  const ownerWithFields = { ...owner, bodyLimit: bodyLimits.fewFields };

  serve(app, contract.exportLeads, owner, async ({ query }, request, reply) => {
    const actor = actorOf(request);
    const { format, ...filter } = query;
    const rows = await inboxCount(db, filter);
    await appendAudit(db, { actor, action: "exported", details: { format, filter, rows } });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : "application/json")
      .header("content-disposition", `attachment; filename="leads-${day}.${format}"`)
      .send(leadExport(db, inboxCondition(filter), format));
  });

  serve(app, contract.erasurePreview, ownerWithFields, async ({ body }) => ({
    leads: await leadsOfAddress(db, body.email),
  }));

  serve(app, contract.erase, ownerWithFields, async ({ body }, request, reply) => {
    const actor = actorOf(request);
    const { email: address, confirmation } = body;
    if (address !== confirmation) return refuse(request, reply, 422);
    return { erased: await eraseByEmail(db, address, actor) };
  });

  serve(app, contract.auditLog, owner, async ({ query: { before } }) => auditPage(db, before));
}
