/**
 * The whole app in process (app.inject) on a fixture build, with a fresh
 * database of the chosen engine, for the API's HTTP contract.
 */
import type { FastifyInstance } from "fastify";

import { buildApp } from "../../../server/app";
import type { ServerConfig } from "../../../server/config";
import type { Database } from "../../../server/db/database";
import { type Engine, openTestDatabase } from "./databases";
import { makeSiteBuild, testConfig } from "./site-fixture";

export interface IntakeApp {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

export async function startIntakeApp(
  engine: Engine,
  overrides: Partial<ServerConfig> = {},
): Promise<IntakeApp> {
  const site = await makeSiteBuild();
  const database = await openTestDatabase(engine);
  const app = await buildApp(testConfig(site.buildDir, overrides), { database });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await site.remove();
    },
  };
}

/** A valid demo request, booked a week from now. */
export function demoRequest(overrides: Record<string, unknown> = {}) {
  const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    name: "Ada Lovelace",
    email: "ada@example.org",
    phone: "(512) 555-0100",
    demoDate: inAWeek,
    locale: "en-US",
    ...overrides,
  };
}

export function contactMessage(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.org",
    inquiryType: "support",
    message: "How do reimbursements work for tutoring?",
    locale: "en-US",
    ...overrides,
  };
}

export const ADMIN_TOKEN = "test-admin-token-0123456789";

/** For files that send many requests from one address; the limit itself has its own tests. */
export const noRateLimit = {
  rateLimitMax: 10_000,
  rateLimitWindowS: 600,
  trustProxy: false as const,
  allowedOrigins: [],
};

/** A Standard Webhooks secret for tests only. */
export const webhookSecret = "whsec_dGVzdC1vbmx5LXNlY3JldC1rZXk=";
export const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` };
