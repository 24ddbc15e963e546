/**
 * The pages that come from the collections, rendered in the server from the
 * published entries, with no build: each entry's page, the lists and the
 * blog's categories, the Atom feeds, in every language, and sitemap.xml.
 * Each rendering is written, with its compressed twins, into a folder of its
 * own and served over the build's files (server/routes/site.ts); a page that
 * was published and is no longer answers 410.
 */
import { createHash } from "node:crypto";
import { link, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { localeOfPath, localizedPath, publishedLocales, unlocalizedPath } from "~/lib/i18n";
import {
  type ContentSource,
  type Entry,
  entryLanguages,
  findEntry,
  setContentSource,
} from "~/lib/publishing/collections.server";
import { relatedPosts } from "~/site/entry-pages.server";
import { type CollectionName, collections } from "~/lib/publishing/entry-fields";
import { collectionPaths, feedPaths } from "~/lib/publishing/site-paths.server";
import { SEARCH_PATH } from "~/lib/route-table";

import { writeCompressedTwins } from "../site-output/compressed-twins";
import { searchablePaths } from "../site-output/searchable-pages";
import { sitemapXml } from "../site-output/sitemap";
import { SEARCH_INDEX_PATH, formEndpointOrigins } from "../http-policy";
import {
  type ManifestEntry,
  htmlFileFor,
  policyOfPage,
  precompressedExtensions,
} from "../site-manifest";
import type { PageRenderer } from "./page-renderer";

const collectionNames = Object.keys(collections);

/** The pages that list entries, whatever is published (the search page's index for those without JavaScript too). */
const LIST_PAGES = ["/blog", "/press", "/careers", SEARCH_PATH];

export interface LiveFiles {
  /** The folder the files below are relative to. */
  root: string;
  files: Map<string, ManifestEntry>;
  /** Entry pages that were live and are not any more. */
  gone: Set<string>;
  /** An entry's address before its slug changed → its address now (301). */
  moved: Map<string, string>;
  /** Entry pages: a digest of everything the page shows, to render again only what changed. */
  inputs: Map<string, string>;
}

/** What one rendering did, for the log: pages drawn and kept, and where the time went. */
export interface RenderingReport {
  rendered: number;
  kept: number;
  pagesMs: number;
}

/** Written last into a rendering's folder: what it holds, for the next start to build on. */
const RENDERING_FILE = "rendering.json";

interface SavedRendering {
  /** The renderer and settings it was drawn with: another build or policy draws other pages. */
  identity: string;
  /** What the pages show, as the code that drew them says it: a restart that finds it unchanged draws nothing. */
  shows: string;
  files: [string, ManifestEntry][];
  gone: string[];
  moved: [string, string][];
  inputs: [string, string][];
}

/** A finished rendering found at start, and what it shows. */
export interface LastRendering {
  live: LiveFiles;
  shows: string;
}

/** Marks a finished rendering, so that a restart serves it as it is or keeps its unchanged pages. */
export async function saveRendering(
  live: LiveFiles,
  { identity, shows }: { identity: string; shows: string },
): Promise<void> {
  const saved: SavedRendering = {
    identity,
    shows,
    files: [...live.files],
    gone: [...live.gone],
    moved: [...live.moved],
    inputs: [...live.inputs],
  };
  const file = path.join(live.root, RENDERING_FILE);
  await writeFile(`${file}.partial`, JSON.stringify(saved));
  await rename(`${file}.partial`, file);
}

/**
 * The last finished rendering under `parent` drawn with `identity`, if any;
 * every other folder there (older, unfinished or from another build) is removed.
 */
export async function lastRendering(
  parent: string,
  identity: string,
): Promise<LastRendering | undefined> {
  await mkdir(parent, { recursive: true });
  let found: LastRendering | undefined;
  for (const name of await readdir(parent)) {
    const root = path.join(parent, name);
    const saved = await readFile(path.join(root, RENDERING_FILE), "utf8")
      .then((text) => JSON.parse(text) as SavedRendering)
      .catch(() => undefined);
    if (!found && saved?.identity === identity) {
      const live: LiveFiles = {
        root,
        files: new Map(saved.files),
        gone: new Set(saved.gone),
        moved: new Map(saved.moved),
        inputs: new Map(saved.inputs),
      };
      found = { live, shows: saved.shows };
    } else await rm(root, { recursive: true, force: true });
  }
  return found;
}

export const noLiveFiles = (root: string): LiveFiles => ({
  root,
  files: new Map(),
  gone: new Set(),
  moved: new Map(),
  inputs: new Map(),
});

/**
 * A digest of what an entry's page shows: the entry, the languages it has,
 * for a post the related posts beside it, and the footer's year. Other pages (lists, feeds)
 * have none: they are rendered every time.
 */
function entryPageInputs(pathname: string): string | undefined {
  const locale = localeOfPath(pathname);
  const [, collection, slug] = unlocalizedPath(pathname).split("/");
  if (!slug || !collectionNames.includes(collection as CollectionName)) return undefined;
  const entry = findEntry(collection as CollectionName, locale, slug);
  if (!entry) return undefined;
  const shown = {
    data: entry.data,
    html: entry.html,
    languages: entryLanguages(entry.collection, slug),
    related: entry.collection === "blog" ? relatedPosts(entry as Entry<"blog">, locale) : [],
    year: new Date().getFullYear(),
  };
  return createHash("sha256").update(JSON.stringify(shown)).digest("base64url");
}

/** Every path whose content depends on the published entries, in every language. */
function entryDependentPaths(): string[] {
  return publishedLocales.flatMap((locale) =>
    [...collectionPaths(locale).map((page) => page.path), ...LIST_PAGES, ...feedPaths].map((page) =>
      localizedPath(page, locale),
    ),
  );
}

/** Whether a file holds exactly `content` (a page whose rendering did not change keeps its files). */
async function sameContent(file: string, content: string): Promise<boolean> {
  const existing = await readFile(file).catch(() => undefined);
  return existing !== undefined && existing.equals(Buffer.from(content));
}

const isSearchIndexFile = (pathname: string) => pathname.startsWith(SEARCH_INDEX_PATH);

function fileFor(pathname: string): string {
  return pathname.endsWith(".xml") ? pathname.slice(1) : htmlFileFor(pathname);
}

/**
 * Renders every entry-dependent page from `source` into `folder` (emptied
 * first). `previous` says which pages were live, so that those no longer
 * published answer 410 rather than 404. Its search index is kept when no page
 * changed (`indexKept`); otherwise another job writes it over `searchable`
 * (./search-job.ts).
 */
export async function renderLiveFiles(
  renderer: PageRenderer,
  source: ContentSource,
  folder: string,
  previous: LiveFiles,
  env: NodeJS.ProcessEnv = process.env,
): Promise<LiveFiles & { report: RenderingReport; indexKept: boolean; searchable: string[] }> {
  const started = performance.now();
  let kept = 0;
  let rendered = 0;
  // The renderer's copy of the collections draws the pages; the server's own lists their paths.
  renderer.setContentSource(source);
  setContentSource(source);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const files = new Map<string, ManifestEntry>();
  const inputs = new Map<string, string>();
  /** The previous rendering's files, linked (not copied) into the new folder. */
  const keep = async (pathname: string, entry: ManifestEntry) => {
    await mkdir(path.dirname(path.join(folder, entry.file)), { recursive: true });
    for (const twin of ["", ...precompressedExtensions]) {
      await link(
        path.join(previous.root, entry.file + twin),
        path.join(folder, entry.file + twin),
      ).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error; // a small file has no compressed twins
      });
    }
    files.set(pathname, entry);
  };
  /** Compressing runs on libuv's threads while the next page renders. */
  const compressing: Promise<void>[] = [];
  const write = async (pathname: string, content: string, csp?: string) => {
    const unchanged = previous.files.get(pathname);
    if (unchanged && (await sameContent(path.join(previous.root, unchanged.file), content))) {
      await keep(pathname, unchanged);
      kept += 1;
      return;
    }
    const file = fileFor(pathname);
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), content);
    compressing.push(writeCompressedTwins(folder, file));
    files.set(pathname, csp === undefined ? { file } : { file, csp });
    rendered += 1;
  };
  for (const pathname of entryDependentPaths()) {
    const pageInputs = entryPageInputs(pathname);
    if (pageInputs) inputs.set(pathname, pageInputs);
    const unchanged = previous.files.get(pathname);
    if (pageInputs && unchanged && previous.inputs.get(pathname) === pageInputs) {
      await keep(pathname, unchanged);
      kept += 1;
      continue;
    }
    const page = await renderer.render(pathname);
    if (page.status !== 200) throw new Error(`${pathname} rendered with status ${page.status}`);
    const csp = pathname.endsWith(".xml")
      ? undefined
      : policyOfPage(pathname, page.html, formEndpointOrigins(env));
    await write(pathname, page.html, csp);
  }
  await write("/sitemap.xml", sitemapXml());
  await Promise.all(compressing);
  const previousIndex = [...previous.files].filter(([pathname]) => isSearchIndexFile(pathname));
  // Every page kept and none gone (a restart, a save that changed nothing): the index over them is too.
  const indexKept =
    rendered === 0 &&
    previousIndex.length > 0 &&
    previous.files.size - previousIndex.length === files.size;
  if (indexKept) for (const [pathname, entry] of previousIndex) await keep(pathname, entry);
  const previousPages = [...previous.files].filter(([, entry]) => entry.csp !== undefined);
  const gone = new Set(
    [...previous.gone, ...previousPages.map(([pathname]) => pathname)].filter(
      (pathname) => !files.has(pathname),
    ),
  );
  const report = { rendered, kept, pagesMs: Math.round(performance.now() - started) };
  // The pages search should find, as these entries have them: the index's job has no entries.
  const searchable = searchablePaths();
  return { root: folder, files, gone, moved: new Map(), inputs, report, indexKept, searchable };
}
