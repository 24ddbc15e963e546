/** Servers the bench starts on loopback, each in its own process group, stopped by process id. */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

export const root = new URL("../..", import.meta.url).pathname;

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

export async function startServer({ args, env, port, readyPath = "/" }) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "silent", PORT: String(port), ...env },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}${readyPath}`)).status < 500) {
        return { origin, pid: child.pid, stop: () => stopProcess(child) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopProcess(child);
  throw new Error(`${args.join(" ")} did not start`);
}

function stopProcess(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  return exited;
}

/** Samples a process's RSS every 200 ms while `work` runs; returns its result and the peak. */
export async function withPeakRss(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
  try {
    const result = await work();
    return { result, peakRssMb: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}
