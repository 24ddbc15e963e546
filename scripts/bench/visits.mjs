/**
 * Counting visits: what it costs. Pages served per second and p99 with
 * counting on and off (VISIT_COUNTING), alternating runs on the same build
 * and requests (many addresses through TRUST_PROXY, several pages, a few
 * referrers and campaigns), medians; the counter's memory after 1,000,000
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

const CONNECTIONS = 50;
const DURATION_S = 10;
/** Alternating on, off, on, off…: each setting this many times. */
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

async function serve({ buildDir, port, dataDir }, counting) {
  const server = await start({
    args: serverArguments,
    env: {
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      TRUST_PROXY: "1",
      VISIT_COUNTING: counting,
    },
    port,
    readyPath: "/api/health",
  });
  try {
    const result = await load(server.origin);
    return {
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    await server.stop();
  }
}

/** A DATA_DIR with its cluster created up front: creating one takes longer than a start may. */
function createDataDir(scratch) {
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

export async function benchVisits({ buildDir, port }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-visits-"));
  const runs = { on: [], off: [] };
  try {
    const target = { buildDir, port, dataDir: createDataDir(scratch) };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const counting of ["on", "off"]) runs[counting].push(await serve(target, counting));
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
    `Counting visits (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s a run, ${ROUNDS} runs each way alternating, medians; 200 distinct visitors over ${PAGES.length} pages)`,
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
