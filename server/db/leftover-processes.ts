/**
 * Database processes left behind by a server that was killed: a postmaster
 * still running on our data folder, or its backends. They are found by their
 * working directory (every PostgreSQL process works in its data folder), so
 * a recycled PID or a zombie, which has none, is never mistaken for one.
 * Linux only (/proc); elsewhere PostgreSQL's own lock file has the last word.
 */
import { readFileSync, readdirSync, readlinkSync, realpathSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** The live processes working in `dataFolder`. */
export function processesIn(dataFolder: string): number[] {
  if (process.platform !== "linux") return [];
  const folder = realpathSync(dataFolder);
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return pid !== process.pid && readlinkSync(`/proc/${pid}/cwd`) === folder;
      } catch {
        return false; // gone, a zombie, or another user's
      }
    });
}

/** The postmaster's PID as its lock file records it. */
export function recordedPostmaster(dataFolder: string): number | undefined {
  try {
    const pid = Number(
      readFileSync(path.join(dataFolder, "postmaster.pid"), "utf8").split("\n")[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  }
}

/**
 * Shuts down whatever still runs on `dataFolder`: a fast shutdown (SIGINT)
 * of the postmaster, which ends its backends and writes a checkpoint; then,
 * for what remains, an immediate shutdown (SIGQUIT), then SIGKILL. Returns
 * how many processes there were.
 */
export async function stopLeftoverProcesses(dataFolder: string): Promise<number> {
  const found = processesIn(dataFolder);
  if (found.length === 0) return 0;
  const postmaster = recordedPostmaster(dataFolder);
  signal(postmaster && found.includes(postmaster) ? [postmaster] : found, "SIGINT");
  const escalations: [number, NodeJS.Signals][] = [
    [5000, "SIGQUIT"],
    [7000, "SIGKILL"],
  ];
  const started = Date.now();
  for (;;) {
    const remaining = processesIn(dataFolder);
    if (remaining.length === 0) return found.length;
    const elapsed = Date.now() - started;
    if (elapsed > 9000) {
      throw new Error(
        `Processes ${remaining.join(", ")} still use ${dataFolder}; stop them first.`,
      );
    }
    const due = escalations.find(([after]) => elapsed >= after);
    if (due) {
      escalations.splice(escalations.indexOf(due), 1);
      signal(remaining, due[1]);
    }
    await sleep(50);
  }
}
