/**
 * The outbox worker: claims due deliveries, passes each lead on through its
 * channel, and records the outcomes (delivered, retry later, or failed after
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
  dropDeliveries,
  markDelivered,
  recordFailure,
} from "./outbox-repository";

const BATCH_SIZE = 20;
/** Longer than a delivery can take (10 s timeouts), so a live worker never loses its claim. */
const LEASE_MS = 60_000;
/**
 * A new lead wakes the worker after this long, so that a burst of leads is
 * claimed in a few batches rather than one query each.
 */
const NUDGE_DELAY_MS = 100;

export interface DeliveryWorker {
  /** A lead was just queued: look for work soon. */
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
  let workWaiting = false;
  let wake: (() => void) | undefined;
  let nudgeTimer: NodeJS.Timeout | undefined;

  /** Delivers one lead: "sent", "skipped", or the reason it failed. */
  async function attempt(delivery: ClaimedDelivery): Promise<string> {
    const channel = byName.get(delivery.channel);
    try {
      if (!channel) throw new DeliveryFailure(`channel ${delivery.channel} is not configured`);
      return await channel.send(delivery);
    } catch (error) {
      return error instanceof DeliveryFailure ? error.reason : "unexpected error";
    }
  }

  async function deliverBatch(claimed: ClaimedDelivery[]) {
    const outcomes = await Promise.all(claimed.map(attempt));
    const withOutcome = (outcome: string) =>
      claimed.filter((_, index) => outcomes[index] === outcome).map((delivery) => delivery.id);
    await markDelivered(db, withOutcome("sent"));
    await dropDeliveries(db, withOutcome("skipped"));
    for (const [index, delivery] of claimed.entries()) {
      const reason = outcomes[index];
      if (reason === undefined || reason === "sent" || reason === "skipped") continue;
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

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wake = undefined));
  }

  async function loop() {
    while (running) {
      workWaiting = false;
      let claimed: ClaimedDelivery[] = [];
      try {
        claimed = await claimDueDeliveries(db, BATCH_SIZE, LEASE_MS);
        await deliverBatch(claimed);
      } catch (error) {
        log.warn({ err: error }, "delivery worker could not reach the database");
      }
      if (running && claimed.length < BATCH_SIZE && !workWaiting) await sleep(pollMs);
    }
  }

  const finished = loop();
  return {
    nudge: () => {
      nudgeTimer ??= setTimeout(() => {
        nudgeTimer = undefined;
        workWaiting = true;
        wake?.();
      }, NUDGE_DELAY_MS);
    },
    stop: async () => {
      running = false;
      clearTimeout(nudgeTimer);
      wake?.();
      await finished;
      for (const channel of channels) channel.close();
    },
  };
}
