#!/usr/bin/env node
/**
 * Runs a command with the clock moved: `node scripts/at-date.mjs WHEN [command…]`.
 * WHEN is an offset (`+1d`, `+40d`, `+400d`, `+6h`) or a UTC moment
 * (`2028-02-29T12:00:00Z`); the command defaults to the unit and server tests.
 *
 * The clock is moved with libfaketime (Debian's `faketime`, installed here
 * when missing as root on Debian), preloaded into every process the command
 * starts: the test runner, the servers it starts and their embedded
 * PostgreSQL (server/db/embedded-cluster.ts passes the preload on). A moment
 * becomes an offset from now, so every process agrees on the time and it
 * goes on running from there; the monotonic clock, which timers use, is left alone.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";

const LIBRARY_PATHS = [
  `/usr/lib/${process.arch === "arm64" ? "aarch64" : "x86_64"}-linux-gnu/faketime/libfaketime.so.1`,
  "/usr/lib/faketime/libfaketime.so.1",
  "/usr/local/lib/faketime/libfaketime.so.1",
];
const UNITS = { s: 1, m: 60, h: 3600, d: 86_400 };

const findLibrary = () => LIBRARY_PATHS.find((candidate) => existsSync(candidate));

function stop(message) {
  console.error(`at-date: ${message}`);
  process.exit(2);
}

function libfaketime() {
  const found = findLibrary();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync("/etc/debian_version")) {
    console.log("at-date: installing libfaketime (apt-get install -y faketime)");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "faketime"], { stdio: "inherit", env });
  }
  return (
    findLibrary() ?? stop("libfaketime not found: install it (Debian: apt-get install faketime)")
  );
}

/** Seconds to add to the real clock. */
function offsetSeconds(when) {
  const offset = /^\+(\d+)([smhd])$/.exec(when ?? "");
  if (offset) return Number(offset[1]) * UNITS[offset[2]];
  const moment = Date.parse(when ?? "");
  if (!Number.isNaN(moment) && /(Z|[+-]\d\d:\d\d)$/.test(when)) {
    return Math.round((moment - Date.now()) / 1000);
  }
  return stop(
    `WHEN must be an offset like +400d or a UTC moment like 2028-02-29T12:00:00Z, not "${when}"`,
  );
}

/**
 * libfaketime keeps a semaphore and a shared memory segment per process in
 * /dev/shm, named by its PID, and cannot remove them when the process is
 * killed. A later process of another user (the database's) that gets the same
 * PID cannot open root's leftovers and exits at once, and PIDs wrap (32,768
 * here) within one long run whose tests kill servers on purpose. So the
 * leftovers of processes no longer running go before the run and every second
 * during it: a PID cannot come round again within a second of its process ending.
 */
function removeStaleFaketimeFiles() {
  const stale = /^(?:sem\.)?faketime_(?:sem|shm)_(\d+)$/;
  for (const name of existsSync("/dev/shm") ? readdirSync("/dev/shm") : []) {
    const pid = Number(stale.exec(name)?.[1]);
    if (!pid || isRunning(pid)) continue;
    rmSync(`/dev/shm/${name}`, { force: true });
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

const [when, ...command] = process.argv.slice(2);
removeStaleFaketimeFiles();
const seconds = offsetSeconds(when);
const [program, ...args] = command.length > 0 ? command : ["npx", "vitest", "run"];
const env = {
  ...process.env,
  LD_PRELOAD: [process.env.LD_PRELOAD, libfaketime()].filter(Boolean).join(" "),
  FAKETIME: `${seconds >= 0 ? "+" : ""}${seconds}`,
  FAKETIME_DONT_FAKE_MONOTONIC: "1",
};
const shifted = spawnSync("date", ["-u", "+%Y-%m-%dT%H:%M:%SZ"], { env, encoding: "utf8" });
console.log(
  `at-date: the clock reads ${shifted.stdout.trim()} for: ${[program, ...args].join(" ")}`,
);
const sweeper = setInterval(removeStaleFaketimeFiles, 1000);
const child = spawn(program, args, { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (status) => {
  clearInterval(sweeper);
  process.exit(status ?? 1);
});
