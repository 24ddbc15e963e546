import { inspect } from "node:util";

import { describe, expect, it } from "vitest";

import { runJobProcess } from "../../server/jobs/job-process";
import type { SampleJob } from "./support/sample-job";

const SAMPLE_JOB = "tests/server/support/sample-job.ts";

type Line = (details: object, message: string) => void;

const run = (job: SampleJob, log?: { info: Line; error?: Line }) =>
  runJobProcess<{ heard: string; pid: number; mallocArenas?: string }>(
    SAMPLE_JOB,
    { ...job },
    { what: "the sample job", log },
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
