/**
 * The status page: an incident opened from a shell (`brightway incident open`,
 * the bundled command) until /status, /api/status.json and /status/feed.xml all show it, 20
 * times on a running server, with the first answer of /status after each change; and every
 * status page drawn from 1,000 incidents over 90 days.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { serverArguments } from "../../server/start-command.ts";
import { percentile, root, startServer, tool } from "./processes.mjs";

const ROUNDS = 20;
const INCIDENTS = 1000;

/** Runs the shell command as a person on call would; its standard output. */
function leads(env, ...args) {
  const result = spawnSync(process.execPath, ["server/brightway.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`leads ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

async function shows(origin, url, text) {
  const started = performance.now();
  const body = await (await fetch(`${origin}${url}`)).text();
  return { shown: body.includes(text), ms: performance.now() - started };
}

export async function benchStatus({ buildDir, port }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-status-"));
  chmodSync(scratch, 0o755); // as root, the database's own user must pass through
  const env = { DATA_DIR: path.join(scratch, "data"), BUILD_DIR: buildDir };
  const visible = [];
  const firstAnswer = [];
  try {
    const server = await startServer({
      args: serverArguments,
      env,
      port,
      readyPath: "/api/health",
    });
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const title = `Bench incident ${round}`;
        const started = performance.now();
        const id = leads(
          env,
          ...["incident", "open", "--title", title, "--component", "Database", "--impact", "major"],
          ...["--message", "Queries are slow; we are looking into it."],
        );
        const waiting = new Set(["/status", "/api/status.json", "/status/feed.xml"]);
        while (waiting.size > 0) {
          if (performance.now() - started > 30_000) throw new Error(`${title} never showed`);
          for (const url of [...waiting]) {
            const { shown, ms } = await shows(server.origin, url, title);
            if (!shown) continue;
            waiting.delete(url);
            if (url === "/status") firstAnswer.push(ms);
          }
          if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        visible.push(performance.now() - started);
        leads(env, "incident", "update", id, "--state", "resolved", "--message", "Resolved.");
      }
    } finally {
      await server.stop();
    }
    const rendering = JSON.parse(
      tool("scripts/bench/status-render.ts", buildDir, String(INCIDENTS)),
    );
    return { rounds: ROUNDS, visible, firstAnswer, incidents: INCIDENTS, rendering };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function statusTable({ rounds, visible, firstAnswer, incidents, rendering }) {
  const ms = (value) => `${Math.round(value)} ms`;
  return [
    `The status page: \`incident open\` from a shell until /status, the JSON and the feed show it (${rounds} rounds, the command's own start included), and every status page (${incidents} incidents over 90 days, 2 languages × page, history and feed) drawn 5 times after a warm-up`,
    "",
    "| what | median | p95 | target |",
    "|---|---|---|---|",
    `| shell → page, JSON and feed | ${ms(percentile(visible, 0.5))} | ${ms(percentile(visible, 0.95))} | p95 ≤ 5 s |`,
    `| /status, first answer after a change | ${ms(percentile(firstAnswer, 0.5))} | ${ms(percentile(firstAnswer, 0.95))} | ≤ 50 ms |`,
    `| /status drawn from ${incidents} incidents | ${ms(percentile(rendering.statusPage, 0.5))} | ${ms(Math.max(...rendering.statusPage))} (max) | ≤ 1 s |`,
    `| every status page and feed, both languages, with compressed twins | ${ms(percentile(rendering.allPages, 0.5))} | ${ms(Math.max(...rendering.allPages))} (max) | |`,
  ].join("\n");
}
