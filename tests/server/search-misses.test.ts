/**
 * Searches that found nothing, as the site's pages report them (POST
 * /api/search-misses): in process, what is counted (once per visit and
 * query, bots not at all), what is refused, the day's limit of distinct
 * queries and the retention job; and in a real server with backups on, a
 * query holding an email address and a phone number stored with both
 * replaced, their raw text in no file of DATA_DIR (the cluster, its WAL,
 * the archive's spool) nor in the server's log.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

import { asc, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { SEARCH_MISS_URL } from "~/lib/search-misses";

import { buildApp } from "../../server/app";
import { clusterLayout, socketConnection } from "../../server/db/cluster-settings";
import type { Database } from "../../server/db/database";
import { searchMisses } from "../../server/db/schema";
import { QUERIES_PER_DAY } from "../../server/search-misses/search-miss-repository";
import { backedUpServer, folderTarget } from "./support/backups";
import { openTestDatabase } from "./support/databases";
import { processFixture } from "./support/process-fixture";
import { waitUntil } from "./support/receivers";
import { makeSiteBuild, testConfig } from "./support/site-fixture";

let site: Awaited<ReturnType<typeof makeSiteBuild>>;
let database: Database;
let app: FastifyInstance;
const now = new Date("2026-11-26T12:00:00Z");
const DAY = "2026-11-26";

beforeAll(async () => {
  site = await makeSiteBuild();
  database = await openTestDatabase("embedded");
  app = await buildApp(testConfig(site.buildDir), { database, clock: () => now });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await site?.remove();
});
beforeEach(async () => {
  await app.searchMisses.flush();
  await database.db.delete(searchMisses);
});

const browser = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0";
let addresses = 0;
/** An address no other test has sent from (each has its own rate limit). */
const newAddress = () => {
  addresses += 1;
  return `10.59.${addresses >> 8}.${addresses & 255}`;
};

const miss = (query: string, more: object = {}) =>
  JSON.stringify({ query, locale: "en-US", outcome: "no-results", ...more });

const beacon = (
  body: string,
  {
    headers = {},
    address = newAddress(),
  }: { headers?: InjectOptions["headers"]; address?: string } = {},
) =>
  app.inject({
    method: "POST",
    remoteAddress: address,
    url: SEARCH_MISS_URL,
    payload: body,
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: "http://localhost:80",
      "sec-fetch-site": "same-origin",
      host: "localhost",
      "user-agent": browser,
      ...headers,
    },
  });

async function stored() {
  await app.searchMisses.flush();
  return database.db
    .select()
    .from(searchMisses)
    .orderBy(asc(searchMisses.outcome), asc(searchMisses.locale), asc(searchMisses.query));
}

describe("a search that found nothing", () => {
  it("asked by 50 visits is one row counting 50; the answer is empty and sets nothing", async () => {
    for (let visit = 0; visit < 50; visit += 1) {
      const response = await beacon(miss("Childcare  Subsidy "));
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect(await stored()).toEqual([
      { day: DAY, locale: "en-US", outcome: "no-results", query: "childcare subsidy", count: 50 },
    ]);
  });

  it("reported 10 times by one visit counts once; its language and outcome count apart", async () => {
    const address = newAddress();
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await beacon(miss("reembolso"), { address })).statusCode).toBe(204);
    }
    await beacon(miss("REEMBOLSO", { locale: "es-US" }), { address });
    await beacon(miss("reembolso", { outcome: "no-click" }), { address });
    // The same address with another browser is another visit.
    await beacon(miss("reembolso"), { address, headers: { "user-agent": `${browser} Edg/131` } });
    expect(
      (await stored()).map(({ locale, outcome, query, count }) => [locale, outcome, query, count]),
    ).toEqual([
      ["en-US", "no-click", "reembolso", 1],
      ["en-US", "no-results", "reembolso", 2],
      ["es-US", "no-results", "reembolso", 1],
    ]);
  });

  it("from a bot or from no browser is answered 204 and not counted", async () => {
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect(
      (await beacon(miss("tax form"), { headers: { "user-agent": googlebot } })).statusCode,
    ).toBe(204);
    expect((await beacon(miss("tax form"), { headers: { "user-agent": "" } })).statusCode).toBe(
      204,
    );
    expect(await stored()).toEqual([]);
  });

  it("with an email address and a phone number is stored with both replaced", async () => {
    await beacon(miss("Refund for Maria.Lopez@example.org call (512) 555-0147"));
    expect((await stored()).map((row) => row.query)).toEqual(["refund for [email] call [phone]"]);
  });
});

