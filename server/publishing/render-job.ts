/**
 * A rendering in a process of its own (./render-process.ts forks this file
 * for each job and it exits after): the build's renderer, React and every
 * page it draws live here, not in the server, which gets back only what was
 * written where.
 */
import type { Locale } from "~/lib/i18n";
import type { ContentSource, Entry } from "~/lib/publishing/collections.server";
import type { CollectionName } from "~/lib/publishing/frontmatter";
import type { StatusSnapshot } from "~/lib/status/status-model";

import { answerJob } from "../jobs/job-child";
import { renderStatusFiles } from "../status/status-pages";
import { type LiveFiles, type RenderingReport, renderLiveFiles } from "./live-site";
import { type RenderedPage, loadPageRenderer } from "./page-renderer";

/** A content source written out: what it gives for each collection and language. */
export type EntryTable = [CollectionName, Locale, Entry[]][];

export const sourceOf =
  (table: EntryTable): ContentSource =>
  (collection, locale) =>
    table.find(([name, language]) => name === collection && language === locale)?.[2] ?? [];

export type RenderJob =
  | {
      kind: "live";
      buildDir: string;
      entries: EntryTable;
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
      return renderLiveFiles(renderer, sourceOf(job.entries), job.folder, job.previous);
    case "status":
      return renderStatusFiles(renderer, job);
    case "preview":
      renderer.setContentSource(sourceOf(job.entries));
      return renderer.render(job.pathname);
  }
}

answerJob(run);
