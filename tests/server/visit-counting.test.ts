/**
 * Visits counted by a running server: real requests of every kind, only the
 * visits counted as visits, bots and speculative loads apart, the rest not at
 * all; counts that survive SIGTERM and a restart while the visitor key does
 * not; and nothing sent that could identify anyone left in DATA_DIR.
 */
import { spawnSync } from "node:child_process";
import { request } from "node:http";

import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { openDatabase } from "../../server/db/database";
import { campaignVisits, pageVisits, referrerVisits, visitDays } from "../../server/db/schema";
import { quietLog } from "./support/databases";
import { processFixture } from "./support/process-fixture";
import { type ServerProcess, startServerProcess } from "./support/server-process";

const fixture = processFixture();

/** Visitors as a proxy in front of the server names them (TRUST_PROXY=1). */
type Visitor = { address: string; userAgent: string };
const visitors: [Visitor, Visitor, Visitor] = [
  { address: "198.51.100.23", userAgent: "Mozilla/5.0 (X11; Linux x86_64) VisitorOne/7.1" },
  { address: "198.51.100.24", userAgent: "Mozilla/5.0 (Android 14) VisitorTwo/8.2" },
  { address: "203.0.113.77", userAgent: "Mozilla/5.0 (iPhone) VisitorThree/9.3" },
];
const crawler = { address: "192.0.2.5", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" };

function send(
  server: ServerProcess,
  path: string,
  { method = "GET", visitor = visitors[0], headers = {} as Record<string, string> } = {},
) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      `${server.origin}${path}`,
      {
        method,
        headers: {
          "x-forwarded-for": visitor.address,
          "user-agent": visitor.userAgent,
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function storedCounts(dataDir: string) {
  const { db, close } = await openDatabase({ dataDir, holder: "cli", log: quietLog });
  try {
    return {
      days: await db.select().from(visitDays),
      pages: await db.select().from(pageVisits).orderBy(asc(pageVisits.path)),
      referrers: await db.select().from(referrerVisits),
      campaigns: await db.select().from(campaignVisits),
    };
  } finally {
    await close();
  }
}

/** The files under `folder` that hold any of `texts`, as bytes anywhere in them. */
function filesContaining(folder: string, texts: string[]): string[] {
  const grep = spawnSync("grep", ["-rlaF", ...texts.flatMap((text) => ["-e", text]), folder], {
    encoding: "utf8",
  });
  expect(grep.status, grep.stderr).not.toBe(2);
  return grep.stdout.split("\n").filter(Boolean);
}

const today = () => new Date().toISOString().slice(0, 10);
/** The first test's DATA_DIR, restarted by the second. */
let dataDir: string;

describe("counting visits in a running server", () => {
  it("counts only visits as visits, bots and speculative loads apart, and keeps no one's address or user agent", async () => {
    dataDir = await fixture.preparedDataDir();
    const server = await startServerProcess(
      fixture.env({ DATA_DIR: dataDir, TRUST_PROXY: "1", LOG_LEVEL: "info" }),
    );
    try {
      for (const visitor of visitors) {
        expect(await send(server, "/pricing?utm_source=news&utm_campaign=fall", { visitor })).toBe(
          200,
        );
      }
      expect(
        await send(server, "/pricing", {
          visitor: visitors[0],
          headers: { referer: "https://partner.example/list?who=someone" },
        }),
      ).toBe(200);
      expect(await send(server, "/es/pricing", { visitor: visitors[1] })).toBe(200);
      expect(await send(server, "/pricing", { visitor: crawler })).toBe(200);
      expect(await send(server, "/", { headers: { "sec-purpose": "prefetch" } })).toBe(200);
      expect(await send(server, "/", { headers: { "sec-purpose": "prefetch;prerender" } })).toBe(
        200,
      );
      expect(await send(server, "/", { headers: { purpose: "prefetch" } })).toBe(200);
      expect(await send(server, "/pricing", { method: "HEAD" })).toBe(200);
      expect(await send(server, "/admin/report")).toBe(200);
      expect(await send(server, "/assets/app-Ab12.js")).toBe(200);
      expect(await send(server, "/icons.svg")).toBe(200);
      expect(await send(server, "/no-such-page")).toBe(404);
      expect(await send(server, "/pricing/")).toBe(301);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.stdout()).not.toMatch(/198\.51\.100|203\.0\.113|Visitor(One|Two|Three)/);

    const counts = await storedCounts(dataDir);
    expect(counts.days).toEqual([
      { day: today(), visits: 5, visitors: 3, bots: 1, speculative: 3 },
    ]);
    expect(counts.pages).toEqual([
      { day: today(), path: "/es/pricing", visits: 1, visitors: 1 },
      { day: today(), path: "/pricing", visits: 4, visitors: 3 },
    ]);
    expect(counts.referrers).toEqual([
      { day: today(), host: "partner.example", visits: 1, visitors: 1 },
    ]);
    expect(counts.campaigns).toEqual([
      { day: today(), campaign: "fall", source: "news", medium: "", visits: 3, visitors: 3 },
    ]);

    // Every file of the cluster, the write-ahead log included.
    const sent = [...visitors, crawler].flatMap((v) => [v.address, v.userAgent]);
    expect(filesContaining(dataDir, [...sent, "who=someone"])).toEqual([]);
    // The search does see what is stored.
    expect(filesContaining(dataDir, ["partner.example"])).not.toEqual([]);
  });

  it("keeps the counts through SIGTERM and a restart, but not the key: the same visitor is new again", async () => {
    const server = await startServerProcess(fixture.env({ DATA_DIR: dataDir, TRUST_PROXY: "1" }));
    try {
      expect(await send(server, "/pricing", { visitor: visitors[0] })).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const counts = await storedCounts(dataDir);
    expect(counts.days).toEqual([
      { day: today(), visits: 6, visitors: 4, bots: 1, speculative: 3 },
    ]);
    expect(counts.pages).toContainEqual({ day: today(), path: "/pricing", visits: 5, visitors: 4 });
  });
});
