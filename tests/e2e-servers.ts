/**
 * The servers the browser tests run against, shared by playwright.config.ts
 * and the tests. Both serve real builds with `npm start`'s server, each with
 * a fresh embedded database.
 */
import { tmpdir } from "node:os";
import path from "node:path";

const port = Number(process.env.TEST_PORT ?? 4173);

/** Lets the tests read what the forms stored, through GET /api/admin/leads. */
export const ADMIN_TOKEN = "e2e-admin-token-0123456789";

/**
 * Form endpoints baked into the second build ("configured-endpoints"):
 * same-origin paths the server does not accept, so an un-mocked POST fails
 * for real; tests mock them with page.route to succeed.
 */
export const testEndpoints = {
  demoRequest: "/forms/demo-request",
  contact: "/forms/contact",
};

const serverEnv = (name: string) => ({
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  ADMIN_TOKEN,
  // Every test posts from 127.0.0.1; the limit itself is tested on servers of its own.
  FORM_RATE_LIMIT_MAX: "10000",
  DATA_DIR: path.join(tmpdir(), `brightway-e2e-${name}-${port}`),
});

export const e2eServers = {
  /** The site as shipped: forms post to its own /api. */
  site: { port, env: serverEnv("site"), buildDir: process.env.BUILD_DIR ?? "build" },
  /** The same site built with VITE_*_URL pointing the forms elsewhere. */
  configured: {
    port: port + 1,
    env: {
      ...serverEnv("configured"),
      VITE_DEMO_REQUEST_URL: testEndpoints.demoRequest,
      VITE_CONTACT_URL: testEndpoints.contact,
    },
    buildDir: `${process.env.BUILD_DIR ?? "build"}-endpoints`,
  },
};
