/**
 * The hostile load, bounded for CI: `npm start`'s server (its heap limit
 * included, so that running out of memory shows) on a DATA_DIR, every route
 * the app has tried by strangers and by a signed-in editor from 64 loopback
 * addresses (scripts/bench/hostile-requests.ts: the largest body each route
 * accepts and one byte more, bodies that do not parse, framing that
 * contradicts itself, headers past Node's limit, headers and bodies a byte at a
 * time, a million-character passkey id) until each attempt has ended at least
 * once. The server never exits, never answers 5xx, its memory stays under its
 * bound, and a visitor's leads meanwhile are taken and delivered.
 * `npm run bench -- hostile` runs the same for a minute and times the visitor.
 */
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { readConfig } from "../../server/config";
import {
  acceptInvitation,
  endedAsExpected,
  loopbackAddresses,
  misanswered,
  outcomeTotals,
  runHostileLoad,
  visitorLeads,
} from "../../scripts/bench/hostile-load";
import { hostileAttempts, listRoutes } from "../../scripts/bench/hostile-requests";
import { PUBLIC_ORIGIN } from "./support/console";
import { openTestDatabase } from "./support/databases";
import { leadsCommand } from "./support/leads-command";
import { processFixture } from "./support/process-fixture";
import { startSmtpServer, waitUntil } from "./support/receivers";
import { startServerProcess } from "./support/server-process";
import { repositoryRoot } from "./support/site-fixture";

const fixture = processFixture();

const framingSample = new Set(["GET /*", "POST /api/demo-requests", "PUT /api/admin/entries/:id"]);

/** The server's own bound (docs/performance.md): what `--max-old-space-size=256` is there for. */
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

describe("the hostile load", () => {
  it(
    "never takes the server down, never meets a 5xx, and a visitor's leads are taken and delivered",
    { timeout: 150_000 },
    async () => {
      const smtp = await startSmtpServer();
      const env = fixture.env({
        DATA_DIR: await fixture.preparedDataDir(),
        PUBLIC_ORIGIN,
        // The forms' own limit per address, as the site runs.
        FORM_RATE_LIMIT_MAX: "",
        SMTP_URL: smtp.url,
        LEADS_EMAIL_TO: "leads@brightway.example",
        LEADS_EMAIL_FROM: "site@brightway.example",
      });
      // The routes as the server's own config builds them, on a database of the test's.
      const database = await openTestDatabase("postgres");
      const routes = await listRoutes(
        readConfig({ ...env, DATA_DIR: await fixture.folder() }, repositoryRoot),
        { database },
      ).finally(() => database.close());

      const server = await startServerProcess(env);
      const memory: number[] = [];
      const sampler = setInterval(() => {
        const mb = residentMb(server.child.pid as number);
        if (mb !== undefined) memory.push(mb);
      }, 1000);
      try {
        const invited = await leadsCommand(
          env,
          "invite",
          "--email",
          "editor@example.org",
          "--role",
          "editor",
        );
        expect(invited.code).toBe(0);
        const cookie = await acceptInvitation(server.origin, PUBLIC_ORIGIN, invited.stdout);
        const attempts = hostileAttempts(
          routes,
          [
            { who: "stranger", publicOrigin: PUBLIC_ORIGIN },
            { who: "editor", publicOrigin: PUBLIC_ORIGIN, cookie },
          ],
          // Answered alike whatever the route (the bench sends them to every one): a page, a
          // form and a console route here, to keep the test short.
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
        const totals = outcomeTotals(counts);
        console.info(
          `hostile load: ${attempts.length} attempts on ${routes.length} routes; answers ${JSON.stringify(totals)}; server RSS max ${Math.max(...memory).toFixed(0)} MB; ${leads.length} leads`,
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
      } finally {
        clearInterval(sampler);
        await server.stop();
        await smtp.close();
      }
    },
  );
});
