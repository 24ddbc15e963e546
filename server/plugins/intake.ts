/**
 * The intake service inside the server: the database (opened and migrated
 * at start, closed last), the channels leads are passed on through, the
 * outbox worker, and the daily retention job (leads, audit entries,
 * visit counts, ended sessions). Decorates `app.intake`.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { archiveSettings } from "../backup/backup-settings";
import type { ServerConfig } from "../config";
import { type Database, type Db, openDatabase } from "../db/database";
import type { DeliveryChannel } from "../delivery/channel";
import { confirmationChannel } from "../delivery/confirmation-channel";
import { startDigestJob } from "../delivery/digest";
import { emailChannel } from "../delivery/email-channel";
import { webhookChannel } from "../delivery/webhook-channel";
import { type DeliveryWorker, startDeliveryWorker } from "../delivery/worker";
import { purgeAuditLog } from "../audit/audit-log";
import { deleteExpiredChallenges } from "../auth/passkeys";
import { deleteExpiredSessions } from "../auth/sessions";
import { type Outbox, deleteLeadsOlderThan } from "../leads/lead-repository";
import { deleteVisitsOlderThan } from "../visits/visit-repository";

export interface Intake {
  database: Database;
  db: Database["db"];
  /** The channels each new lead gets an outbox row for, and the team's fallback address. */
  outbox: Outbox;
  /** Whether email goes out (SMTP_URL): the team's, and confirmations when owners turn them on. */
  emailConfigured: boolean;
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

function configuredChannels({ delivery }: ServerConfig, db: Db): DeliveryChannel[] {
  return [
    ...(delivery.email
      ? [emailChannel(delivery.email), confirmationChannel(db, delivery.email)]
      : []),
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
    given ??
    (await openDatabase({
      ...config.storage,
      holder: "server",
      log: app.log,
      archive: archiveSettings(config),
    }));
  const channels = configuredChannels(config, database.db);
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

  /** Daily: leads, audit entries and visit counts past their retention periods, ended sessions and ceremonies. */
  const expireOldData = async () => {
    try {
      const removed = await deleteLeadsOlderThan(database.db, config.storage.retentionDays);
      if (removed > 0) app.log.info({ removed }, "deleted leads past the retention period");
      const purged = await purgeAuditLog(database.db, config.console.auditRetentionDays);
      if (purged > 0) app.log.info({ purged }, "deleted audit entries past their retention period");
      await deleteVisitsOlderThan(database.db, config.visits.retentionDays);
      await deleteExpiredSessions(database.db);
      await deleteExpiredChallenges(database.db);
    } catch (error) {
      app.log.warn({ err: error }, "retention job could not reach the database");
    }
  };
  await expireOldData();
  const retention = setInterval(expireOldData, DAY_MS);
  retention.unref();

  const stopDigests =
    config.delivery.email && config.delivery.worker
      ? startDigestJob({
          db: database.db,
          email: config.delivery.email,
          publicOrigin: config.console.publicOrigin,
          schedule: config.console.digest,
          // Read when the digest is due: the backups plugin registers after this one.
          backupState: async () => app.backups?.state(),
          log: app.log,
        })
      : () => {};

  app.decorate("intake", {
    database,
    db: database.db,
    outbox: {
      channels: channels.map((channel) => channel.name),
      fallbackRecipients: config.delivery.email ? [config.delivery.email.to] : [],
    },
    emailConfigured: Boolean(config.delivery.email),
    worker,
  });
  app.addHook("onClose", async () => {
    clearInterval(retention);
    stopDigests();
    await worker.stop();
    if (!given) await database.close();
  });
}

export default fp(intakePlugin, { name: "intake" });
