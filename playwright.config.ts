import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, testChromiumExecutable } from "./scripts/chromium.mjs";
import { serverCommand } from "./server/start-command";
import { e2eServers } from "./tests/e2e-servers";

const isCI = Boolean(process.env.CI);
const origin = (port: number) => `http://127.0.0.1:${port}`;

/** `npm start`'s server on a real build, with a database emptied before it starts. */
function webServer({ port, env, buildDir }: (typeof e2eServers)[keyof typeof e2eServers]) {
  return {
    command: `rm -rf "${env.DATA_DIR}" && ${serverCommand}`,
    env: { ...env, PORT: String(port), BUILD_DIR: buildDir },
    url: `${origin(port)}/api/health`,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    // SIGTERM, so that the server stops its database; Playwright's default SIGKILL would leave it running.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // Playwright's 30 s is a budget for a fast machine; on two shared cores a test that visits
  // several pages with axe took 31 s and failed (steps keep their own 5 s expectations).
  timeout: 60_000,
  workers: 2,
  reporter: [
    ["list"],
    // Per-spec times for `npm run test:profile`.
    ["json", { outputFile: "reports/tests/browser.json" }],
    ...(isCI ? [["html", { open: "never" }] as const] : []),
  ],
  use: {
    ...devices["Desktop Chrome"],
    trace: "on-first-retry",
    launchOptions: { executablePath: testChromiumExecutable, args: chromiumArgs },
  },
  projects: [
    // The owners' console first: its tests are the longest (5–20 s), and started last they left
    // one worker alone for the pass's final minute. On servers of its own (console/fixtures.ts).
    {
      name: "console",
      testMatch: /e2e\/console\/.*\.spec\.ts/,
    },
    {
      name: "site",
      testIgnore: /e2e\/(configured|console)\//,
      use: { baseURL: origin(e2eServers.site.port) },
    },
    {
      name: "configured-endpoints",
      testMatch: /configured\/.*\.spec\.ts/,
      use: { baseURL: origin(e2eServers.configured.port) },
    },
  ],
  webServer: [webServer(e2eServers.site), webServer(e2eServers.configured)],
});
