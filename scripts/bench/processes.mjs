/** Servers the bench starts on loopback, each in its own process group, stopped by process id. */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { serverArguments, serverEnvironment } from "../../server/start-command.ts";

export const root = new URL("../..", import.meta.url).pathname;

/** Runs a TypeScript tool of the bench (`tsx`) to its end, up to 5 minutes; its output, trimmed. */
export function tool(script, ...args) {
  const result = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** The value `share` of the way through `values` sorted (0.5: the median, 0.95: p95). */
export const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
};

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Proportional memory of a process in MB: its shared pages divided among their sharers. */
function pssMb(pid) {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // gone meanwhile
  }
}

function descendants(pid) {
  const parents = new Map();
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), parent);
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  for (let frontier = [pid]; frontier.length > 0;) {
    frontier = [...parents]
      .filter(([, parent]) => frontier.includes(parent))
      .map(([child]) => child);
    found.push(...frontier);
  }
  return found;
}

/**
 * CPU seconds (user + system) spent by a process and every process under
 * it, with what their finished children spent (the archiver's copies).
 */
export function cpuSeconds(pid) {
  const ticks = (process) => {
    try {
      const stat = readFileSync(`/proc/${process}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime, stime, cutime, cstime: fields 14 to 17 of stat(5), 11 to 14 after the name.
      return fields.slice(11, 15).reduce((total, value) => total + Number(value), 0);
    } catch {
      return 0; // gone meanwhile
    }
  };
  const total = [pid, ...descendants(pid)].reduce((sum, process) => sum + ticks(process), 0);
  return total / CLOCK_TICKS_PER_S;
}

/** Linux's USER_HZ: the unit of the CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS_PER_S = 100;

/** A process's command name ("node", "postgres"), or "" once it is gone. */
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}

/**
 * A job's name: the entry a node process runs ("render-job", "search-job", "backup-job",
 * from server/jobs/), otherwise its command name.
 */
function jobOf(pid) {
  const command = commandOf(pid);
  if (command !== "node") return command;
  try {
    const script = readFileSync(`/proc/${pid}/cmdline`, "utf8")
      .split("\0")
      .find((arg) => /-job[-.]/.test(arg));
    return script ? path.basename(script).replace(/(-[0-9a-f]{16})?\.(mjs|ts)$/, "") : command;
  } catch {
    return command;
  }
}

/** PostgreSQL's processes (each named "postgres") and initdb, which makes a cluster. */
const DATABASE_COMMANDS = new Set(["postgres", "initdb"]);

/**
 * The server's memory in parts: its own RSS; the PSS of its database (the
 * PostgreSQL processes under it: the cluster, initdb while it runs, a
 * drill's restored copy); and the PSS of each other process under it, a
 * job that lives only while it works (the rendering job, Pagefind's indexer).
 */
export function memoryParts(pid) {
  const serverMb = rssMb(pid);
  let databaseMb = 0;
  const jobs = [];
  for (const child of descendants(pid)) {
    const command = commandOf(child);
    if (DATABASE_COMMANDS.has(command)) databaseMb += pssMb(child);
    else if (command) jobs.push({ command: jobOf(child), mb: pssMb(child) });
  }
  const jobsMb = jobs.reduce((total, job) => total + job.mb, 0);
  return { serverMb, databaseMb, jobs, jobsMb, totalMb: serverMb + databaseMb + jobsMb };
}

/** The server's memory with every process under it: its RSS plus their PSS. */
export const serverMemoryMb = (pid) => memoryParts(pid).totalMb;

/** Starts a server and waits for `readyPath` to answer; `onSpawned(pid)` is called at once. */
export async function startServer({
  args,
  env,
  port,
  readyPath = "/",
  startTimeoutS = 60,
  onSpawned = () => {},
}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: {
      ...process.env,
      // npm start's environment for its server; a baseline (serve-handler) runs as it would alone.
      ...(args === serverArguments && serverEnvironment),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      PORT: String(port),
      ...env,
    },
  });
  onSpawned(child.pid);
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < startTimeoutS * 5; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}${readyPath}`)).status < 500) {
        return {
          origin,
          pid: child.pid,
          stop: () => stopProcess(child),
          kill: () => stopProcess(child, "SIGKILL"),
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const ended = child.exitCode ?? child.signalCode;
  stopProcess(child);
  const reason = ended === null ? `no answer within ${startTimeoutS} s` : `it ended: ${ended}`;
  throw new Error(`${args.join(" ")} did not start (${reason})`);
}

/** Signals the server's whole process group (SIGKILL: a machine lost), resolves once it exited. */
function stopProcess(child, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, signal);
  return exited;
}

/**
 * Samples `measure(pid)` (RSS by default) every `everyMs` while `work` runs;
 * returns the work's result and the peak.
 */
export async function withPeakRss(pid, work, { measure = rssMb, everyMs = 200 } = {}) {
  let peak = measure(pid);
  const timer = setInterval(() => (peak = Math.max(peak, measure(pid))), everyMs);
  try {
    const result = await work();
    return { result, peakRssMb: Math.max(peak, measure(pid)) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Samples `memoryParts(pid)` every `everyMs` until `stop()`: the samples,
 * each with its time (ms since the epoch); none once the process is gone.
 */
export function sampleMemory(pid, everyMs) {
  const samples = [];
  const take = () => {
    try {
      samples.push({ at: Date.now(), ...memoryParts(pid) });
    } catch {
      // the server exited
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return { samples, stop: () => clearInterval(timer) };
}
