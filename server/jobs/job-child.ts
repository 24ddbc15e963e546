/**
 * The job's end of ./job-process.ts: one job per process, received over IPC
 * with V8's serialization; what it logs goes to the server's log, and its
 * answer (or its error) is the last message before the process lets go.
 */
import type { Log } from "../db/embedded-cluster";

type Level = keyof Log;

export type JobMessage<Result> =
  | { log: { level: Level; details: object; message: string } }
  | { ok: true; result: Result }
  | { ok: false; message: string };

const send = (message: JobMessage<unknown>, then: () => void = () => {}) =>
  process.send?.(message, then);

/** A Log whose lines the server writes, with its own logger. */
export const serverLog: Log = {
  info: (details, message) => send({ log: { level: "info", details, message } }),
  warn: (details, message) => send({ log: { level: "warn", details, message } }),
  error: (details, message) => send({ log: { level: "error", details, message } }),
};

/** Answers the one job this process is sent with `run`'s result, then ends the process's hold. */
export function answerJob<Job>(run: (job: Job) => Promise<unknown>) {
  process.once("message", (job: Job) => {
    run(job)
      .then((result) => ({ ok: true as const, result }))
      .catch((error: unknown) => ({
        ok: false as const,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }))
      .then((answer) => send(answer, () => process.disconnect()));
  });
}
