/**
 * Expensive jobs in turn: each rendering starts a process of 110–130 MB
 * (./job-process.ts), so they run a fixed number at a time, never one per
 * request. Two lanes: the site's own work (publishing, the status page) is
 * never refused, only waits, and goes first; what a person asked for and
 * watches (a preview) waits in a bounded line, and past it is refused with
 * how long to wait, so a burst of requests holds neither processes nor
 * memory.
 */

export type Lane = "site" | "interactive";

/** The interactive line is full: try again in `retryAfterSeconds`. */
export class QueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`busy: try again in ${retryAfterSeconds} s`);
  }
}

export interface JobQueue {
  /** Runs `work` once a slot is free; QueueFull at once when an interactive job has no room to wait. */
  run: <T>(work: () => Promise<T>, lane: Lane) => Promise<T>;
  /** Jobs running and waiting now. */
  load: () => { running: number; waiting: number };
}

export interface JobQueueLimits {
  /** Jobs at once. */
  slots: number;
  /** Interactive jobs that may wait for a slot; more are refused. */
  interactiveWaiting: number;
  /** What a job is expected to take before any has run. */
  firstEstimateMs: number;
}

/** How much of a job's time the estimate takes from the last job, the rest from the ones before. */
const ESTIMATE_WEIGHT = 0.3;

export function jobQueue({ slots, interactiveWaiting, firstEstimateMs }: JobQueueLimits): JobQueue {
  const waiting: Record<Lane, (() => void)[]> = { site: [], interactive: [] };
  let running = 0;
  let estimateMs = firstEstimateMs;

  const waitingCount = () => waiting.site.length + waiting.interactive.length;

  function startNext() {
    while (running < slots) {
      const next = waiting.site.shift() ?? waiting.interactive.shift();
      if (!next) return;
      running += 1;
      next();
    }
  }

  async function run<T>(work: () => Promise<T>, lane: Lane): Promise<T> {
    if (lane === "interactive" && waiting.interactive.length >= interactiveWaiting) {
      const ahead = running + waitingCount();
      throw new QueueFull(Math.max(1, Math.ceil((ahead * estimateMs) / slots / 1000)));
    }
    await new Promise<void>((start) => {
      waiting[lane].push(start);
      startNext();
    });
    const started = performance.now();
    try {
      return await work();
    } finally {
      estimateMs += ESTIMATE_WEIGHT * (performance.now() - started - estimateMs);
      running -= 1;
      startNext();
    }
  }

  return { run, load: () => ({ running, waiting: waitingCount() }) };
}
