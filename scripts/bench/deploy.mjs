/**
 * Production's front and its watching (issue 37): `/metrics` scraped with 100,000 leads stored
 * (sequential scrapes on loopback, medians and p95, and whether any scrape read the leads table
 * whole), and pages through Caddy with deploy/Caddyfile and its internal CA over HTTPS against the
 * same server answered directly, side by side in one run.
 */
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import pg from "pg";

import { clusterLayout, socketConnection } from "../../server/db/cluster-settings.ts";
import { serverArguments } from "../../server/start-command.ts";
import { freePort } from "../free-port.ts";
import { percentile, root, startServer, tool } from "./processes.mjs";

const LEADS = 100_000;
const SCRAPES = 50;
const METRICS_TOKEN = "bench-metrics-token-0123456789";
const CONNECTIONS = 20;
const DURATION_S = 8;
const PAGE = "/pricing";

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

function load(url, tlsOptions) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { "accept-encoding": "br, gzip", host: new URL(url).host },
        ...(tlsOptions && { tlsOptions }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** Caddy with the project's Caddyfile before `upstream`, on loopback ports of its own. */
async function startCaddy(upstream, scratch) {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const config = path.join(scratch, "Caddyfile");
  writeFileSync(
    config,
    `{\n\tadmin off\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tskip_install_trust\n\tdefault_bind 127.0.0.1\n}\nimport ${path.join(root, "deploy/Caddyfile")}\n`,
  );
  const child = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", config], {
    env: {
      PATH: process.env.PATH,
      HOME: scratch,
      XDG_DATA_HOME: path.join(scratch, "data"),
      XDG_CONFIG_HOME: path.join(scratch, "config"),
      SITE_DOMAIN: "localhost",
      UPSTREAM: upstream,
    },
    stdio: "ignore",
    detached: true,
  });
  const rootFile = path.join(scratch, "data/caddy/pki/authorities/local/root.crt");
  for (let attempt = 0; attempt < 100 && !existsSync(rootFile); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    origin: `https://localhost:${httpsPort}`,
    ca: readFileSync(rootFile, "utf8"),
    stop: () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      return exited;
    },
  };
}

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
      const caddy = await startCaddy(new URL(server.origin).host, scratch);
      try {
        // Side by side, in turn, twice: the machine's noise falls on both.
        const direct = [];
        const proxied = [];
        for (let round = 0; round < 2; round += 1) {
          direct.push((await load(`${server.origin}${PAGE}`)).requests.average);
          proxied.push(
            (await load(`${caddy.origin}${PAGE}`, { ca: caddy.ca, servername: "localhost" }))
              .requests.average,
          );
        }
        return { leads: LEADS, metrics, leadScans, direct, proxied };
      } finally {
        await caddy.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function deployTable({ leads, metrics, leadScans, direct, proxied }) {
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ratio = mean(proxied) / mean(direct);
  return [
    `Production's front: /metrics with ${leads.toLocaleString("en-US")} leads (${SCRAPES} sequential scrapes after 5), and ${PAGE} through Caddy over HTTPS against direct (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s, two rounds in turn)`,
    "",
    "| what | figure | target |",
    "|---|---|---|",
    `| /metrics, median / p95 | ${metrics.median.toFixed(1)} ms / ${metrics.p95.toFixed(1)} ms | ≤ 50 ms |`,
    `| full reads of the leads table during the scrapes | ${leadScans} | 0 |`,
    `| ${PAGE} direct, req/s per round | ${direct.map(Math.round).join(", ")} | |`,
    `| ${PAGE} through Caddy (HTTPS), req/s per round | ${proxied.map(Math.round).join(", ")} | |`,
    `| through Caddy ÷ direct | ${ratio.toFixed(2)} | ≥ 0.9 |`,
  ].join("\n");
}
