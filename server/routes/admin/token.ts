/**
 * For machines, behind ADMIN_TOKEN (answers 404 when no token is set):
 * GET /api/admin/leads exports the leads as JSON or CSV, streamed; DELETE
 * /api/admin/leads?email= erases one person's leads. Both are audited, as
 * done by the API token. GET /api/admin/health gives the figures behind the
 * public health's states: the outbox's backlog and the backups' full state.
 */
import { createHash, timingSafeEqual } from "node:crypto";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";

import { apiToken, appendAudit } from "../../audit/audit-log";
import { eraseQuery, exportCondition, exportQuery, exportedFilter } from "../../leads/export-query";
import { leadExport } from "../../leads/lead-export";
import { deliveryCounts, eraseByEmail } from "../../leads/lead-repository";
import { refuse } from "../../refusals";

const digest = (value: string) => createHash("sha256").update(value).digest();

export interface AdminOptions {
  adminToken?: string;
}

export default async function adminRoutes(app: FastifyInstance, options: AdminOptions) {
  const expected = options.adminToken ? digest(options.adminToken) : undefined;

  async function authorize(request: FastifyRequest, reply: FastifyReply) {
    if (!expected) return refuse(request, reply, 404);
    const [scheme, token] = (request.headers.authorization ?? "").split(" ");
    // Compared as digests of equal length, in constant time.
    if (scheme !== "Bearer" || !token || !timingSafeEqual(digest(token), expected)) {
      return refuse(request, reply, 401, { "WWW-Authenticate": 'Bearer realm="leads"' });
    }
  }

  app.get("/leads", { onRequest: authorize }, async (request, reply) => {
    const query = v.safeParse(exportQuery, request.query);
    if (!query.success) return refuse(request, reply, 400);
    const { format, ...filter } = query.output;
    const counts = await deliveryCounts(app.db);
    await appendAudit(app.db, {
      actor: apiToken,
      action: "exported",
      details: { format, filter: exportedFilter(filter) },
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : "application/json")
      .header("content-disposition", `attachment; filename="leads-${day}.${format}"`)
      .header("x-deliveries-pending", String(counts.pending))
      .header("x-deliveries-failed", String(counts.failed))
      .send(leadExport(app.db, exportCondition(filter), format));
  });

  app.get("/health", { onRequest: authorize }, async () => ({
    deliveries: await deliveryCounts(app.db),
    ...(app.backups && { backup: await app.backups.state() }),
  }));

  app.delete("/leads", { onRequest: authorize }, async (request, reply) => {
    const query = v.safeParse(eraseQuery, request.query);
    if (!query.success) return refuse(request, reply, 400);
    const erased = await eraseByEmail(app.db, query.output.email, apiToken);
    return reply.send({ erased });
  });
}
