import { defineConfig } from "vitest/config";

import { WaitingFirstSequencer } from "./tests/server/support/waiting-first-sequencer.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    restoreMocks: true,
    sequence: { sequencer: WaitingFirstSequencer },
    // Each pass leaves its per-file times for `npm run test:profile`.
    reporters: ["default", "json"],
    outputFile: { json: `reports/tests/${process.env.TEST_REPORT ?? "unit-and-server"}.json` },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["tests/unit/setup.ts"],
          // Vitest's default leaves one of two cores idle: each file's time is mostly its own
          // set-up (happy-dom, transforms), which two workers share out (32 s → 21 s a pass).
          maxWorkers: 2,
          // A worker runs its files in one module graph and environment, set up once: 17 s →
          // 4.3 s a pass. The files share no state: each test's DOM is cleaned up (setup.ts), each
          // stubbed global put back (below), and every test passes in any order (checked with
          // --sequence.shuffle over twelve seeds).
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/server/support/global-setup.ts"],
          setupFiles: ["tests/server/support/bundled-jobs.ts"],
          // Most of a server test's time is spent waiting on processes and databases: on two
          // cores, three files at a time keep both busy (Vitest's default would be one).
          maxWorkers: 3,
          // A worker runs its files in one module graph: the server's modules are imported once
          // per worker, not per file (import time 43 s → 10 s summed, CPU 479 → 420 s a pass). They
          // keep no state between apps; each file makes its own apps, databases and folders.
          isolate: false,
          // Vitest runs projects of different worker counts one after the other: unit first.
          sequence: { groupOrder: 1 },
          // Real processes, databases and retries take longer than Vitest's 5 s default.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
