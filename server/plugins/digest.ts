/**
 * The owners' daily digest by email (leads, deliveries, backups), sent by
 * the instance that delivers leads, when email is configured.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import type { ServerConfig } from "../config";
import { startDigestJob } from "../delivery/digest";

async function digestPlugin(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const { email, worker } = config.delivery;
  if (!email || !worker) return;
  const stopDigests = startDigestJob({
    db: app.db,
    email,
    publicOrigin: config.console.publicOrigin,
    schedule: config.console.digest,
    backupState: async () => app.backups?.state(),
    log: app.log,
  });
  app.addHook("onClose", async () => stopDigests());
}

export default fp(digestPlugin, { name: "digest", dependencies: ["database", "backups"] });
