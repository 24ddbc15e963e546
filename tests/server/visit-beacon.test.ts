/**
 * The beacon of a prerendered page that is shown (POST /api/visits), in
 * process: it counts once where the prerender counted apart, only for the
 * site's own pages, from the site itself, within a rate limit; and a new UTC
 * day brings a new key, so yesterday's visitor is a new one today.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { buildApp } from "../../server/app";
import type { Database } from "../../server/db/database";
import { pageVisits, visitDays } from "../../server/db/schema";
import { openTestDatabase } from "./support/databases";
import { makeSiteBuild, testConfig } from "./support/site-fixture";

let site: Awaited<ReturnType<typeof makeSiteBuild>>;
let database: Database;
let app: FastifyInstance;
let now = new Date("2026-11-26T23:59:00Z");

beforeAll(async () => {
  site = await makeSiteBuild();
  database = await openTestDatabase("embedded");
  app = await buildApp(testConfig(site.buildDir), { database, clock: () => now });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await site.remove();
});
beforeEach(async () => {
  await app.visits.flush();
  await database.db.delete(pageVisits);
  await database.db.delete(visitDays);
});

const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" };
const beacon = (body: string, headers: InjectOptions["headers"] = {}, remoteAddress?: string) =>
  app.inject({
    method: "POST",
    remoteAddress,
    url: "/api/visits",
    payload: body,
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: "http://localhost:80",
      "sec-fetch-site": "same-origin",
      host: "localhost",
      ...browser,
      ...headers,
    },
  });

async function counted() {
  await app.visits.flush();
  return {
    days: await database.db.select().from(visitDays),
    pages: await database.db.select().from(pageVisits),
  };
}

describe("a prerendered page", () => {
  it("counts apart when prerendered, and once as a visit when shown", async () => {
    const prerender = await app.inject({
      url: "/pricing?utm_campaign=fall",
      headers: { ...browser, "sec-purpose": "prefetch;prerender" },
    });
    expect(prerender.statusCode).toBe(200);
    const shown = await beacon("/pricing?utm_campaign=fall");
    expect(shown.statusCode).toBe(204);
    expect(shown.body).toBe("");
    expect(shown.headers["set-cookie"]).toBeUndefined();

    const { days, pages } = await counted();
    expect(days).toEqual([{ day: "2026-11-26", visits: 1, visitors: 1, bots: 0, speculative: 1 }]);
    expect(pages).toEqual([{ day: "2026-11-26", path: "/pricing", visits: 1, visitors: 1 }]);
  });
});

describe("a page", () => {
  it("counts under its one path however its address was written, without the query", async () => {
    expect(
      (await app.inject({ url: "/pric%69ng?email=a%40b.example", headers: browser })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: "/es/pricing", headers: browser })).statusCode).toBe(200);
    const { pages } = await counted();
    expect(pages.map((row) => row.path).sort()).toEqual(["/es/pricing", "/pricing"]);
  });
});

describe("the beacon", () => {
  it("refuses junk, other sites and paths that are not pages, counting nothing", async () => {
    for (const [body, headers, status] of [
      ["", {}, 400],
      ["pricing", {}, 400],
      ["//evil.example/pricing", {}, 400],
      ["/no-such-page", {}, 400],
      ["/assets/app-Ab12.js", {}, 400],
      ["/admin/report", {}, 400],
      ["/%E0%A4%A", {}, 400],
      ["/pricing", { origin: "https://evil.example" }, 403],
      ["/pricing", { "sec-fetch-site": "cross-site" }, 403],
      ["/pricing", { "content-type": "application/json" }, 400],
      [`/${"a".repeat(3000)}`, {}, 413],
    ] as const) {
      const response = await beacon(body, headers);
      expect(response.statusCode, `${body.slice(0, 40)} ${JSON.stringify(headers)}`).toBe(status);
    }
    const refused = await app.inject({ method: "GET", url: "/api/visits" });
    expect(refused.statusCode).toBe(404);
    expect(await counted()).toEqual({ days: [], pages: [] });
  });

  it("is rate-limited per address", async () => {
    const statuses = [];
    for (let sent = 0; sent < 61; sent += 1) {
      statuses.push((await beacon("/", {}, "203.0.113.9")).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the visitor key", () => {
  it("is replaced at UTC midnight: the same visitor counts again the next day", async () => {
    const visitor = { remoteAddress: "198.51.100.40", headers: browser };
    now = new Date("2026-11-26T23:59:00Z");
    await app.inject({ url: "/pricing", ...visitor });
    await app.inject({ url: "/pricing", ...visitor });
    now = new Date("2026-11-27T00:01:00Z");
    await app.inject({ url: "/pricing", ...visitor });
    const { days } = await counted();
    expect(days.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
      { day: "2026-11-26", visits: 2, visitors: 1, bots: 0, speculative: 0 },
      { day: "2026-11-27", visits: 1, visitors: 1, bots: 0, speculative: 0 },
    ]);
  });
});
