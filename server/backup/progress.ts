/**
 * What a long backup task (a base backup, a restore, a dump, a load) has done so far: the task
 * names each step with the totals it knows, then adds what it does. Whoever runs the task shows
 * it or not (the operator's command draws it on a terminal, server/cli/progress.ts); the
 * server's own backups and drills pass none.
 */
export interface Counts {
  bytes?: number;
  /** Files, rows or indexes: what the step's `unit` names. */
  items?: number;
}

export interface Progress {
  /** A new step, its counts at zero: its name, what its items are, and its totals where known. */
  step(name: string, unit: string, totals?: Counts): void;
  /** Adds to the step's counts. */
  add(done: Counts): void;
}

export const noProgress: Progress = { step: () => {}, add: () => {} };
