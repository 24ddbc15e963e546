/**
 * Runs a rendering (./render-job.ts) in a process started for it and ended
 * after it (../jobs/job-process.ts): React, the build's renderer and the
 * garbage of drawing every page never stay in the server's memory.
 */
import { type ContentSource, buildDay, isPublished } from "~/lib/publishing/collections.server";
import { publishedLocales } from "~/lib/i18n";
import { collections, type CollectionName } from "~/lib/publishing/frontmatter";

import { runJobProcess } from "../jobs/job-process";
import type { EntryTable, RenderJob, RenderResults } from "./render-job";
import type { SearchIndexJob, indexLiveFiles } from "./search-job";

export const RENDER_JOB = "server/publishing/render-job.ts";
export const SEARCH_JOB = "server/publishing/search-job.ts";
/**
 * A content source written out for another process: what is published
 * today as this server's clock says (the job's own clock says the same in
 * production; a test may move this one).
 */
export function entryTable(source: ContentSource): EntryTable {
  const today = buildDay();
  return (Object.keys(collections) as CollectionName[]).flatMap((collection) =>
    publishedLocales.map((locale): EntryTable[number] => [
      collection,
      locale,
      source(collection, locale).filter((entry) => isPublished(entry, today)),
    ]),
  );
}

export function renderInProcess<J extends RenderJob>(job: J): Promise<RenderResults[J["kind"]]> {
  return runJobProcess(RENDER_JOB, job, { what: "the rendering" });
}

/** Writes a rendering's search index, once the rendering's process has ended (./search-job.ts). */
export function indexInProcess(job: SearchIndexJob): ReturnType<typeof indexLiveFiles> {
  return runJobProcess(SEARCH_JOB, job, { what: "the search index" });
}
