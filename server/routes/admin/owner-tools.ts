/**
 * What only owners may do with the data as a whole: export the inbox's
 * current filter (the API's columns and formula guard), erase one person's
 * leads by address (after a preview of how many, and the address typed
 * twice), and read the audit log.
 */
import type { FastifyInstance } from "fastify";
import { desc, lt } from "drizzle-orm";
import * as v from "valibot";

import { appendAudit } from "../../audit/audit-log";
import { auditLog, leads } from "../../db/schema";
import { inboxCondition, inboxFilter } from "../../leads/inbox";
import { leadExport } from "../../leads/lead-export";
import { eraseByEmail, leadsOfAddress } from "../../leads/lead-repository";
import { requireRole } from "../../plugins/authorization";
import { refuse } from "../../refusals";
import { bodyLimits } from "../body-limits";
import { actorOf, email, input } from "./request-input";

const exportRequest = v.object({ ...inboxFilter.entries, format: v.picklist(["csv", "json"]) });
const erasurePreview = v.object({ email });
const erasure = v.object({ email, confirmation: email });
const auditQuery = v.object({
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/), v.transform(Number))),
});
const AUDIT_PAGE = 100;

export default async function ownerToolRoutes(app: FastifyInstance) {
  const { db } = app;
  const owner = { onRequest: requireRole("owner") };
  const ownerWithFields = { ...owner, bodyLimit: bodyLimits.fewFields };

  app.get("/export", owner, async (request, reply) => {
    const actor = actorOf(request);
    const { format, ...filter } = input(exportRequest, request.query);
    const where = inboxCondition(filter);
    const rows = await db.$count(leads, where);
    await appendAudit(db, { actor, action: "exported", details: { format, filter, rows } });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : "application/json")
      .header("content-disposition", `attachment; filename="leads-${day}.${format}"`)
      .send(leadExport(db, where, format));
  });

  app.post("/erasure/preview", ownerWithFields, async (request) => ({
    leads: await leadsOfAddress(db, input(erasurePreview, request.body).email),
  }));

  app.post("/erasure", ownerWithFields, async (request, reply) => {
    const actor = actorOf(request);
    const { email: address, confirmation } = input(erasure, request.body);
    if (address !== confirmation) return refuse(request, reply, 422);
    return { erased: await eraseByEmail(db, address, actor) };
  });

  app.get("/audit", owner, async (request) => {
    const { before } = input(auditQuery, request.query);
    const entries = await db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actor: auditLog.actor,
        action: auditLog.action,
        subject: auditLog.subject,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(before === undefined ? undefined : lt(auditLog.id, before))
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE);
    return { entries, nextBefore: entries.length === AUDIT_PAGE ? entries.at(-1)?.id : undefined };
  });
}
