/**
 * Runs a rendering (./render-job.ts) in a process started for it and ended
 * after it (../jobs/job-process.ts): React, the build's renderer and the
 * garbage of drawing every page never stay in the server's memory.
 */
import { runJobProcess } from "../jobs/job-process";
import type { RenderJob, RenderResults } from "./render-job";
import type { SearchIndexJob, indexLiveFiles } from "./search-job";

export const RENDER_JOB = "server/publishing/render-job.ts";
export const SEARCH_JOB = "server/publishing/search-job.ts";

export function renderInProcess<J extends RenderJob>(job: J): Promise<RenderResults[J["kind"]]> {
  return runJobProcess(RENDER_JOB, job, { what: "the rendering" });
}

/** Writes a rendering's search index, once the rendering's process has ended (./search-job.ts). */
export function indexInProcess(job: SearchIndexJob): ReturnType<typeof indexLiveFiles> {
  return runJobProcess(SEARCH_JOB, job, { what: "the search index" });
}
