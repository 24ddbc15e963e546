import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, chromiumExecutable } from "./tests/browser";

const port = Number(process.env.TEST_PORT ?? 4173);
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: isCI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "on-first-retry",
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // The real build, served exactly as `npm start` serves it.
  webServer: {
    command: "node scripts/start.mjs",
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !isCI,
    timeout: 180_000,
  },
});
