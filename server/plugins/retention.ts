/**
 * Daily, and once at start: leads, audit entries, visit counts and search
 * misses past their retention periods, and ended sessions and passkey
 * ceremonies, are deleted.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { purgeAuditLog } from "../audit/audit-log";
import { deleteExpiredChallenges } from "../auth/passkeys";
import { deleteExpiredSessions } from "../auth/sessions";
import type { ServerConfig } from "../config";
import { deleteLeadsOlderThan } from "../leads/lead-repository";
import { deleteExpiredSearchMisses } from "../search-misses/search-miss-repository";
import { deleteVisitsOlderThan } from "../visits/visit-repository";

const DAY_MS = 24 * 60 * 60 * 1000;

async function retentionPlugin(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const { db } = app;
  const expireOldData = async () => {
    try {
      const removed = await deleteLeadsOlderThan(db, config.storage.retentionDays);
      if (removed > 0) app.log.info({ removed }, "deleted leads past the retention period");
      const purged = await purgeAuditLog(db, config.console.auditRetentionDays);
      if (purged > 0) app.log.info({ purged }, "deleted audit entries past their retention period");
      await deleteVisitsOlderThan(db, config.visits.retentionDays);
      await deleteExpiredSearchMisses(db);
      await deleteExpiredSessions(db);
      await deleteExpiredChallenges(db);
    } catch (error) {
      app.log.warn({ err: error }, "retention job could not reach the database");
    }
  };
  await expireOldData();
  const daily = setInterval(expireOldData, DAY_MS);
  daily.unref();
  app.addHook("onClose", async () => clearInterval(daily));
}

export default fp(retentionPlugin, { name: "retention", dependencies: ["database"] });
