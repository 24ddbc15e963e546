/**
 * The operator's progress on a terminal: BENCH_PROGRESS_LEADS leads (default 100,000, seeded as
 * the intake section's export) backed up by `brightway backup now`, then restored by
 * `brightway restore`, each under util-linux `script` (a pseudo-terminal, as an operator's
 * shell gives). Each redraw of the progress line is timestamped as the terminal's output
 * arrives; the longest gap between two, from the first draw to the final line, is the figure
 * against the target (at least one a second).
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { backupKey } from "./backup-steps.mjs";
import { root } from "./processes.mjs";

const LEADS = Number(process.env.BENCH_PROGRESS_LEADS ?? 100_000);
/** How each redraw begins (server/cli/progress.ts): back to the line's start, cleared. */
const REDRAW = "\r\x1b[K";
const TIMEOUT_MS = 600_000;

function seed(dataDir) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/bench/engine-ceiling.ts", "seed", dataDir, String(LEADS)],
    { cwd: root, encoding: "utf8", timeout: 600_000 },
  );
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr}`);
}

const shellWord = (word) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * `brightway …` on a pseudo-terminal: its seconds, the moment (ms from its start) each redraw
 * arrived, and the last text it showed.
 */
function onTerminal(env, ...args) {
  const line = [process.execPath, "server/brightway.mjs", ...args].map(shellWord).join(" ");
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("script", ["-qfec", line, "/dev/null"], {
      cwd: root,
      env: { ...process.env, BACKUP_ENCRYPTION_KEY: backupKey, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const redraws = [];
    let shown = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      const at = performance.now() - started;
      for (let index = chunk.indexOf(REDRAW); index >= 0; index = chunk.indexOf(REDRAW, index + 1))
        redraws.push(at);
      shown += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), TIMEOUT_MS);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`brightway ${args[0]} failed (${code}): ${shown}`));
      const lines = shown.split(REDRAW).join("\n").split(/\r?\n/).filter(Boolean);
      resolve({ seconds: (performance.now() - started) / 1000, redraws, last: lines.slice(-2) });
    });
  });
}

/** The longest time between two redraws, and how many there were. */
function gaps({ seconds, redraws, last }) {
  const between = redraws.slice(1).map((at, index) => at - (redraws[index] ?? at));
  return {
    seconds,
    redraws: redraws.length,
    longestGapS: Math.max(0, ...between) / 1000,
    // The time before the first draw: the command's own start, before the task runs.
    firstDrawS: (redraws[0] ?? 0) / 1000,
    last,
  };
}

export async function benchProgress({ buildDir }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-progress-"));
  chmodSync(scratch, 0o755); // as root, the database's own user must pass through
  const at = (name) => path.join(scratch, name);
  try {
    const seedStarted = performance.now();
    seed(at("data"));
    const seedS = (performance.now() - seedStarted) / 1000;
    const env = { BUILD_DIR: buildDir, DATA_DIR: at("data"), BACKUP_DIR: at("backup") };
    const backup = gaps(await onTerminal(env, "backup", "now"));
    const restore = gaps(
      await onTerminal(env, "restore", "--from", at("backup"), "--data-dir", at("restored")),
    );
    return { leads: LEADS, seedS, backup, restore };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const met = (ok) => (ok ? "met" : "**not met**");

export function progressTable({ leads, seedS, backup, restore }) {
  const row = (what, run) =>
    `| ${what} | ${run.seconds.toFixed(1)} s, ${run.redraws} redraws, first after ${run.firstDrawS.toFixed(1)} s | ${run.longestGapS.toFixed(2)} s | ≤ 1 s: ${met(run.longestGapS <= 1)} |`;
  const count = leads.toLocaleString("en-US");
  return [
    `${count} leads seeded in ${seedS.toFixed(1)} s; each command under \`script\` (a pseudo-terminal).`,
    "",
    "| command on a terminal | duration | longest gap between redraws | target |",
    "| --- | --- | --- | --- |",
    row(`\`backup now\` of ${count} leads`, backup),
    row(`\`restore\` of ${count} leads`, restore),
    "",
    `Last lines of the restore: ${restore.last.map((text) => `\`${text}\``).join(" / ")}`,
  ].join("\n");
}
