import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs, chromiumExecutable } from "./scripts/chromium.mjs";
import { testEndpoints } from "./tests/endpoints";

const port = Number(process.env.TEST_PORT ?? 4173);
const configuredPort = port + 1;
const buildDir = process.env.BUILD_DIR ?? "build";
const isCI = Boolean(process.env.CI);
/** Test servers listen on loopback only and log warnings and errors only. */
const serverEnv = { HOST: "127.0.0.1", LOG_LEVEL: "warn" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: isCI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    ...devices["Desktop Chrome"],
    trace: "on-first-retry",
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [
    // The site as shipped: no form endpoints, so forms simulate success.
    {
      name: "site",
      testIgnore: /configured\//,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    // The same site built with form endpoints set, for the POST paths.
    {
      name: "configured-endpoints",
      testMatch: /configured\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${configuredPort}` },
    },
  ],
  // Real builds, served exactly as `npm start` serves them.
  webServer: [
    {
      command: "node --import tsx server/main.ts",
      env: { ...serverEnv, PORT: String(port), BUILD_DIR: buildDir },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
    },
    {
      command: "node --import tsx server/main.ts",
      env: {
        ...serverEnv,
        PORT: String(configuredPort),
        BUILD_DIR: `${buildDir}-endpoints`,
        VITE_DEMO_REQUEST_URL: testEndpoints.demoRequest,
        VITE_CONTACT_URL: testEndpoints.contact,
      },
      url: `http://127.0.0.1:${configuredPort}/`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
    },
  ],
});
