/**
 * A run at another date (scripts/at-date.mjs) preloads libfaketime into every
 * process it starts. Processes started with a cleared environment (the
 * embedded PostgreSQL, the servers and commands the tests start) are given
 * these variables back, so they read the same moved clock.
 */
export function movedClock(): NodeJS.ProcessEnv {
  const { FAKETIME, FAKETIME_DONT_FAKE_MONOTONIC, LD_PRELOAD } = process.env;
  return FAKETIME ? { FAKETIME, FAKETIME_DONT_FAKE_MONOTONIC, LD_PRELOAD } : {};
}
