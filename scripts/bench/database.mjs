/**
 * The embedded database, as a small virtual machine would run it:
 * - memory, as the server's RSS plus the PSS of every process under it (the
 *   PostgreSQL cluster; initdb while it runs): peak during the very first
 *   start, idle after a restart, and after 10,000 leads under load;
 * - time from starting the server on an empty DATA_DIR (cluster created) to
 *   its first answer;
 * - flushes: fsync and fdatasync calls by the database processes during 100
 *   sequential acknowledged leads, counted with strace;
 * - recovery: kill -9 of the whole server process group and a new start
 *   0.1 s later (time to answer again), and kill -9 of the database alone
 *   (time to 503 and to the next 201).
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import autocannon from "autocannon";

import { serverArguments, serverEnvironment } from "../../server/start-command.ts";
import { sendLead } from "./intake.mjs";
import { root, serverMemoryMb, withPeakRss } from "./processes.mjs";

const ROUNDS = 5;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function spawnServer({ dataDir, buildDir, port }) {
  return spawn(process.execPath, serverArguments, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: {
      ...process.env,
      ...serverEnvironment,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "silent",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT_MAX: "1000000",
    },
  });
}

const status = (origin, pathname, init) =>
  fetch(`${origin}${pathname}`, init).then(
    (response) => response.status,
    () => 0,
  );

async function waitFor(check, timeoutMs = 60_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await sleep(20);
  }
  return Date.now() - started;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

/** Starts a server on a new DATA_DIR: time to first answer and peak memory. */
async function firstStart(options) {
  const started = Date.now();
  const child = spawnServer(options);
  const { peakRssMb } = await withPeakRss(
    child.pid,
    () => waitFor(async () => (await status(options.origin, "/api/health")) === 200),
    { measure: serverMemoryMb, everyMs: 25 },
  );
  return { child, ms: Date.now() - started, peakMb: peakRssMb };
}

function countFlushes(pids, work) {
  const output = path.join(tmpdir(), `brightway-strace-${process.pid}.txt`);
  const strace = spawn(
    "strace",
    [
      "-f",
      "-c",
      "-e",
      "trace=fsync,fdatasync",
      "-o",
      output,
      ...pids.flatMap((pid) => ["-p", String(pid)]),
    ],
    { stdio: "ignore" },
  );
  return (async () => {
    await sleep(500); // attached
    await work();
    const exited = new Promise((resolve) => strace.once("exit", resolve));
    strace.kill("SIGINT");
    await exited;
    const summary = readFileSync(output, "utf8");
    rmSync(output, { force: true });
    // strace -c: "% time  seconds  usecs/call  calls  [errors]  syscall", one line per syscall.
    const calls = (name) => {
      const columns = summary
        .split("\n")
        .map((line) => line.trim().split(/\s+/))
        .find((line) => line.at(-1) === name);
      return Number(columns?.[3] ?? 0);
    };
    return { fsync: calls("fsync"), fdatasync: calls("fdatasync") };
  })();
}

function databasePids(serverPid) {
  const result = spawnSync("pgrep", ["-P", String(serverPid)], { encoding: "utf8" });
  const postmasters = result.stdout.split("\n").filter(Boolean);
  return postmasters.flatMap((pid) => [
    pid,
    ...spawnSync("pgrep", ["-P", pid], { encoding: "utf8" }).stdout.split("\n").filter(Boolean),
  ]);
}

function postmasterPid(dataDir) {
  return Number(
    readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0],
  );
}

async function killAndRestart(options) {
  const startTimes = [];
  let child = spawnServer(options);
  await waitFor(async () => (await status(options.origin, "/api/health")) === 200);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let index = 0; index < 20; index += 1) await sendLead(options.origin, index);
    process.kill(-child.pid, "SIGKILL");
    await sleep(100);
    const started = Date.now();
    child = spawnServer(options);
    await waitFor(async () => (await status(options.origin, "/api/health")) === 200);
    startTimes.push(Date.now() - started);
  }
  const databaseKills = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    process.kill(postmasterPid(options.dataDir), "SIGKILL");
    const killed = Date.now();
    await waitFor(async () => (await status(options.origin, "/api/health")) === 503);
    const unavailableMs = Date.now() - killed;
    await waitFor(
      async () =>
        (await sendLead(options.origin, round).then(
          (r) => r.status,
          () => 0,
        )) === 201,
    );
    databaseKills.push({ unavailableMs, acceptingMs: Date.now() - killed });
  }
  await stop(child);
  return {
    restartMedianMs: median(startTimes),
    restartMaxMs: Math.max(...startTimes),
    unavailableMedianMs: median(databaseKills.map((kill) => kill.unavailableMs)),
    acceptingMedianMs: median(databaseKills.map((kill) => kill.acceptingMs)),
    acceptingMaxMs: Math.max(...databaseKills.map((kill) => kill.acceptingMs)),
  };
}

