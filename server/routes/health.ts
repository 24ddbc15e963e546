/**
 * GET /api/health: 200 while the database answers (with the outbox's backlog
 * and, when backups are on, their state), 503 otherwise.
 */
import type { FastifyInstance } from "fastify";

import { publicBackupState } from "../backup/backup-state";
import { deliveryCounts } from "../leads/lead-repository";

export default async function healthRoutes(app: FastifyInstance) {
  app.get("/health", async (_request, reply) => {
    try {
      await app.intake.database.ping();
      const deliveries = await deliveryCounts(app.intake.db);
      // Times, a lag and the drill's verdict: nothing about any lead or person.
      const backup = app.backups && publicBackupState(await app.backups.state());
      return reply.send({ status: "ok", deliveries, ...(backup && { backup }) });
    } catch {
      return reply
        .code(503)
        .header("retry-after", "30")
        .send({ status: "unavailable", reason: "The database is not reachable." });
    }
  });
}
