/**
 * The live pages' search index (Pagefind), written into a rendering's folder
 * in a process of its own (./render-process.ts forks this file once the
 * rendering's process has ended, and it exits after): the indexer and the
 * renderer (React, every page it drew) never share a process, so their memory
 * never adds up. It loads Pagefind and little else.
 */
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";

import { SEARCH_INDEX_PATH } from "../http-policy";
import { answerJob } from "../jobs/job-child";
import { type ManifestEntry, htmlFileFor } from "../site-manifest";
import { writeSearchIndex } from "../site-output/search-index";

export interface SearchIndexJob {
  /** The rendering's folder, which the index is written into. */
  folder: string;
  /** The build's pages, for those the rendering did not draw. */
  builtDir: string;
  /** The rendering's files, by path. */
  pages: [string, ManifestEntry][];
  /** The pages to index, as the rendering's entries have them (./live-site.ts). */
  searchable: string[];
}

/** Indexes the live pages, and the built ones beside them; the index's files, by path. */
export async function indexLiveFiles({
  folder,
  builtDir,
  pages,
  searchable,
}: SearchIndexJob): Promise<[string, ManifestEntry][]> {
  const live = new Map(pages);
  const readPage = async (url: string) => {
    const page = live.get(url);
    return readFile(path.join(page ? folder : builtDir, page?.file ?? htmlFileFor(url)), "utf8");
  };
  await writeSearchIndex(folder, searchable, readPage);
  const written: [string, ManifestEntry][] = [];
  for (const file of await readdir(path.join(folder, SEARCH_INDEX_PATH), { recursive: true })) {
    const relative = path.join(SEARCH_INDEX_PATH.slice(1), String(file));
    if (!(await stat(path.join(folder, relative))).isFile()) continue;
    written.push([`/${relative.split(path.sep).join("/")}`, { file: relative }]);
  }
  return written;
}

answerJob(indexLiveFiles);
