/**
 * The outbox worker: claims due deliveries, passes each lead on through its
 * channel, and records the outcome (delivered, retry later, or failed after
 * 24 hours). Runs inside the server; any number of instances can share one
 * PostgreSQL database.
 */
import type { FastifyBaseLogger } from "fastify";

import type { Db } from "../db/database";
import type { Channel } from "../db/schema";
import { nextAttemptAt } from "./backoff";
import { type DeliveryChannel, DeliveryFailure } from "./channel";
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  markDelivered,
  recordFailure,
} from "./outbox-repository";

const BATCH_SIZE = 20;
/** Longer than a delivery can take (10 s timeouts), so a live worker never loses its claim. */
const LEASE_MS = 60_000;

export interface DeliveryWorker {
  /** Look for work now (a lead was just stored). */
  nudge: () => void;
  /** Finish the deliveries in flight, then stop. */
  stop: () => Promise<void>;
}

interface WorkerOptions {
  db: Db;
  channels: DeliveryChannel[];
  retryBaseS: number;
  log: FastifyBaseLogger;
}

export function startDeliveryWorker({
  db,
  channels,
  retryBaseS,
  log,
}: WorkerOptions): DeliveryWorker {
  const byName = new Map<Channel, DeliveryChannel>(
    channels.map((channel) => [channel.name, channel]),
  );
  // Poll often enough to honour short retry delays, at most once a second otherwise.
  const pollMs = Math.min(1000, Math.max(50, (retryBaseS * 1000) / 4));
  let running = true;
  let wake: (() => void) | undefined;
  let nudged = false;

  async function deliver(delivery: ClaimedDelivery) {
    const channel = byName.get(delivery.channel);
    try {
      if (!channel) throw new DeliveryFailure(`channel ${delivery.channel} is not configured`);
      await channel.send(delivery);
      await markDelivered(db, delivery.id);
    } catch (error) {
      const reason = error instanceof DeliveryFailure ? error.reason : "unexpected error";
      const retryAt = nextAttemptAt({
        attempts: delivery.attempts,
        createdAt: delivery.createdAt,
        now: new Date(),
        baseS: retryBaseS,
      });
      await recordFailure(db, delivery.id, reason, retryAt);
      log.warn(
        { delivery: delivery.id, channel: delivery.channel, attempt: delivery.attempts, reason },
        retryAt ? "delivery failed; will retry" : "delivery failed for 24 hours; giving up",
      );
    }
  }

  async function loop() {
    while (running) {
      let claimed: ClaimedDelivery[] = [];
      try {
        claimed = await claimDueDeliveries(db, BATCH_SIZE, LEASE_MS);
        await Promise.all(claimed.map(deliver));
      } catch (error) {
        log.warn({ err: error }, "delivery worker could not reach the database");
      }
      if (claimed.length === BATCH_SIZE || !running) continue;
      if (nudged) {
        nudged = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  const finished = loop();
  return {
    nudge: () => {
      nudged = true;
      wake?.();
    },
    stop: async () => {
      running = false;
      wake?.();
      await finished;
      for (const channel of channels) channel.close();
    },
  };
}
