/**
 * Production's front and its watching: `/metrics` scraped with 100,000 leads stored (sequential
 * scrapes on loopback, medians and p95, and whether any scrape read the leads table whole), and
 * pages through Caddy with deploy/Caddyfile and its internal CA over HTTPS against the same server
 * answered directly, side by side in one run: first the latency a visitor feels at a fixed,
 * realistic rate (what Caddy adds is the target), then, as information, the throughput each way at
 * saturation with each process's CPU per request and Caddy answering the built page itself.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import pg from "pg";

import { clusterLayout, socketConnection } from "../../server/db/cluster-settings.ts";
import { serverArguments } from "../../server/start-command.ts";
import { freePort } from "../free-port.ts";
import { fixedRateLatency } from "./fixed-rate.mjs";
import { cpuSeconds, percentile, root, startServer, tool } from "./processes.mjs";

const LEADS = 100_000;
const SCRAPES = 50;
const METRICS_TOKEN = "bench-metrics-token-0123456789";
const CONNECTIONS = 20;
const DURATION_S = 8;
const ROUNDS = 3;
const PAGE = "/pricing";
/** Far above what a site like this sees, far below what either way saturates at on two cores. */
const FIXED_RATE = 300;
const FIXED_RATE_S = 10;

/** How many times PostgreSQL read the leads table whole, so far. */
async function leadsTableScans(dataDir) {
  const client = new pg.Client(socketConnection(clusterLayout(dataDir)));
  await client.connect();
  try {
    const { rows } = await client.query(
      "select seq_scan from pg_stat_user_tables where relname = 'leads'",
    );
    return Number(rows[0]?.seq_scan ?? 0);
  } finally {
    await client.end();
  }
}

async function timeScrapes(origin) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
    return performance.now() - started;
  };
  for (let index = 0; index < 5; index += 1) await once();
  const times = [];
  for (let index = 0; index < SCRAPES; index += 1) times.push(await once());
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** Debian's wrk costs a fraction of autocannon's CPU, which matters on two cores; either is used. */
const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;

function wrkRequestsPerSecond(url) {
  const wrk = spawnSync(
    "wrk",
    ["-t1", `-c${CONNECTIONS}`, `-d${DURATION_S}s`, "-H", "accept-encoding: br, gzip", url],
    { encoding: "utf8" },
  );
  const figure = /Requests\/sec:\s+([\d.]+)/.exec(wrk.stdout)?.[1];
  if (!figure || /Non-2xx/.test(wrk.stdout)) throw new Error(`wrk ${url}: ${wrk.stdout}`);
  return Number(figure);
}

function autocannonRequestsPerSecond(url, ca) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { "accept-encoding": "br, gzip", host: new URL(url).host },
        ...(ca && { tlsOptions: { ca, servername: "localhost" } }),
      },
      (error, result) =>
        error || result.non2xx ? reject(error ?? new Error(`${url}: not 2xx`)) : resolve(result),
    ),
  );
}

/** Requests a second on `url`, and the CPU each of `processes` spent per request (ms). */
async function load(url, { ca, processes }) {
  const before = processes.map(cpuSeconds);
  const rate = hasWrk
    ? wrkRequestsPerSecond(url)
    : (await autocannonRequestsPerSecond(url, ca)).requests.average;
  const requests = rate * DURATION_S;
  const cpuMs = processes.map(
    (pid, index) => ((cpuSeconds(pid) - before[index]) * 1000) / requests,
  );
  return { rate, cpuMs };
}

/** Caddy on loopback ports of its own with `site` (Caddyfile lines), its CA and state in `scratch`. */
async function startCaddy(site, env, scratch) {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const config = path.join(scratch, "Caddyfile");
  mkdirSync(scratch, { recursive: true });
  writeFileSync(
    config,
    `{\n\tadmin off\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tskip_install_trust\n\tdefault_bind 127.0.0.1\n}\n${site}\n`,
  );
  const child = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", config], {
    env: {
      PATH: process.env.PATH,
      HOME: scratch,
      XDG_DATA_HOME: path.join(scratch, "data"),
      XDG_CONFIG_HOME: path.join(scratch, "config"),
      SITE_DOMAIN: "localhost",
      ...env,
    },
    stdio: "ignore",
    detached: true,
  });
  const origin = `https://localhost:${httpsPort}`;
  const rootFile = path.join(scratch, "data/caddy/pki/authorities/local/root.crt");
  for (let attempt = 0; attempt < 100 && !existsSync(rootFile); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    origin,
    pid: child.pid,
    ca: readFileSync(rootFile, "utf8"),
    stop: () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      return exited;
    },
  };
}

/** The project's Caddyfile as shipped, before the server. */
const proxyingCaddy = (upstream, scratch) =>
  startCaddy(`import ${path.join(root, "deploy/Caddyfile")}`, { UPSTREAM: upstream }, scratch);

/**
 * A reference, not a configuration to ship: Caddy answering the pre-rendered page from the build
 * itself, as it would if it served the pages (the server would then not count their visits, nor
 * send their headers or the pages published since the build).
 */
const fileServingCaddy = (buildDir, scratch) =>
  startCaddy(
    `localhost {\n\troot * ${path.join(buildDir, "client")}\n\ttry_files {path}/index.html\n\tfile_server {\n\t\tprecompressed br gzip\n\t}\n}`,
    {},
    scratch,
  );

const median = (values) => percentile(values, 0.5);

