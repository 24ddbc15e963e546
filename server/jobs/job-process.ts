/**
 * Work the idle server should not carry runs in a process started for it
 * and ended after it: what it loads, allocates and leaves
 * fragmented goes with the process, and the server gets back only the
 * answer. The server bundles each job's entry beside itself
 * (server/run-bundled.mjs), and the server tests' global setup bundles
 * them the same way; run from TypeScript (the dev server, the bench), a
 * job runs through tsx. ./job-child.ts is the other end.
 */
import { type Serializable, fork } from "node:child_process";
import path from "node:path";

import type { Log } from "../db/embedded-cluster";
import { safeError } from "../logging";
import { projectRoot } from "../project-root";
import type { JobMessage } from "./job-child";

/** Where server/run-bundled.mjs says it put the bundles of entries other than the server's own. */
const BUNDLES = Symbol.for("brightway.bundles");

/**
 * A young generation of 4 MB rather than V8's default: a rendering job allocates fast and
 * would otherwise grow it, for a peak about a sixth higher in no less time.
 */
const JOB_HEAP_FLAGS = ["--max-semi-space-size=4"];

/**
 * One malloc arena: glibc gives each thread that allocates (libuv's pool compressing pages,
 * V8's helpers) an arena of its own and keeps what was freed in it; with one, a rendering
 * job's peak is about a sixth lower, and publishing takes no longer.
 */
const jobEnvironment = () => ({ ...process.env, MALLOC_ARENA_MAX: "1" });

function jobEntry(entry: string): { file: string; execArgv: string[] } {
  const bundles = (globalThis as { [BUNDLES]?: Record<string, string> })[BUNDLES];
  const bundled = bundles?.[entry];
  return bundled
    ? { file: bundled, execArgv: JOB_HEAP_FLAGS }
    : { file: path.join(projectRoot, entry), execArgv: [...JOB_HEAP_FLAGS, "--import", "tsx"] };
}

/**
 * A job's log details as the server is told them: its paths and counts, and each error named by
 * its kind and place (../logging.ts), never by its message, which can quote a lead's fields
 * (a database's error quotes the row), whichever log the server gives.
 */
const safeDetails = (details: object) =>
  Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      value instanceof Error ? safeError(value) : (value as unknown),
    ]),
  );

/** Logged, at the job's level, in place of a line whose text is not on the job's list. */
export const UNLISTED_LINE = "a job logged a line that is not on its list: its text is left out";

/** How long a job that has answered may take to end before it is killed. */
const END_AFTER_ANSWER_MS = 10_000;

/**
 * Runs `job` in a new process of `entry` (a file that calls answerJob) and
 * resolves with its answer once the process has ended, so a job's memory is
 * given back before whatever waits for it (./job-queue.ts) starts the next;
 * `log` is told what the job logs, in the job's words only where they are on
 * its list of `lines` (a text the job put together could quote a person).
 * `what` names the job in the error when it fails.
 */
export function runJobProcess<Result>(
  entry: string,
  job: Serializable,
  {
    what,
    log,
    lines = [],
  }: {
    what: string;
    log?: Partial<Log>;
    /** The texts the job logs: a line's text reaches `log` only when it is one of them. */
    lines?: readonly string[];
  },
): Promise<Result> {
  const listed = new Set(lines);
  const { file, execArgv } = jobEntry(entry);
  const child = fork(file, [], {
    cwd: projectRoot,
    execArgv,
    env: jobEnvironment(),
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    let answer: { ok: true; result: Result } | { ok: false; error: Error } | undefined;
    let ending: NodeJS.Timeout | undefined;
    child.on("message", (message: JobMessage<Result>) => {
      if ("log" in message) {
        const { level, details, message: text } = message.log;
        if (listed.has(text)) log?.[level]?.(safeDetails(details), text);
        else log?.[level]?.({ job: what }, UNLISTED_LINE);
        return;
      }
      answer = message.ok
        ? message
        : { ok: false, error: new Error(`${what} failed: ${message.message}`) };
      ending = setTimeout(() => child.kill("SIGKILL"), END_AFTER_ANSWER_MS);
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(ending);
      // Without an answer, the job died (a crash, out of memory).
      if (!answer)
        reject(new Error(`${what}'s process ended (${signal ?? code}) without an answer`));
      else if (answer.ok) resolve(answer.result);
      else reject(answer.error);
    });
    child.send(job);
  });
}
