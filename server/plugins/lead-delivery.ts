/**
 * How leads are passed on: the channels configured (email, confirmations,
 * webhook), the outbox rows each new lead gets, and the worker that
 * delivers them. Decorates `app.leadDelivery`.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import type { ServerConfig } from "../config";
import type { Db } from "../db/database";
import type { DeliveryChannel } from "../delivery/channel";
import { confirmationChannel } from "../delivery/confirmation-channel";
import { emailChannel } from "../delivery/email-channel";
import { webhookChannel } from "../delivery/webhook-channel";
import { type DeliveryWorker, startDeliveryWorker } from "../delivery/worker";
import type { Outbox } from "../leads/lead-repository";

export interface LeadDelivery {
  /** The channels each new lead gets an outbox row for, and the team's fallback address. */
  outbox: Outbox;
  /** Whether email goes out (SMTP_URL): the team's, and confirmations when owners turn them on. */
  emailConfigured: boolean;
  worker: DeliveryWorker;
}

declare module "fastify" {
  interface FastifyInstance {
    leadDelivery: LeadDelivery;
  }
}

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

async function leadDeliveryPlugin(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const channels = configuredChannels(config, app.db);
  if (channels.length === 0) {
    app.log.info(
      "no delivery channel configured (SMTP_URL, LEAD_WEBHOOK_URL): leads are stored only",
    );
  }
  const worker = config.delivery.worker
    ? startDeliveryWorker({
        db: app.db,
        channels,
        retryBaseS: config.delivery.retryBaseS,
        log: app.log,
      })
    : idleWorker;

  app.decorate("leadDelivery", {
    outbox: {
      channels: channels.map((channel) => channel.name),
      fallbackRecipients: config.delivery.email ? [config.delivery.email.to] : [],
    },
    emailConfigured: Boolean(config.delivery.email),
    worker,
  });
  app.addHook("onClose", () => worker.stop());
}

export default fp(leadDeliveryPlugin, { name: "lead-delivery", dependencies: ["database"] });
