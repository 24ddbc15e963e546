/**
 * How late the event loop runs timers, as a Prometheus summary keeps it:
 * quantiles over a window that moves (the last complete minute and the one
 * under way, so that a stall shows at once and is gone two minutes later
 * rather than fading into the whole uptime), and a sum and count since the
 * start, which only grow.
 *
 * A timer of our own samples it: Node's monitorEventLoopDelay forgets its
 * last tick when reset, so a stall just before a window's end could be lost,
 * and its histogram cannot be merged with another.
 */
import { createHistogram } from "node:perf_hooks";

export const QUANTILES = [0.5, 0.99] as const;
const RESOLUTION_MS = 20;
const NS_PER_MS = 1e6;
const NS_PER_S = 1e9;

export interface EventLoopDelay {
  /** Seconds, by quantile, over the last complete window and the current one. */
  quantiles: [number, number][];
  /** Seconds of delay and the number of samples since the start. */
  sum: number;
  count: number;
}

export function watchEventLoopDelay({ windowMs = 60_000 } = {}) {
  let current = createHistogram();
  let previous = createHistogram();
  let sumNs = 0;
  let count = 0;
  let lastTick = process.hrtime.bigint();
  let windowStart = lastTick;

  const timer = setInterval(() => {
    const now = process.hrtime.bigint();
    // How much later than asked this tick came (a histogram holds whole numbers from 1).
    const lateNs = Math.max(1, Number(now - lastTick) - RESOLUTION_MS * NS_PER_MS);
    lastTick = now;
    current.record(lateNs);
    sumNs += lateNs;
    count += 1;
    if (Number(now - windowStart) >= windowMs * NS_PER_MS) {
      [previous, current] = [current, previous];
      current.reset();
      windowStart = now;
    }
  }, RESOLUTION_MS);
  timer.unref();

  return {
    read(): EventLoopDelay {
      const window = createHistogram();
      window.add(previous);
      window.add(current);
      return {
        quantiles: QUANTILES.map((quantile) => [
          quantile,
          window.percentile(quantile * 100) / NS_PER_S,
        ]),
        sum: sumNs / NS_PER_S,
        count,
      };
    },
    stop: () => clearInterval(timer),
  };
}
