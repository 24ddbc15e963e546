/**
 * The hostile load, bounded for CI: `npm start`'s server (its heap limit
 * included, so that running out of memory shows) on a DATA_DIR, every route
 * the app has tried by strangers and by a signed-in editor from 64 loopback
 * addresses (scripts/bench/hostile-requests.ts: the largest body each route
 * accepts and one byte more, bodies that do not parse, framing that
 * contradicts itself, headers past Node's limit, headers and bodies a byte at a
 * time, a million-character passkey id) until each attempt has ended at least
 * once. The server never exits, never answers 5xx, its memory stays under its
 * bound, and a visitor's leads meanwhile are taken and delivered. Then more
 * connections than it holds, each with a form's body all but finished.
 * `npm run bench -- hostile` runs the same for a minute and times the visitor.
 */
import { readFileSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type ServerConfig, readConfig } from "../../server/config";
import {
  acceptInvitation,
  endedAsExpected,
  holdConnections,
  loopbackAddresses,
  misanswered,
  outcomeTotals,
  runHostileLoad,
  sendLead,
  visitorLeads,
} from "../../scripts/bench/hostile-load";
import {
  type ListedRoute,
  hostileAttempts,
  listRoutes,
  unfinishedBody,
} from "../../scripts/bench/hostile-requests";
import { PUBLIC_ORIGIN } from "./support/console";
import { openTestDatabase } from "./support/databases";
import { leadsCommand } from "./support/leads-command";
import { processFixture } from "./support/process-fixture";
import { startSmtpServer, waitUntil } from "./support/receivers";
import { type ServerProcess, startServerProcess } from "./support/server-process";
import { repositoryRoot } from "./support/site-fixture";

const fixture = processFixture();

/** Answered alike whatever the route (the bench sends them to every one): a page, a form, the console. */
const framingSample = new Set(["GET /*", "POST /api/demo-requests", "PUT /api/admin/entries/:id"]);

/** The server's own bound (docs/performance.md): what the server's heap flags are there for. */
const SERVER_RSS_LIMIT_MB = 256;

/** The server's resident memory, from /proc (undefined once it is gone). */
function residentMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
  } catch {
    return undefined;
  }
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let config: ServerConfig;
let routes: ListedRoute[];
let server: ServerProcess;
let cookie: string;
/** The server's RSS each second, from its start on. */
const memory: number[] = [];
let sampler: NodeJS.Timeout;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const env = fixture.env({
    DATA_DIR: await fixture.preparedDataDir(),
    PUBLIC_ORIGIN,
    // The forms' own limit per address, as the site runs.
    FORM_RATE_LIMIT_MAX: "",
    SMTP_URL: smtp.url,
    LEADS_EMAIL_TO: "leads@brightway.example",
    LEADS_EMAIL_FROM: "site@brightway.example",
  });
  // The routes as the server's own settings build them, on a database of the test's.
  config = readConfig({ ...env, DATA_DIR: await fixture.folder() }, repositoryRoot);
  const database = await openTestDatabase("postgres");
  routes = await listRoutes(config, { database }).finally(() => database.close());

  server = await startServerProcess(env);
  sampler = setInterval(() => {
    const mb = residentMb(server.child.pid as number);
    if (mb !== undefined) memory.push(mb);
  }, 1000);
  const invited = await leadsCommand(
    env,
    "invite",
    "--email",
    "editor@example.org",
    "--role",
    "editor",
  );
  expect(invited.code).toBe(0);
  cookie = await acceptInvitation(server.origin, PUBLIC_ORIGIN, invited.stdout);
});

afterAll(async () => {
  clearInterval(sampler);
  await server?.stop();
  await smtp?.close();
});

describe("the hostile load", () => {
  it(
    "never takes the server down, never meets a 5xx, and a visitor's leads are taken and delivered",
    { timeout: 150_000 },
    async () => {
      const attempts = hostileAttempts(
        routes,
        [
          { who: "stranger", publicOrigin: PUBLIC_ORIGIN },
          { who: "editor", publicOrigin: PUBLIC_ORIGIN, cookie },
        ],
        (route) => framingSample.has(`${route.method} ${route.url}`),
      );
      let loading = true;
      const [counts, leads] = await Promise.all([
        runHostileLoad({
          port: server.port,
          attempts,
          addresses: loopbackAddresses(64),
          slowPerAddress: 4,
          minimumMs: 10_000,
          maximumMs: 50_000,
          slowForMs: 15_000,
          answerWithinMs: 20_000,
        }).finally(() => (loading = false)),
        visitorLeads({
          port: server.port,
          addresses: loopbackAddresses(8, 1, 1),
          everyMs: 1000,
          busy: () => loading,
          label: "hostile",
        }),
      ]);
      console.info(
        `hostile load: ${attempts.length} attempts on ${routes.length} routes; answers ${JSON.stringify(outcomeTotals(counts))}; server RSS at most ${Math.max(...memory).toFixed(0)} MB; ${leads.length} leads`,
      );

      expect(server.child.exitCode, server.stderr().slice(-2000)).toBeNull();
      expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
      expect(misanswered(counts, endedAsExpected)).toEqual([]);
      expect(Math.max(...memory)).toBeLessThanOrEqual(SERVER_RSS_LIMIT_MB);
      const notTried = counts.filter((count) => Object.keys(count.outcomes).length === 0);
      expect(notTried.map(({ who, route, kind }) => `${who}: ${route}: ${kind}`)).toEqual([]);

      expect(leads.length).toBeGreaterThanOrEqual(5);
      expect(leads.map((lead) => lead.status)).toEqual(leads.map(() => 201));
      await waitUntil(
        () => leads.every((lead) => smtp.emails.some((email) => email.text.includes(lead.email))),
        30_000,
      );
    },
  );

  it(
    "holds no more connections than its bound, each with a form's body all but sent, and takes leads once they go",
    { timeout: 60_000 },
    async () => {
      const contactForm = routes.find((route) => route.url === "/api/contact-messages");
      expect(contactForm).toBeDefined();
      const extra = 200;
      const flood = await holdConnections({
        port: server.port,
        addresses: loopbackAddresses(64),
        count: config.maxConnections + extra,
        make: () =>
          unfinishedBody(contactForm as ListedRoute, {
            who: "stranger",
            publicOrigin: PUBLIC_ORIGIN,
          }),
        settleMs: 2000,
      });
      try {
        expect(flood.held).toBeLessThanOrEqual(config.maxConnections);
        expect(flood.refused).toBeGreaterThanOrEqual(extra);
        expect(residentMb(server.child.pid as number)).toBeLessThanOrEqual(SERVER_RSS_LIMIT_MB);
      } finally {
        flood.release();
      }
      // The server lets go of each connection as its client closes it.
      let status = 0;
      for (let attempt = 0; attempt < 10 && status !== 201; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
        status = (await sendLead(server.port, "127.0.2.1", attempt, "after")).status;
      }
      expect(status).toBe(201);
      expect(server.child.exitCode).toBeNull();
    },
  );
});
