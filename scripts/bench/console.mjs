/**
 * The console with 100,000 leads: time to answer the inbox's first page, a
 * search and a filtered page (the list with its counts), a lead, and the
 * audit log; 50 sequential requests each after 5 to warm up, on loopback
 * (so an upper bound of the server's own time), medians and p95.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { serverArguments } from "../../server/start-command.ts";
import { percentile, startServer, tool } from "./processes.mjs";

const LEADS = 100_000;
const RUNS = 50;

async function timeRequests(origin, pathname, session) {
  const headers = { cookie: `__Host-brightway-session=${session}`, origin };
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${origin}${pathname}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let index = 0; index < 5; index += 1) await once();
  const times = [];
  for (let index = 0; index < RUNS; index += 1) times.push(await once());
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export async function benchConsole({ buildDir, port }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-console-"));
  chmodSync(scratch, 0o755); // as root, the database's own user must pass through
  const dataDir = path.join(scratch, "data");
  const origin = `http://localhost:${port}`;
  try {
    tool("scripts/bench/engine-ceiling.ts", "seed", dataDir, String(LEADS));
    const session = tool("scripts/bench/console-session.ts", dataDir);
    const server = await startServer({
      args: serverArguments,
      env: { DATA_DIR: dataDir, BUILD_DIR: buildDir, PUBLIC_ORIGIN: origin },
      port,
      readyPath: "/api/health",
    });
    try {
      const inbox = await (
        await fetch(`${origin}/api/admin/inbox`, {
          headers: { cookie: `__Host-brightway-session=${session}`, origin },
        })
      ).json();
      const lead = inbox.leads[0].id;
      const targets = [
        ["inbox, first page with counts", "/api/admin/inbox", 200],
        ["search: informacion (1,000 matches)", "/api/admin/inbox?q=informacion", 300],
        ["search: one lead by email", "/api/admin/inbox?q=seed4242%40example", 300],
        [
          "filter: contact, new, Spanish",
          "/api/admin/inbox?type=contact&status=new&language=es-US",
          200,
        ],
        ["one lead", `/api/admin/leads/${lead}`, 200],
        ["audit log, first page", "/api/admin/audit", 200],
      ];
      const rows = [];
      for (const [name, pathname, targetMs] of targets) {
        rows.push({ name, targetMs, ...(await timeRequests(origin, pathname, session)) });
      }
      return { leads: LEADS, rows };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function consoleTable({ leads, rows }) {
  return [
    `Console API with ${leads.toLocaleString("en-US")} leads (${RUNS} sequential requests each, answer time on loopback)`,
    "",
    "| request | median ms | p95 ms | target p95 |",
    "|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.median.toFixed(1)} | ${row.p95.toFixed(1)} | ≤ ${row.targetMs} ms |`,
    ),
  ].join("\n");
}
