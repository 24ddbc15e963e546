/**
 * Counting visits: what it costs. Pages served per second and p99 with
 * counting on and off (VISIT_COUNTING): two servers on the same build (on
 * BENCH_PORT and the next port) loaded at the same time with the same
 * requests (many addresses through TRUST_PROXY, several pages, a few
 * referrers and campaigns), medians of 3 runs; the counter's memory after 1,000,000
 * visits over 10,000 addresses; and the islands entry's gzip size, which now
 * carries the prerender beacon.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import autocannon from "autocannon";

import { serverArguments } from "../../server/start-command.ts";
import { root, startServer } from "./processes.mjs";

/** Per server: both are loaded at once. */
const CONNECTIONS = 25;
const DURATION_S = 10;
/** Runs of both servers at once. */
const ROUNDS = 3;
const PAGES = ["/", "/pricing", "/es/pricing", "/about", "/contact", "/es"];

/** 200 distinct requests, cycled: different visitors, pages, referrers and campaigns. */
function requests() {
  return Array.from({ length: 200 }, (_, index) => ({
    method: "GET",
    path: `${PAGES[index % PAGES.length]}${index % 20 === 0 ? "?utm_campaign=fall&utm_source=news" : ""}`,
    headers: {
      "accept-encoding": "br, gzip",
      "x-forwarded-for": `198.51.${index >> 8}.${index & 255}`,
      "user-agent": `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.${index}.0`,
      ...(index % 10 === 0 ? { referer: `https://site-${index}.example/` } : {}),
    },
  }));
}

function load(origin) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url: origin, connections: CONNECTIONS, duration: DURATION_S, requests: requests() },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A start can outlast the server's plugin timeout on a busy shared machine: up to 3 tries. */
async function start(options, triesLeft = 3) {
  try {
    return await startServer(options);
  } catch (error) {
    if (triesLeft <= 1) throw error;
    return start(options, triesLeft - 1);
  }
}

/** A server with counting on or off, on its own DATA_DIR and port. */
function serve({ buildDir, port, dataDir }, counting) {
  return start({
    args: serverArguments,
    env: { BUILD_DIR: buildDir, DATA_DIR: dataDir, TRUST_PROXY: "1", VISIT_COUNTING: counting },
    port,
    readyPath: "/api/health",
  });
}

const figures = (result) => ({
  requestsPerSecond: result.requests.average,
  p99Ms: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

/** A DATA_DIR with its cluster created up front: creating one takes longer than a start may. */
export function createDataDir(scratch) {
  chmodSync(scratch, 0o755); // as root, the database's own user must pass through
  const dataDir = path.join(scratch, "data");
  const seed = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/bench/engine-ceiling.ts", "seed", dataDir, "0"],
    { cwd: root, encoding: "utf8" },
  );
  if (seed.status !== 0) throw new Error(seed.stderr);
  return dataDir;
}

function counterMemory() {
  const run = spawnSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", "scripts/bench/visit-memory.ts", "86", "1000000", "10000"],
    { cwd: root, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

function entryGzipBytes(buildDir) {
  const manifest = JSON.parse(readFileSync(path.join(root, buildDir, "islands.json"), "utf8"));
  return manifest.entry.reduce(
    (total, script) =>
      total +
      gzipSync(readFileSync(path.join(root, buildDir, "client", script)), { level: 9 }).length,
    0,
  );
}

/**
 * Both servers run at once and are loaded at once, so that whatever else the
 * shared machine is doing weighs on both alike; the same requests to each.
 */
export async function benchVisits({ buildDir, port }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-visits-"));
  chmodSync(scratch, 0o755); // the data folders inside must be reachable by the database's user
  const runs = { on: [], off: [] };
  try {
    const servers = {};
    for (const [index, counting] of ["on", "off"].entries()) {
      const dataDir = createDataDir(mkdtempSync(path.join(scratch, `${counting}-`)));
      servers[counting] = await serve({ buildDir, port: port + index, dataDir }, counting);
    }
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [on, off] = await Promise.all([load(servers.on.origin), load(servers.off.origin)]);
        runs.on.push(figures(on));
        runs.off.push(figures(off));
      }
    } finally {
      await Promise.all(Object.values(servers).map((server) => server.stop()));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const summary = (list) => ({
    requestsPerSecond: Math.round(median(list.map((run) => run.requestsPerSecond))),
    p99Ms: median(list.map((run) => run.p99Ms)),
    errors: list.reduce((total, run) => total + run.errors, 0),
  });
  return {
    on: summary(runs.on),
    off: summary(runs.off),
    runs,
    memory: counterMemory(),
    entryGzipBytes: entryGzipBytes(buildDir),
  };
}

export function visitsTable({ on, off, memory, entryGzipBytes }) {
  const ratio = on.requestsPerSecond / off.requestsPerSecond;
  const p99 = on.p99Ms - off.p99Ms;
  const check = (met) => (met ? "met" : "**not met**");
  return [
    `Counting visits (autocannon, both servers at once, ${CONNECTIONS} connections each, ${DURATION_S} s a run, medians of ${ROUNDS}; 200 distinct visitors over ${PAGES.length} pages)`,
    "",
    "| what | counting on | counting off | result | target |",
    "|---|---|---|---|---|",
    `| pages/s | ${on.requestsPerSecond} | ${off.requestsPerSecond} | ratio ${ratio.toFixed(3)} | ≥ 0.95: ${check(ratio >= 0.95)} |`,
    `| p99 ms | ${on.p99Ms} | ${off.p99Ms} | on − off ${p99} ms | ≤ 1 ms: ${check(p99 <= 1)} |`,
    `| errors | ${on.errors} | ${off.errors} | | 0 |`,
    `| memory above idle, ${memory.visits.toLocaleString("en-US")} visits over ${memory.addresses.toLocaleString("en-US")} addresses and ${memory.pages} pages | kept: heap and typed arrays ${memory.heapAboveIdleMb.toFixed(1)} MB, RSS ${memory.rssAboveIdleMb.toFixed(1)} MB above a warmed-up idle (${memory.rssAboveColdMb.toFixed(1)} MB above a cold start, the garbage collector's pools included) | | ${memory.visitorsToday} visitors counted | ≤ 20 MB: ${check(Math.max(memory.heapAboveIdleMb, memory.rssAboveIdleMb) <= 20)} |`,
    `| islands entry, gzip | ${entryGzipBytes} B | | | ≤ 2,560 B: ${check(entryGzipBytes <= 2560)} |`,
  ].join("\n");
}
