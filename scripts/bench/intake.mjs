/**
 * The intake API under load, on the embedded engine and on PostgreSQL side by
 * side: stored leads/s over HTTP (autocannon POSTs, 50 connections, 10 s,
 * rate limit lifted, a webhook channel configured so each lead gets its
 * outbox row), p99, errors and memory, twice: with this instance's delivery
 * worker off (intake only) and on (delivering each lead to a local receiver
 * while taking new ones). Beside them, the engine's own ceiling for the same
 * statement, looped in process. Memory is the server's RSS plus its database
 * processes' PSS (the embedded cluster; a separate server is not counted).
 * Then an export of 100,000 leads from the embedded database.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import { serverArguments } from "../../server/start-command.ts";
import { startPostgresCluster } from "../postgres-cluster.ts";
import { root, serverMemoryMb, startServer, withPeakRss } from "./processes.mjs";

export const CONNECTIONS = 50;
export const DURATION_S = 10;
const EXPORT_LEADS = 100_000;
const secret = "whsec_YmVuY2gtb25seS1zZWNyZXQta2V5";

function engineTool(...args) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/bench/engine-ceiling.ts", ...args],
    { cwd: root, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`engine-ceiling ${args[0]} failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

async function startReceiver() {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(204).end());
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}/hooks`, close: () => server.close() };
}

/** One lead, numbered `index` and named after `prefix`, to the intake API: the response. */
export function sendLead(origin, index, prefix = "Bench") {
  return fetch(`${origin}/api/demo-requests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: `${prefix} ${index}`,
      email: `${prefix.toLowerCase()}${index}@example.org`,
      phone: "(512) 555-0100",
      demoDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    }),
  });
}

/** autocannon's POST load on the intake API for DURATION_S, one lead body. */
export function postLoad(origin, connections = CONNECTIONS) {
  const body = JSON.stringify({
    name: "Bench Visitor",
    email: "bench@example.org",
    phone: "(512) 555-0100",
    demoDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  });
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${origin}/api/demo-requests`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        connections,
        duration: DURATION_S,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

async function httpRun({ storage, buildDir, port, webhookUrl, worker }) {
  const server = await startServer({
    args: serverArguments,
    env: {
      ...storage,
      BUILD_DIR: buildDir,
      FORM_RATE_LIMIT_MAX: "1000000",
      LEAD_WEBHOOK_URL: webhookUrl,
      LEAD_WEBHOOK_SECRET: secret,
      DELIVERY_WORKER: worker,
    },
    port,
    readyPath: "/api/health",
  });
  try {
    const idleRssMb = serverMemoryMb(server.pid);
    const { result, peakRssMb } = await withPeakRss(server.pid, () => postLoad(server.origin), {
      measure: serverMemoryMb,
    });
    return {
      storedPerSecond: Math.round(result["2xx"] / DURATION_S),
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      idleRssMb,
      peakRssMb,
    };
  } finally {
    await server.stop();
  }
}

async function measureEngine({ name, stores, ceilingTarget, ...options }) {
  const ceiling = engineTool("ceiling", ceilingTarget, String(DURATION_S));
  return {
    name,
    intakeOnly: await httpRun({ ...options, storage: stores[0], worker: "off" }),
    delivering: await httpRun({ ...options, storage: stores[1], worker: "on" }),
    ceilingPerSecond: ceiling.storedPerSecond,
    ceilingLoops: ceiling.loops,
  };
}

async function measureExport({ storage, seedTarget, buildDir, port }) {
  engineTool("seed", seedTarget, String(EXPORT_LEADS));
  const server = await startServer({
    args: serverArguments,
    env: { ...storage, BUILD_DIR: buildDir, ADMIN_TOKEN: "bench-admin-token-0123456789" },
    port,
    readyPath: "/api/health",
  });
  const exportOnce = () =>
    withPeakRss(
      server.pid,
      async () => {
        const started = Date.now();
        const response = await fetch(`${server.origin}/api/admin/leads?format=csv`, {
          headers: { authorization: "Bearer bench-admin-token-0123456789" },
        });
        let bytes = 0;
        for await (const chunk of response.body) bytes += chunk.length;
        return { bytes, seconds: (Date.now() - started) / 1000 };
      },
      { measure: serverMemoryMb },
    );
  try {
    const idleRssMb = serverMemoryMb(server.pid);
    const first = await exportOnce();
    // Again, with the database's page cache already holding the table.
    const second = await exportOnce();
    return {
      leads: EXPORT_LEADS,
      ...first.result,
      idleRssMb,
      firstPeakRssMb: first.peakRssMb,
      secondPeakRssMb: second.peakRssMb,
      secondSeconds: second.result.seconds,
    };
  } finally {
    await server.stop();
  }
}

export async function benchIntake({ buildDir, port }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-"));
  chmodSync(scratch, 0o755); // as root, the database's own user must pass through
  const cluster = await startPostgresCluster();
  const receiver = await startReceiver();
  try {
    for (const name of ["ceiling", "intake", "delivering"]) await cluster.createDatabase(name);
    const engines = [
      {
        name: "embedded (PostgreSQL 18 in DATA_DIR)",
        stores: [
          { DATA_DIR: path.join(scratch, "intake") },
          { DATA_DIR: path.join(scratch, "delivering") },
        ],
        ceilingTarget: path.join(scratch, "ceiling"),
      },
      {
        name: "PostgreSQL 18",
        stores: [
          { DATABASE_URL: cluster.url("intake") },
          { DATABASE_URL: cluster.url("delivering") },
        ],
        ceilingTarget: cluster.url("ceiling"),
      },
    ];
    const load = [];
    for (const engine of engines) {
      load.push(await measureEngine({ ...engine, buildDir, port, webhookUrl: receiver.url }));
    }
    const exportRun = await measureExport({
      storage: { DATA_DIR: path.join(scratch, "export") },
      seedTarget: path.join(scratch, "export"),
      buildDir,
      port,
    });
    return { load, export: exportRun };
  } finally {
    receiver.close();
    await cluster.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function intakeTable({ load, export: exportRun }) {
  const cells = (run) => `${run.storedPerSecond} | ${run.p99Ms} | ${run.errors}`;
  const rows = load.map(
    (engine) =>
      `| ${engine.name} | ${cells(engine.intakeOnly)} | ${cells(engine.delivering)} | ${engine.delivering.idleRssMb.toFixed(0)} / ${engine.delivering.peakRssMb.toFixed(0)} | ${engine.ceilingPerSecond} (${engine.ceilingLoops} loop${engine.ceilingLoops > 1 ? "s" : ""}) |`,
  );
  return [
    `Intake (autocannon POST /api/demo-requests, ${CONNECTIONS} connections, ${DURATION_S} s, rate limit lifted, webhook channel configured)`,
    "",
    "| engine | intake only: leads/s | p99 ms | errors | while delivering: leads/s | p99 ms | errors | RSS idle / peak MB | engine alone, leads/s |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `Export of ${exportRun.leads.toLocaleString("en-US")} leads as CSV (embedded, fetched with Accept-Encoding: br; memory with the database's): ${exportRun.seconds.toFixed(1)} s, ${(exportRun.bytes / 2 ** 20).toFixed(1)} MB uncompressed; RSS ${exportRun.idleRssMb.toFixed(0)} MB idle, peak ${exportRun.firstPeakRssMb.toFixed(0)} MB during the first export (+${(exportRun.firstPeakRssMb - exportRun.idleRssMb).toFixed(0)} MB) and ${exportRun.secondPeakRssMb.toFixed(0)} MB during a second (${exportRun.secondSeconds.toFixed(1)} s).`,
  ].join("\n");
}
