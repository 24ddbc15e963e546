import { describe, expect, it } from "vitest";

import { runJobProcess } from "../../server/jobs/job-process";
import type { SampleJob } from "./support/sample-job";

const SAMPLE_JOB = "tests/server/support/sample-job.ts";

const run = (job: SampleJob, log?: { info: (details: object, message: string) => void }) =>
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