export async function benchDeploy({ buildDir, port }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-deploy-"));
  chmodSync(scratch, 0o755); // as root, the database's own user must pass through
  const dataDir = path.join(scratch, "data");
  try {
    tool("scripts/bench/engine-ceiling.ts", "seed", dataDir, String(LEADS));
    const server = await startServer({
      args: serverArguments,
      env: { DATA_DIR: dataDir, BUILD_DIR: buildDir, METRICS_TOKEN, TRUST_PROXY: "1" },
      port,
      readyPath: "/api/health",
    });
    try {
      const scansBefore = await leadsTableScans(dataDir);
      const metrics = await timeScrapes(server.origin);
      const leadScans = (await leadsTableScans(dataDir)) - scansBefore;
      const proxy = await proxyingCaddy(new URL(server.origin).host, path.join(scratch, "proxy"));
      const files = await fileServingCaddy(buildDir, path.join(scratch, "files"));
      try {
        // Side by side, in turn: the machine's noise falls on each way alike.
        const latency = { direct: [], proxied: [] };
        const fixedRate = { rate: FIXED_RATE, seconds: FIXED_RATE_S };
        const compressed = { "accept-encoding": "br, gzip" };
        for (let round = 0; round < ROUNDS; round += 1) {
          latency.direct.push(
            await fixedRateLatency(`${server.origin}${PAGE}`, {
              ...fixedRate,
              headers: compressed,
            }),
          );
          latency.proxied.push(
            await fixedRateLatency(`${proxy.origin}${PAGE}`, {
              ...fixedRate,
              ca: proxy.ca,
              headers: compressed,
            }),
          );
        }
        const rounds = { direct: [], proxied: [], files: [] };
        for (let round = 0; round < ROUNDS; round += 1) {
          const both = [server.pid, proxy.pid];
          rounds.direct.push(await load(`${server.origin}${PAGE}`, { processes: both }));
          rounds.proxied.push(await load(`${proxy.origin}${PAGE}`, { ...proxy, processes: both }));
          rounds.files.push(
            await load(`${files.origin}${PAGE}`, { ...files, processes: [files.pid] }),
          );
        }
        const generator = hasWrk ? "wrk, one thread" : "autocannon";
        return { leads: LEADS, metrics, leadScans, generator, latency, ...rounds };
      } finally {
        await Promise.all([proxy.stop(), files.stop()]);
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function deployTable({
  leads,
  metrics,
  leadScans,
  generator,
  latency,
  direct,
  proxied,
  files,
}) {
  const rates = (rounds) => rounds.map(({ rate }) => Math.round(rate)).join(", ");
  const ratios = (rounds) =>
    rounds.map(({ rate }, round) => (rate / direct[round].rate).toFixed(2)).join(", ");
  const cpu = (rounds, process) => median(rounds.map(({ cpuMs }) => cpuMs[process])).toFixed(3);
  const ms = (value) => value.toFixed(2);
  const latencies = (rounds, figure) => rounds.map((round) => ms(round[figure])).join(", ");
  const added = (figure) =>
    latency.proxied.map((round, index) => ms(round[figure] - latency.direct[index][figure]));
  const failures = [...latency.direct, ...latency.proxied].reduce(
    (sum, { failed }) => sum + failed,
    0,
  );
  return [
    `Production's front: /metrics with ${leads.toLocaleString("en-US")} leads (${SCRAPES} sequential scrapes after 5), and ${PAGE} through Caddy over HTTPS against direct (${generator}, ${CONNECTIONS} connections, ${DURATION_S} s, ${ROUNDS} rounds in turn; CPU per request from /proc, medians)`,
    "",
    "| what | figure | target |",
    "|---|---|---|",
    `| /metrics, median / p95 | ${metrics.median.toFixed(1)} ms / ${metrics.p95.toFixed(1)} ms | ≤ 50 ms |`,
    `| full reads of the leads table during the scrapes | ${leadScans} | 0 |`,
    `| ${PAGE} at ${FIXED_RATE} req/s for ${FIXED_RATE_S} s, direct: median; p99, ms per round | ${latencies(latency.direct, "median")}; ${latencies(latency.direct, "p99")} | |`,
    `| the same through Caddy: median; p99, ms per round | ${latencies(latency.proxied, "median")}; ${latencies(latency.proxied, "p99")} | |`,
    `| **what Caddy adds to the median**, ms per round | ${added("median").join(", ")} | ≤ 1 ms in each |`,
    `| **what Caddy adds to the p99**, ms per round | ${added("p99").join(", ")} | ≤ 5 ms in each |`,
    `| answers other than 200 at the fixed rate | ${failures} | 0 |`,
    `| ${PAGE} direct at saturation, req/s per round | ${rates(direct)} | |`,
    `| ${PAGE} through Caddy (deploy/Caddyfile), req/s per round | ${rates(proxied)} | |`,
    `| through Caddy ÷ direct at saturation, per round (information) | ${ratios(proxied)} | |`,
    `| CPU per request: server direct; server and Caddy through Caddy | ${cpu(direct, 0)} ms; ${cpu(proxied, 0)} ms and ${cpu(proxied, 1)} ms | |`,
    `| reference, not shipped: Caddy answering the built file itself, req/s per round (÷ direct) | ${rates(files)} (${ratios(files)}) | |`,
    `| reference: Caddy's CPU per request answering the file | ${cpu(files, 0)} ms | |`,
  ].join("\n");
}
