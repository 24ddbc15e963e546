/**
 * Search misses under load: 10,000 beacons a minute (POST /api/search-misses)
 * from 64 addresses (through TRUST_PROXY), each from a browser of its own
 * with a query of its own in either language, sent evenly for a minute to a
 * started server: the answers (past 60 a minute an address is answered 429),
 * the server's peak RSS, and the rows the day holds once the server has
 * stopped (and written all it counted), against the 500 queries a day per
 * language and outcome it keeps, plus "others".
 */
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";

import { openDatabase } from "../../server/db/database.ts";
import { serverArguments } from "../../server/start-command.ts";
import { SEARCH_MISS_URL } from "../../app/lib/search-misses.ts";
import { rssMb, startServer, withPeakRss } from "./processes.mjs";
import { createDataDir } from "./visits.mjs";

const PER_MINUTE = 10_000;
const ADDRESSES = 64;
const SECONDS = 60;

const words = ["tax", "form", "refund", "reembolso", "cuota", "niños", "deadline", "ayuda"];

/** The `index`th beacon: its address, browser and query (some with personal data in them). */
function beacon(index) {
  const locale = index % 3 === 0 ? "es-US" : "en-US";
  const outcome = index % 4 === 0 ? "no-click" : "no-results";
  const query = `${words[index % words.length]} ${index} ${index % 5 === 0 ? `person${index}@example.org 512-555-${String(index % 10_000).padStart(4, "0")}` : ""}`;
  return {
    address: `198.51.100.${index % ADDRESSES}`,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.${index}.0`,
    body: JSON.stringify({ query, locale, outcome }),
  };
}

function post(origin, agent, { address, userAgent, body }) {
  return new Promise((resolve) => {
    const request = http.request(
      `${origin}${SEARCH_MISS_URL}`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "x-forwarded-for": address,
          "user-agent": userAgent,
        },
      },
      (response) => {
        response.resume();
        response.once("end", () => resolve(response.statusCode));
      },
    );
    request.once("error", () => resolve("error"));
    request.end(body);
  });
}

/** The beacons evenly spaced over the minute; how many got each answer. */
async function sendBeacons(origin) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const total = (PER_MINUTE * SECONDS) / 60;
  const interval = (SECONDS * 1000) / total;
  const answers = {};
  const pending = [];
  const start = performance.now();
  for (let index = 0; index < total; index += 1) {
    const wait = start + index * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      post(origin, agent, beacon(index)).then((status) => {
        answers[status] = (answers[status] ?? 0) + 1;
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return answers;
}

async function storedRows(dataDir) {
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const { db, close } = await openDatabase({ dataDir, holder: "cli", log: quiet });
  try {
    const result = await db.execute(
      sql`select day::text, locale, outcome, count(*)::int as rows, coalesce(sum(count) filter (where query = ''), 0)::int as others, sum(count)::int as counted from search_misses group by 1, 2, 3 order by 1, 2, 3`,
    );
    return result.rows;
  } finally {
    await close();
  }
}

export async function benchSearchMisses({ buildDir, port }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-search-misses-"));
  try {
    const dataDir = createDataDir(scratch);
    const server = await startServer({
      args: serverArguments,
      env: { BUILD_DIR: buildDir, DATA_DIR: dataDir, TRUST_PROXY: "1" },
      port,
      readyPath: "/api/health",
    });
    let load;
    const idleRssMb = rssMb(server.pid);
    try {
      load = await withPeakRss(server.pid, () => sendBeacons(server.origin));
    } finally {
      await server.stop();
    }
    return {
      idleRssMb,
      peakRssMb: load.peakRssMb,
      answers: load.result,
      perDay: await storedRows(dataDir),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function searchMissesTable({ idleRssMb, peakRssMb, answers, perDay }) {
  const check = (met) => (met ? "met" : "**not met**");
  const bounded = perDay.every((slot) => slot.rows <= 501);
  return [
    `Search misses: ${PER_MINUTE.toLocaleString("en-US")} beacons a minute from ${ADDRESSES} addresses for ${SECONDS} s, each from its own browser with its own query`,
    "",
    "| what | figure | target |",
    "|---|---|---|",
    `| answers | ${Object.entries(answers)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", ")} | 204 up to 60 a minute an address, then 429 |`,
    `| server RSS | idle ${idleRssMb.toFixed(0)} MB, peak ${peakRssMb.toFixed(0)} MB | ≤ 256 MB: ${check(peakRssMb <= 256)} |`,
    ...perDay.map(
      (slot) =>
        `| rows ${slot.day} ${slot.locale} ${slot.outcome} | ${slot.rows} rows (${slot.counted} counted, ${slot.others} as others) | ≤ 501: ${check(slot.rows <= 501)} |`,
    ),
    `| rows bounded | ${bounded ? "yes" : "no"} | |`,
  ].join("\n");
}