export async function benchDatabase({ buildDir, port }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "brightway-bench-db-"));
  chmodSync(scratch, 0o755); // as root, the database's own user must pass through
  const options = (name) => ({
    dataDir: path.join(scratch, name),
    buildDir,
    port,
    origin: `http://127.0.0.1:${port}`,
  });
  try {
    const firstStarts = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const run = await firstStart(options(`first-${round}`));
      await stop(run.child);
      firstStarts.push(run);
    }

    const main = options("main");
    await stop((await firstStart(main)).child);
    const child = spawnServer(main);
    await waitFor(async () => (await status(main.origin, "/api/health")) === 200);
    await sleep(12_000); // the pool's idle connections close after 10 s
    const idleAfterRestartMb = serverMemoryMb(child.pid);

    const flushes = await countFlushes(databasePids(child.pid), async () => {
      for (let index = 0; index < 100; index += 1) {
        const response = await sendLead(main.origin, index);
        if (response.status !== 201) throw new Error(`lead ${index} answered ${response.status}`);
      }
    });

    const { result: load, peakRssMb: peakUnderLoadMb } = await withPeakRss(
      child.pid,
      () =>
        new Promise((resolve, reject) =>
          autocannon(
            {
              url: `${main.origin}/api/demo-requests`,
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({
                name: "Bench Visitor",
                email: "bench@example.org",
                phone: "(512) 555-0100",
                demoDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
              }),
              connections: 50,
              amount: 10_000,
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          ),
        ),
      { measure: serverMemoryMb },
    );
    const after10kMb = serverMemoryMb(child.pid);
    await stop(child);

    return {
      firstStartMedianMs: median(firstStarts.map((run) => run.ms)),
      firstStartMaxMs: Math.max(...firstStarts.map((run) => run.ms)),
      firstStartPeakMb: Math.max(...firstStarts.map((run) => run.peakMb)),
      idleAfterRestartMb,
      after10kMb,
      peakUnderLoadMb,
      loadErrors: load.errors + load.timeouts + load.non2xx,
      flushes,
      recovery: await killAndRestart(options("recovery")),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function databaseTable(results) {
  const mb = (value) => `${value.toFixed(0)} MB`;
  const row = (what, figure, target) => `| ${what} | ${figure} | ${target} |`;
  const { recovery } = results;
  return [
    "Embedded database (memory = server RSS + PSS of its database processes)",
    "",
    "| what | measured | target |",
    "|---|---|---|",
    row(
      "memory, peak during the very first start (cluster created)",
      mb(results.firstStartPeakMb),
      "≤ 300 MB",
    ),
    row("memory, idle after a restart", mb(results.idleAfterRestartMb), "≤ 150 MB"),
    row(
      "memory, after 10,000 leads under load (peak during)",
      `${mb(results.after10kMb)} (${mb(results.peakUnderLoadMb)}), ${results.loadErrors} errors`,
      "≤ 250 MB",
    ),
    row(
      `first start to first answer, median (max) of ${ROUNDS}`,
      `${results.firstStartMedianMs} ms (${results.firstStartMaxMs} ms)`,
      "≤ 10 s",
    ),
    row(
      "fsync + fdatasync by the database during 100 sequential acknowledged leads",
      `${results.flushes.fsync} + ${results.flushes.fdatasync}`,
      "≥ 100",
    ),
    row(
      `kill -9 of the server group, start 0.1 s later: up again, median (max) of ${ROUNDS}`,
      `${recovery.restartMedianMs} ms (${recovery.restartMaxMs} ms)`,
      "≤ 10 s",
    ),
    row(
      "kill -9 of the database alone: health answers 503 after, median",
      `${recovery.unavailableMedianMs} ms`,
      "≤ 5 s",
    ),
    row(
      "kill -9 of the database alone: next 201 after, median (max)",
      `${recovery.acceptingMedianMs} ms (${recovery.acceptingMaxMs} ms)`,
      "≤ 15 s",
    ),
  ].join("\n");
}
