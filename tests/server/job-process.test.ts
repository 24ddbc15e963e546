import { inspect } from "node:util";

import { describe, expect, it } from "vitest";

import { UNLISTED_LINE, runJobProcess } from "../../server/jobs/job-process";
import type { SampleJob } from "./support/sample-job";

const SAMPLE_JOB = "tests/server/support/sample-job.ts";
/** The texts the sample job logs (importing the job's module would run it here). */
const SAMPLE_JOB_LINES = ["the sample job ran", "the sample job met an error"];

type Line = (details: object, message: string) => void;

const run = (job: SampleJob, log?: { info: Line; warn?: Line; error?: Line }) =>
  runJobProcess<{ heard: string; pid: number; mallocArenas?: string }>(
    SAMPLE_JOB,
    { ...job },
    { what: "the sample job", log, lines: SAMPLE_JOB_LINES },
  );

describe("a job in a process of its own", () => {
  it("answers from another process, and what it logs reaches the server's log", async () => {
    const lines: [object, string][] = [];
    const answer = await run(
      { say: "hello" },
      { info: (details, message) => lines.push([details, message]) },
    );
    expect(answer.heard).toBe("hello");
    expect(answer.pid).not.toBe(process.pid);
    // glibc's one arena keeps a job's peak 20 MB lower (server/jobs/job-process.ts).
    expect(answer.mallocArenas).toBe("1");
    expect(lines).toEqual([[{ said: "hello" }, "the sample job ran"]]);
  });

  it("logs an error the job met by its kind, never its message, which may quote a person", async () => {
    const lines: [object, string][] = [];
    await run(
      { say: "hello", logError: "cannot send the confirmation to ada@example.org" },
      {
        error: (details, message) => lines.push([details, message]),
        info: (details, message) => lines.push([details, message]),
      },
    );
    expect(lines).toContainEqual([
      { err: expect.objectContaining({ type: "Error" }) },
      "the sample job met an error",
    ]);
    expect(inspect(lines, { depth: null })).not.toContain("ada@example.org");
  });

  it("leaves out the text of a line the job put together, which is on no list", async () => {
    const lines: [object, string][] = [];
    const record = (details: object, message: string) => lines.push([details, message]);
    await run(
      { say: "hello", logText: "could not reach ada@example.org at 512-555-0142" },
      { info: record, warn: record },
    );
    expect(lines).toEqual([
      [{ job: "the sample job" }, UNLISTED_LINE],
      [{ said: "hello" }, "the sample job ran"],
    ]);
    expect(inspect(lines, { depth: null })).not.toMatch(/ada@example\.org|555-0142/);
  });

  it("fails with the job's own error, named", async () => {
    await expect(run({ fail: "the disk is full" })).rejects.toThrow(
      /^the sample job failed: Error: the disk is full/,
    );
  });

  it("fails when its process dies without answering", async () => {
    await expect(run({ die: true })).rejects.toThrow(
      "the sample job's process ended (SIGKILL) without an answer",
    );
  });
});
