/**
 * Owners see whether the backups hold: the last base backup, the archive's
 * lag and the last drill; and can run the drill now rather than wait a day.
 * A drill that runs is audited with its verdict.
 */
import type { FastifyInstance } from "fastify";

import { backups, runDrill } from "~/lib/console-api/backups";

import { appendAudit } from "../../audit/audit-log";
import { requireRole } from "../../plugins/authorization";
import { refuse } from "../../refusals";
import { actorOf, serve } from "./request-input";

export default async function backupRoutes(
  app: FastifyInstance,
  { databaseServer }: { databaseServer: boolean },
) {
  const owner = { onRequest: requireRole("owner") };

  serve(app, backups, owner, async () =>
    app.backups
      ? { on: true as const, ...(await app.backups.state()) }
      : // Off: not set, or a PostgreSQL server whose operator backs it up.
        { on: false as const, databaseServer },
  );

  serve(app, runDrill, owner, async (_, request, reply) => {
    if (!app.backups) return refuse(request, reply, 409);
    const result = await app.backups.drill();
    await appendAudit(app.db, {
      actor: actorOf(request),
      action: "backup drill run",
      details: { ok: result.ok, ...(result.leads !== undefined && { leads: result.leads }) },
    });
    return { on: true as const, ...(await app.backups.state()) };
  });
}
