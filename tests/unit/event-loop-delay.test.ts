/**
 * The event loop's delay over a window that moves: a stretch of stalls shows
 * in the quantiles at once and leaves them a few windows later (over the
 * whole uptime, 1.8 s of stalls would hold the 0.99 quantile for half a
 * minute more); the sum and count only grow, as a Prometheus summary's must.
 */
import { afterEach, describe, expect, it } from "vitest";

import { type EventLoopDelay, watchEventLoopDelay } from "../../server/metrics/event-loop-delay";

const WINDOW_MS = 200;
const STALL_MS = 300;
/** Half a stall: well above what a busy shared machine's timers run late by. */
const LATE_S = STALL_MS / 2000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const p99 = (read: EventLoopDelay) =>
  read.quantiles.find(([quantile]) => quantile === 0.99)?.[1] ?? 0;

let stop = () => {};
afterEach(() => stop());

describe("the event loop's delay", () => {
  it("shows stalls in the quantiles at once and forgets them within a few windows, while sum and count grow", async () => {
    const watch = watchEventLoopDelay({ windowMs: WINDOW_MS });
    stop = watch.stop;
    await pause(2 * WINDOW_MS);
    const reads = [watch.read()];

    // Six stalls, each followed by a tick of the sampling timer.
    for (let stall = 0; stall < 6; stall += 1) {
      const start = Date.now();
      while (Date.now() - start < STALL_MS);
      await pause(1);
    }
    reads.push(watch.read());
    expect(p99(reads.at(-1) as EventLoopDelay)).toBeGreaterThanOrEqual(LATE_S);

    for (let window = 0; window < 5 && p99(reads.at(-1) as EventLoopDelay) >= LATE_S; window += 1) {
      await pause(WINDOW_MS);
      reads.push(watch.read());
    }
    expect(reads.map(p99).at(-1)).toBeLessThan(LATE_S);

    for (const [index, read] of reads.slice(1).entries()) {
      expect(read.count).toBeGreaterThan((reads[index] as EventLoopDelay).count);
      expect(read.sum).toBeGreaterThanOrEqual((reads[index] as EventLoopDelay).sum);
    }
    expect(
      (reads.at(-1) as EventLoopDelay).sum - (reads[0] as EventLoopDelay).sum,
    ).toBeGreaterThanOrEqual((6 * STALL_MS) / 1000 - 6 * 0.02);
  });
});
