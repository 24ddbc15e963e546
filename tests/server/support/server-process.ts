/** The real `npm start` process (server/start.mjs), for what needs one: logs on stdout, signals. */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";

import { freePort } from "../../../scripts/free-port";
import { movedClock } from "../../../server/moved-clock";
import { serverArguments, serverEnvironment } from "../../../server/start-command";
import { processTable } from "./process-table";
import { repositoryRoot } from "./site-fixture";

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Everything written to stdout so far. */
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  /** SIGTERM; resolves with the exit code once it (through npm: every process under it) ended. */
  stop: () => Promise<number | null>;
  /** SIGKILL to the process, or to its whole group when started through npm. */
  kill: () => void;
}

/** How long a start may take before a test gives up on it. */
const START_WITHIN_S = 90;

export interface StartOptions {
  /** The whole `npm start` in a process group of its own (npm, its shell and node). */
  npm?: boolean;
  /** Another release's folder (support/release-folder.ts); this repository by default. */
  cwd?: string;
  /** Another user to run as, as a service manager does; this process's own by default. */
  user?: { uid: number; gid: number };
}

/**
 * Starts server/start.mjs, or `npm start`, as a terminal or a supervisor runs it.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  { npm = false, cwd = repositoryRoot, user }: StartOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // npm start sets the server's environment itself; a supervisor sets it as this does.
  const [command, args, serverEnv] = npm
    ? ["npm", ["start", "--silent"], {}]
    : [process.execPath, serverArguments, serverEnvironment];
  const child = spawn(command, args, {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...movedClock(),
      ...serverEnv,
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: npm,
    ...user,
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const signal = (name: NodeJS.Signals) =>
    npm ? process.kill(-(child.pid as number), name) : child.kill(name);
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    port,
    origin,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    stop: async () => {
      if (child.exitCode === null) signal("SIGTERM");
      const code = await exited;
      // npm exits before the server under it has stopped its database: wait for them all.
      if (npm) await groupEnded(child.pid as number);
      return code;
    },
    kill: () => signal("SIGKILL"),
  };
  // Generous: a first start (a database created, content imported, every page drawn) took over
  // 30 s on a 2-core machine shared with a browser test run.
  const deadline = Date.now() + START_WITHIN_S * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return server;
    try {
      await fetch(`${origin}/api/health`);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`server did not answer within ${START_WITHIN_S} s:\n${stderr}`);
}

/**
 * Resolves once no process of the group `groupId` still runs (Linux's /proc; a zombie waiting for
 * PID 1, which reaps slowly, has ended).
 */
async function groupEnded(groupId: number) {
  const running = () =>
    processTable().some((entry) => entry.group === groupId && entry.state !== "Z");
  while (existsSync("/proc/self/stat") && running())
    await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The JSON lines the process logged. */
export function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
