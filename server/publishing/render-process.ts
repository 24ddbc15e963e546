/**
 * Runs a rendering (./render-job.ts) in a process started for it and ended
 * after it: React, the build's renderer and the garbage of drawing every
 * page never stay in the server's memory (issue 38). The server bundles
 * the job with itself (server/run-bundled.mjs), and the server tests' global
 * setup bundles it the same way; run from TypeScript (the dev server, the
 * bench), the job runs through tsx.
 */
import { fork } from "node:child_process";
import path from "node:path";

import { type ContentSource, buildDay, isPublished } from "~/lib/publishing/collections.server";
import { publishedLocales } from "~/lib/i18n";
import { collections, type CollectionName } from "~/lib/publishing/frontmatter";

import { projectRoot } from "../project-root";
import type { EntryTable, RenderJob, RenderResults } from "./render-job";

export const RENDER_JOB = "server/publishing/render-job.ts";
/** Where server/run-bundled.mjs says it put the bundles of entries other than the server's own. */
const BUNDLES = Symbol.for("brightway.bundles");

function jobEntry(): { file: string; execArgv: string[] } {
  const bundles = (globalThis as { [BUNDLES]?: Record<string, string> })[BUNDLES];
  const bundled = bundles?.[RENDER_JOB];
  return bundled
    ? { file: bundled, execArgv: ["--enable-source-maps"] }
    : { file: path.join(projectRoot, RENDER_JOB), execArgv: ["--import", "tsx"] };
}

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

type Answer<K extends RenderJob["kind"]> =
  { ok: true; result: RenderResults[K] } | { ok: false; message: string };

export function renderInProcess<J extends RenderJob>(job: J): Promise<RenderResults[J["kind"]]> {
  const { file, execArgv } = jobEntry();
  const child = fork(file, [], {
    cwd: projectRoot,
    execArgv,
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (answer: Answer<J["kind"]>) => {
      if (answer.ok) resolve(answer.result);
      else reject(new Error(`the rendering failed: ${answer.message}`));
    });
    child.once("error", reject);
    // After an answer this changes nothing; without one, the job died (a crash, out of memory).
    child.once("exit", (code, signal) =>
      reject(new Error(`the rendering process ended (${signal ?? code}) without an answer`)),
    );
    child.send(job);
  });
}
