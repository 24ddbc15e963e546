/**
 * GET /api/health, which anyone may read: 200 while the database answers,
 * 503 otherwise, with states only (no counts, no names of where backups go).
 * The figures behind the states are for operators, at /api/admin/health.
 */
import type { FastifyInstance } from "fastify";

import { publicBackupState } from "../backup/backup-state";
import { deliveryCounts, deliveryState } from "../leads/lead-repository";

export default async function healthRoutes(app: FastifyInstance) {
  app.get("/health", async (_request, reply) => {
    try {
      await app.database.ping();
      const deliveries = deliveryState(await deliveryCounts(app.db));
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
