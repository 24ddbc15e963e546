/** GET /api/health: 200 while the database answers (with the outbox's backlog), 503 otherwise. */
import type { FastifyInstance } from "fastify";

import { deliveryCounts } from "../leads/lead-repository";

export default async function healthRoutes(app: FastifyInstance) {
  app.get("/health", async (_request, reply) => {
    try {
      await app.intake.database.ping();
      const deliveries = await deliveryCounts(app.intake.db);
      return reply.send({ status: "ok", deliveries });
    } catch {
      return reply
        .code(503)
        .header("retry-after", "30")
        .send({ status: "unavailable", reason: "The database is not reachable." });
    }
  });
}
