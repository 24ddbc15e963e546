/**
 * A rendering in a process of its own (./render-process.ts forks this file
 * for each job and it exits after): the build's renderer, React, every page
 * it draws and the published entries it reads live here, not in the server,
 * which gets back only what was written where.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";

import type { ContentSource } from "~/lib/publishing/collections.server";
import type { StatusSnapshot } from "~/lib/status/status-model";

import { schema } from "../db/schema";
import { answerJob } from "../jobs/job-child";
import { renderStatusFiles } from "./status-pages";
import { publishedSource } from "./entry-repository";
import { type EntryTable, entryTable, sourceOf } from "./entry-table";
import { type LiveFiles, type RenderingReport, renderLiveFiles } from "./live-files";
import { type RenderedPage, loadPageRenderer } from "./page-renderer";

/**
 * What a live rendering draws: the entries given, or those the database publishes on `today`,
 * read here: 500 entries read in the server cost it about 8 MB it kept after.
 */
export type LiveEntries = EntryTable | { database: pg.PoolConfig; today: string };

async function liveSource(entries: LiveEntries): Promise<ContentSource> {
  if (Array.isArray(entries)) return sourceOf(entries);
  const pool = new pg.Pool({ ...entries.database, max: 1 });
  try {
    const published = await publishedSource(drizzle({ client: pool, schema }));
    return sourceOf(entryTable(published, entries.today));
  } finally {
    await pool.end();
  }
}

export type RenderJob =
  | {
      kind: "live";
      buildDir: string;
      entries: LiveEntries;
      folder: string;
      previous: LiveFiles;
    }
  | { kind: "status"; buildDir: string; snapshot: StatusSnapshot; at: Date; folder: string }
  | { kind: "preview"; buildDir: string; entries: EntryTable; pathname: string };

export interface RenderResults {
  live: LiveFiles & { report: RenderingReport; indexKept: boolean; searchable: string[] };
  status: LiveFiles;
  preview: RenderedPage;
}

async function run(job: RenderJob): Promise<RenderResults[RenderJob["kind"]]> {
  const renderer = await loadPageRenderer(job.buildDir);
  switch (job.kind) {
    case "live":
      return renderLiveFiles(renderer, await liveSource(job.entries), job.folder, job.previous);
    case "status":
      return renderStatusFiles(renderer, job);
    case "preview":
      renderer.setContentSource(sourceOf(job.entries));
      return renderer.render(job.pathname);
  }
}

answerJob(run);
