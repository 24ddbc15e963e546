/**
 * The intake service inside the server: the database (opened and migrated
 * at start, closed last), the channels leads are passed on through, the
 * outbox worker, and the daily retention job (leads, audit entries,
 * ended sessions). Decorates `app.intake`.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import type { ServerConfig } from "../config";
import { type Database, openDatabase } from "../db/database";
import type { Channel } from "../db/schema";
import type { DeliveryChannel } from "../delivery/channel";
import { emailChannel } from "../delivery/email-channel";
import { webhookChannel } from "../delivery/webhook-channel";
import { type DeliveryWorker, startDeliveryWorker } from "../delivery/worker";
import { purgeAuditLog } from "../audit/audit-log";
import { deleteExpiredChallenges } from "../auth/passkeys";
import { deleteExpiredSessions } from "../auth/sessions";
import { deleteLeadsOlderThan } from "../leads/lead-repository";

export interface Intake {
  database: Database;
  db: Database["db"];
  /** The channels each new lead gets an outbox row for. */
  channels: Channel[];
  worker: DeliveryWorker;
}

declare module "fastify" {
  interface FastifyInstance {
    intake: Intake;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** DELIVERY_WORKER=off: leads are queued here and delivered by other instances. */
const idleWorker: DeliveryWorker = { nudge: () => {}, stop: async () => {} };

function configuredChannels({ delivery }: ServerConfig): DeliveryChannel[] {
  return [
    ...(delivery.email ? [emailChannel(delivery.email)] : []),
    ...(delivery.webhook ? [webhookChannel(delivery.webhook)] : []),
  ];
}

export interface IntakeOptions {
  config: ServerConfig;
  /** A database opened by the caller (tests), which then also closes it. */
  database?: Database;
}

async function intakePlugin(app: FastifyInstance, { config, database: given }: IntakeOptions) {
  const database =
    given ?? (await openDatabase({ ...config.storage, holder: "server", log: app.log }));
  const channels = configuredChannels(config);
  if (channels.length === 0) {
    app.log.info(
      "no delivery channel configured (SMTP_URL, LEAD_WEBHOOK_URL): leads are stored only",
    );
  }
  const worker = config.delivery.worker
    ? startDeliveryWorker({
        db: database.db,
        channels,
        retryBaseS: config.delivery.retryBaseS,
        log: app.log,
      })
    : idleWorker;

  /** Daily: leads and audit entries past their retention periods, ended sessions and ceremonies. */
  const expireOldData = async () => {
    try {
      const removed = await deleteLeadsOlderThan(database.db, config.storage.retentionDays);
      if (removed > 0) app.log.info({ removed }, "deleted leads past the retention period");
      const purged = await purgeAuditLog(database.db, config.console.auditRetentionDays);
      if (purged > 0) app.log.info({ purged }, "deleted audit entries past their retention period");
      await deleteExpiredSessions(database.db);
      await deleteExpiredChallenges(database.db);
    } catch (error) {
      app.log.warn({ err: error }, "retention job could not reach the database");
    }
  };
  await expireOldData();
  const retention = setInterval(expireOldData, DAY_MS);
  retention.unref();

  app.decorate("intake", {
    database,
    db: database.db,
    channels: channels.map((channel) => channel.name),
    worker,
  });
  app.addHook("onClose", async () => {
    clearInterval(retention);
    await worker.stop();
    if (!given) await database.close();
  });
}

export default fp(intakePlugin, { name: "intake" });
