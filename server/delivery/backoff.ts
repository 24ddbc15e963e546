/**
 * When to try a failed delivery again: exponential backoff from the base
 * delay, capped at an hour, with jitter so that retries after an outage do
 * not arrive all at once; after 24 hours of trying, give up.
 */
export const MAX_DELAY_S = 60 * 60;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

export interface RetryInput {
  /** Attempts made so far, this one included (1 after the first failure). */
  attempts: number;
  createdAt: Date;
  now: Date;
  baseS: number;
  /** 0 ≤ random() < 1; injectable for tests. */
  random?: () => number;
}

/** The time of the next attempt, or undefined when the delivery should be marked failed. */
export function nextAttemptAt({
  attempts,
  createdAt,
  now,
  baseS,
  random = Math.random,
}: RetryInput): Date | undefined {
  const delayS = Math.min(baseS * 2 ** Math.max(attempts - 1, 0), MAX_DELAY_S);
  // "Equal jitter": at least half the delay, at most all of it.
  const retryAt = new Date(now.getTime() + delayS * 1000 * (0.5 + random() / 2));
  return retryAt.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? undefined : retryAt;
}
