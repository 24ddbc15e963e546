/** A job for ./job-process.test.ts: answers, fails, or dies, as it is told. */
import { answerJob, serverLog } from "../../../server/jobs/job-child";

export interface SampleJob {
  say?: string;
  fail?: string;
  die?: boolean;
  /** An error to log, as a job logs one it met and went on from. */
  logError?: string;
  /** A line of the job's own making, on no list. */
  logText?: string;
}

answerJob(async ({ say, fail, die, logError, logText }: SampleJob) => {
  if (die) process.kill(process.pid, "SIGKILL");
  if (logText) serverLog.warn({}, logText);
  if (logError) serverLog.error({ err: new Error(logError) }, "the sample job met an error");
  if (fail) throw new Error(fail);
  serverLog.info({ said: say }, "the sample job ran");
  return { heard: say, pid: process.pid, mallocArenas: process.env.MALLOC_ARENA_MAX };
});
