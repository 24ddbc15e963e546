/**
 * The pages that come from the collections, rendered in the server from the
 * published entries, with no build: each entry's page, the lists and the
 * blog's categories, the Atom feeds, in every language, and sitemap.xml.
 * Each rendering is written, with its compressed twins, into a folder of its
 * own and served over the build's files (server/routes/site.ts); a page that
 * was published and is no longer answers 410.
 */
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { localizedPath, publishedLocales } from "~/lib/i18n";
import { type ContentSource, setContentSource } from "~/lib/publishing/collections.server";
import { collectionPaths, feedPaths } from "~/lib/publishing/site-paths.server";

import { htmlFileFor } from "../../scripts/page-weight";
import { writeCompressedTwins } from "../../scripts/server-files";
import { writeSearchIndex } from "../../scripts/search-index";
import { sitemapXml } from "../../scripts/static-files";
import {
  SEARCH_INDEX_PATH,
  formEndpointOrigins,
  inlineScriptHashes,
  pagePolicy,
} from "../http-policy";
import type { ManifestEntry } from "../site-manifest";
import type { PageRenderer } from "./page-renderer";

/** The pages that list entries, whatever is published. */
const LIST_PAGES = ["/blog", "/press", "/careers"];

export interface LiveFiles {
  /** The folder the files below are relative to. */
  root: string;
  files: Map<string, ManifestEntry>;
  /** Entry pages that were live and are not any more. */
  gone: Set<string>;
  /** An entry's address before its slug changed → its address now (301). */
  moved: Map<string, string>;
}

export const noLiveFiles = (root: string): LiveFiles => ({
  root,
  files: new Map(),
  gone: new Set(),
  moved: new Map(),
});

/** Every path whose content depends on the published entries, in every language. */
function entryDependentPaths(): string[] {
  return publishedLocales.flatMap((locale) =>
    [...collectionPaths(locale).map((page) => page.path), ...LIST_PAGES, ...feedPaths].map((page) =>
      localizedPath(page, locale),
    ),
  );
}

function fileFor(pathname: string): string {
  return pathname.endsWith(".xml") ? pathname.slice(1) : htmlFileFor(pathname);
}

/**
 * Renders every entry-dependent page from `source` into `folder` (emptied
 * first), then the search index over them and the other pages as built in
 * `builtDir`. `previous` says which pages were live, so that those no longer
 * published answer 410 rather than 404.
 */
export async function renderLiveFiles(
  renderer: PageRenderer,
  source: ContentSource,
  { folder, builtDir }: { folder: string; builtDir: string },
  previous: LiveFiles,
  env: NodeJS.ProcessEnv = process.env,
): Promise<LiveFiles> {
  // The renderer's copy of the collections draws the pages; the server's own lists their paths.
  renderer.setContentSource(source);
  setContentSource(source);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const files = new Map<string, ManifestEntry>();
  const write = async (pathname: string, content: string, csp?: string) => {
    const file = fileFor(pathname);
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), content);
    await writeCompressedTwins(folder, file);
    files.set(pathname, csp === undefined ? { file } : { file, csp });
  };
  for (const pathname of entryDependentPaths()) {
    const page = await renderer.render(pathname);
    if (page.status !== 200) throw new Error(`${pathname} rendered with status ${page.status}`);
    const csp = pathname.endsWith(".xml")
      ? undefined
      : pagePolicy(inlineScriptHashes(page.html), formEndpointOrigins(env));
    await write(pathname, page.html, csp);
  }
  await write("/sitemap.xml", sitemapXml());
  await writeSearchIndex(folder, async (url) => {
    const live = files.get(url);
    return readFile(path.join(live ? folder : builtDir, live?.file ?? htmlFileFor(url)), "utf8");
  });
  for (const file of await readdir(path.join(folder, SEARCH_INDEX_PATH), { recursive: true })) {
    const relative = path.join(SEARCH_INDEX_PATH.slice(1), String(file));
    if (!(await stat(path.join(folder, relative))).isFile()) continue;
    files.set(`/${relative.split(path.sep).join("/")}`, { file: relative });
  }
  const previousPages = [...previous.files].filter(([, entry]) => entry.csp !== undefined);
  const gone = new Set(
    [...previous.gone, ...previousPages.map(([pathname]) => pathname)].filter(
      (pathname) => !files.has(pathname),
    ),
  );
  return { root: folder, files, gone, moved: new Map() };
}
