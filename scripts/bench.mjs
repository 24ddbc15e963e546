#!/usr/bin/env node
/**
 * `npm run bench`: build, serve as production does, then
 *  1. Lighthouse (mobile preset, system Chromium) on every route of the
 *     sitemap, three runs each, medians printed and written to
 *     reports/bench.{json,md} (Lighthouse refuses to score a 404 response,
 *     so the not-found page is covered by the load run instead);
 *  2. a bounded load run on loopback (autocannon: 10 s, 50 connections, a
 *     mix of routes and one unknown path).
 * Timings belong here, never in the test suite.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { chromiumArgs, chromiumExecutable } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.BENCH_PORT ?? 4600);
const origin = `http://localhost:${port}`;
const runsPerRoute = Number(process.env.BENCH_RUNS ?? 3);
const buildDir = path.join(root, "build-bench");
const reportsDir = path.join(root, "reports");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function build() {
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, BUILD_DIR: "build-bench" },
  });
  if (result.status !== 0) throw new Error("build failed");
}

async function startServer() {
  // Its own process group, so stopping it also stops the `serve` it starts.
  const server = spawn("node", ["scripts/start.mjs"], {
    cwd: root,
    stdio: "ignore",
    detached: true,
    env: { ...process.env, PORT: String(port), BUILD_DIR: "build-bench" },
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopServer(server);
  throw new Error("server did not start");
}

function stopServer(server) {
  process.kill(-server.pid, "SIGTERM");
}

function routesFromSitemap() {
  const sitemap = readFileSync(path.join(buildDir, "client/sitemap.xml"), "utf8");
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  return paths;
}

async function lighthouseRoute(chromePort, route) {
  const runs = [];
  for (let run = 0; run < runsPerRoute; run += 1) {
    const { lhr } = await lighthouse(`${origin}${route}`, {
      port: chromePort,
      output: "json",
      logLevel: "error",
    });
    if (lhr.runtimeError) {
      process.stderr.write(`lighthouse ${route}: ${lhr.runtimeError.message}\n`);
      continue;
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories["best-practices"].score * 100,
      seo: lhr.categories.seo.score * 100,
      fcpMs: audit("first-contentful-paint"),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      transferKB: audit("total-byte-weight") / 1024,
    });
  }
  if (runs.length === 0) throw new Error(`every Lighthouse run of ${route} failed`);
  const keys = Object.keys(runs[0]);
  return {
    route,
    ...Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])),
  };
}

function loadRun(routes) {
  const mix = [...routes.slice(0, 8), "/no-such-page"];
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections: 50,
        duration: 10,
        requests: mix.map((route) => ({ method: "GET", path: route })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function markdownTable(rows) {
  const header =
    "| route | Perf | A11y | Best | SEO | FCP ms | LCP ms | TBT ms | CLS | KB |\n|---|---|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcpMs)} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${r.transferKB.toFixed(1)} |`,
  );
  return [header, ...lines].join("\n");
}

build();
const server = await startServer();
try {
  const routes = routesFromSitemap();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const rows = [];
  try {
    for (const route of routes) {
      rows.push(await lighthouseRoute(chrome.port, route));
      process.stderr.write(`lighthouse ${route} done\n`);
    }
  } finally {
    await chrome.kill();
  }

  const load = await loadRun(routes);
  const loadSummary = {
    requestsPerSecond: load.requests.average,
    p99LatencyMs: load.latency.p99,
    errors: load.errors,
    timeouts: load.timeouts,
    non2xx: load.non2xx,
    totalRequests: load.requests.total,
  };

  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const date = new Date().toISOString().slice(0, 10);
  const markdown = [
    `Lighthouse ${runsPerRoute} runs per route, medians, mobile preset — ${date}, ${machine}`,
    "",
    markdownTable(rows),
    "",
    `Load (autocannon, 10 s, 50 connections, ${9} paths incl. one 404): ${Math.round(loadSummary.requestsPerSecond)} req/s, p99 ${loadSummary.p99LatencyMs} ms, ${loadSummary.errors} errors, ${loadSummary.timeouts} timeouts (${loadSummary.non2xx} non-2xx are the intended 404s)`,
  ].join("\n");

  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(
    path.join(reportsDir, "bench.json"),
    `${JSON.stringify({ date, machine, rows, load: loadSummary }, null, 2)}\n`,
  );
  writeFileSync(path.join(reportsDir, "bench.md"), `${markdown}\n`);
  console.log(markdown);
} finally {
  stopServer(server);
}