describe("with VISIT_COUNTING off", () => {
  it("a search that found nothing is answered 204 and not counted", async () => {
    const config = testConfig(site.buildDir);
    const notCounting = await buildApp(
      { ...config, visits: { ...config.visits, counting: false } },
      { database, clock: () => now },
    );
    try {
      const response = await notCounting.inject({
        method: "POST",
        url: SEARCH_MISS_URL,
        payload: miss("tax form"),
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": browser },
      });
      expect(response.statusCode).toBe(204);
    } finally {
      await notCounting.close();
    }
    expect(await stored()).toEqual([]);
  });
});

describe("the beacon", () => {
  it("refuses another site, bodies that are not the miss as JSON, and more than its limit", async () => {
    for (const [body, headers, status] of [
      [miss("tax"), { origin: "https://evil.example" }, 403],
      [miss("tax"), { "sec-fetch-site": "cross-site" }, 403],
      ["", {}, 400],
      ["{not json", {}, 400],
      ["null", {}, 400],
      [miss(""), {}, 400],
      [miss("tax", { locale: "fr-FR" }), {}, 400],
      [miss("tax", { outcome: "found" }), {}, 400],
      [miss("tax", { visitor: "someone" }), {}, 400],
      [miss("x".repeat(501)), {}, 400],
      [miss("tax"), { "content-type": "application/json" }, 400],
      [miss("ñ".repeat(500)), {}, 204],
      [miss("x".repeat(3000)), {}, 413],
    ] as const) {
      const response = await beacon(body, { headers });
      expect(response.statusCode, `${body.slice(0, 40)} ${JSON.stringify(headers)}`).toBe(status);
    }
    expect((await stored()).map((row) => row.query)).toEqual(["ñ".repeat(100)]);
  });

  it("is rate-limited per address", async () => {
    const address = newAddress();
    const statuses = [];
    for (let sent = 0; sent < 61; sent += 1) {
      statuses.push((await beacon(miss(`query ${sent}`), { address })).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("a day's distinct queries", () => {
  it("get rows up to the limit, decided against what is stored; the rest count as others", async () => {
    const ask = async (query: string) => expect((await beacon(miss(query))).statusCode).toBe(204);
    for (let query = 0; query < 300; query += 1) await ask(`question ${query}`);
    await app.searchMisses.flush();
    // A later batch (as after a restart) meets the 300 rows already stored.
    for (let query = 300; query < QUERIES_PER_DAY + 1; query += 1) await ask(`question ${query}`);
    await ask("question 7");
    await ask("question 600");
    await beacon(miss("question 601", { locale: "es-US" }));

    const rows = await stored();
    const english = rows.filter((row) => row.locale === "en-US");
    expect(english).toHaveLength(QUERIES_PER_DAY + 1);
    expect(english.find((row) => row.query === "")?.count).toBe(2);
    expect(english.find((row) => row.query === "question 7")?.count).toBe(2);
    const spanish = rows.filter((row) => row.locale === "es-US");
    expect(spanish.map((row) => [row.query, row.count])).toEqual([["question 601", 1]]);
  });
});

describe("retention", () => {
  it("deletes the counts of days more than 13 months old when the server starts", async () => {
    const daysAgo = (days: number) =>
      new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const row = { locale: "en-US", outcome: "no-results", query: "old", count: 1 } as const;
    await database.db.insert(searchMisses).values([
      { ...row, day: daysAgo(400) },
      { ...row, day: daysAgo(390) },
    ]);
    const restarted = await buildApp(testConfig(site.buildDir), { database });
    await restarted.close();
    const left = await database.db
      .select({ day: searchMisses.day })
      .from(searchMisses)
      .where(eq(searchMisses.query, "old"));
    expect(left).toEqual([{ day: daysAgo(390) }]);
  });
});

const fixture = processFixture();

/**
 * The files under `folder` that hold any of `texts`, as bytes anywhere in them. A file removed
 * while it is searched (a segment the server has shipped from the spool) is no error.
 */
function filesContaining(folder: string, texts: string[]): string[] {
  const grep = spawnSync("grep", ["-rlaF", ...texts.flatMap((text) => ["-e", text]), folder], {
    encoding: "utf8",
  });
  const errors = grep.stderr.split("\n").filter((line) => line && !/No such file/.test(line));
  expect(errors).toEqual([]);
  return grep.stdout.split("\n").filter(Boolean);
}

async function clusterQuery<Row>(dataDir: string, text: string): Promise<Row[]> {
  const client = new pg.Client(socketConnection(clusterLayout(dataDir)));
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}

describe("a query with personal data, in a server with backups on", () => {
  it(
    "is stored cleaned, and its raw text is in no file of DATA_DIR, the WAL and its archive included, nor in the log",
    { timeout: 120_000 },
    async () => {
      const dataDir = await fixture.preparedDataDir();
      const backupDir = await fixture.folder("brightway-backup-");
      const server = await backedUpServer(fixture, dataDir, folderTarget(backupDir), {
        LOG_LEVEL: "info",
      });
      const raw = ["maria.lopez@example.org", "(512) 555-0147", "555-0147"];
      const marker = "reembolsomarcador";
      try {
        const response = await fetch(`${server.origin}${SEARCH_MISS_URL}`, {
          method: "POST",
          headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": browser },
          body: miss(`${marker} ${raw[0]} ${raw[1]}`, { locale: "es-US" }),
        });
        expect(response.status).toBe(204);
        const rows = () =>
          clusterQuery<{ query: string; count: number }>(
            dataDir,
            "select query, count from search_misses",
          );
        await waitUntil(async () => (await rows()).length > 0);
        expect(await rows()).toEqual([{ query: `${marker} [email] [phone]`, count: 1 }]);
        // The search finds what was stored on purpose in the WAL, which holds the write now.
        expect(filesContaining(path.join(dataDir, "postgres", "pg_wal"), [marker])).not.toEqual([]);

        // The checkpoint's record follows the write in the WAL: its segment is closed by this
        // switch, or by the server's own (BACKUP_MAX_LAG_S) if that came first.
        await clusterQuery(dataDir, "checkpoint");
        const [switched] = await clusterQuery<{ segment: string }>(
          dataDir,
          "select pg_walfile_name(checkpoint_lsn) as segment from pg_control_checkpoint()",
        );
        await clusterQuery(dataDir, "select pg_switch_wal()");
        // Segment names sort in the order they were written (one timeline).
        await waitUntil(async () => {
          const [stats] = await clusterQuery<{ last: string | null }>(
            dataDir,
            "select last_archived_wal as last from pg_stat_archiver",
          );
          return (stats?.last ?? "") >= (switched?.segment ?? "~");
        }, 30_000);
        // Archived: the segment has been copied to the spool (and may be shipped from it already).
        expect(filesContaining(dataDir, raw)).toEqual([]);
      } finally {
        expect(await server.stop()).toBe(0);
      }

      expect(filesContaining(dataDir, raw)).toEqual([]);
      const log = server.stdout() + server.stderr();
      // Nor is the query logged, even cleaned.
      for (const text of [...raw, marker]) expect(log).not.toContain(text);
      // And it finds the stored query in the table's files, written by the checkpoint.
      const holding = filesContaining(dataDir, [marker]);
      expect(holding.some((file) => file.includes("/base/"))).toBe(true);
    },
  );
});
