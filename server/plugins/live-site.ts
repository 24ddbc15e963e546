/**
 * Keeps the collections' pages live (server/publishing/live-site.ts): at
 * start from the database's published entries (content/ is imported into a
 * new database first), and whenever they change, here or on another
 * instance, the server renders them into a new folder under
 * DATA_DIR/live-pages and serves from it once it is complete; the folder it
 * replaces is removed. Every instance also publishes what an owner
 * scheduled, each entry once. Decorates `app.liveSite`.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type pg from "pg";

import { localizedPath } from "~/lib/i18n";
import {
  type ContentSource,
  type Entry,
  buildDay,
  newestFirst,
} from "~/lib/publishing/collections.server";

import type { ServerConfig } from "../config";
import { formEndpointOrigins } from "../http-policy";
import { projectRoot } from "../project-root";
import { RENDERER_DIR } from "../site-output/renderer-dir";
import {
  type LiveContent,
  importContentFolder,
  movedPaths,
  publishedContent,
  publishedSignature,
} from "../publishing/entry-repository";
import { publishDue } from "../publishing/entry-workflow";
import {
  type LiveFiles,
  lastRendering,
  noLiveFiles,
  saveRendering,
} from "../publishing/live-files";
import type { RenderedPage } from "../publishing/page-renderer";
import { entryTable } from "../publishing/entry-table";
import { indexInProcess, renderInProcess } from "../publishing/render-process";
import { type JobQueue, jobQueue } from "../jobs/job-queue";

/** How often an instance publishes what is due and looks for what others published. */
const FOLLOW_EVERY_MS = 2000;

/**
 * Every rendering process of this server (live pages, their search index, the status pages,
 * previews) waits for the one slot: one job of 110–130 MB beside the server's ~110 MB keeps the
 * service well under its unit's MemoryMax=512M, with room for a backup's job. Previews, which
 * a person asks for, wait three deep; a fourth is refused with how long to wait. The first
 * estimate is a rendering's usual time on two cores.
 */
const RENDERINGS = { slots: 1, interactiveWaiting: 3, firstEstimateMs: 2000 };

export interface LiveSite {
  /** Whether entries can be published: the build kept its renderer. */
  publishing: boolean;
  /** What every page the server draws is drawn with: the build's renderer and the page policy's settings. */
  identity: string;
  /** The live pages, or none while the build's own are served. */
  current: () => LiveFiles | undefined;
  /** Renders the pages from `content`; resolves once they are served. */
  refresh: (content: LiveContent) => Promise<void>;
  /** Renders the pages again if what is published changed; resolves once they are served. */
  catchUp: () => Promise<void>;
  /**
   * The page of `entry` as it would be published now, beside what is published; QueueFull
   * (../jobs/job-queue.ts) when too many previews wait already.
   */
  preview: (entry: Entry) => Promise<RenderedPage>;
  /** The one line every rendering of this server waits in, the status pages' too. */
  renderings: JobQueue;
}

declare module "fastify" {
  interface FastifyInstance {
    liveSite: LiveSite;
  }
}

/** What the live pages are drawn with: the build's renderer and the forms' endpoints in each page's policy. */
async function renderingIdentity(buildDir: string): Promise<string> {
  const renderer = await readFile(path.join(buildDir, RENDERER_DIR, "index.js"));
  return createHash("sha256")
    .update(renderer)
    .update(JSON.stringify(formEndpointOrigins(process.env)))
    .digest("base64url");
}

async function liveSitePlugin(
  app: FastifyInstance,
  { config, source }: { config: ServerConfig; source?: ContentSource },
) {
  const { db } = app;
  const folder = path.join(config.storage.dataDir, "live-pages");
  // The renderer itself runs in a process of its own for each rendering (render-process.ts).
  const hasRenderer = existsSync(path.join(config.buildDir, RENDERER_DIR, "index.js"));
  const identity = hasRenderer ? await renderingIdentity(config.buildDir) : "";
  const renderings = jobQueue(RENDERINGS);
  let current: LiveFiles | undefined;
  /** What the live pages show, as publishedSignature says it. */
  let shown: string | undefined;
  // One rendering at a time: each builds on the files of the one before it.
  let rendering: Promise<void> = Promise.resolve();
  const inTurn = (work: () => Promise<void>) => {
    rendering = rendering.catch(() => {}).then(work);
    return rendering;
  };

  // The rendering job reads what is published from the database itself (render-job.ts),
  // reached as this server's pool reaches it.
  const { connectionString, host, port, user, database: name, password } = db.$client.options;
  const database: pg.PoolConfig = { connectionString, host, port, user, database: name, password };

  /**
   * Draws `content`, or what the database publishes today; `shows` says what it is, for
   * catchUp and the next start (none: draw again then).
   */
  async function render(content: LiveContent | "published", shows = "") {
    if (!hasRenderer) throw new Error(`${config.buildDir} has no renderer: build the site again`);
    const previous = current ?? noLiveFiles(folder);
    const { entries, moved } =
      content === "published"
        ? { entries: { database, today: buildDay() }, moved: await movedPaths(db) }
        : { entries: entryTable(content.source), moved: content.moved };
    const { report, indexKept, searchable, ...files } = await renderings.run(
      () =>
        renderInProcess({
          kind: "live",
          buildDir: config.buildDir,
          entries,
          folder: path.join(folder, randomUUID()),
          previous,
        }),
      "site",
    );
    const indexing = performance.now();
    if (!indexKept) {
      // In a process of its own once the rendering's has ended: their memory never adds up.
      const index = await renderings.run(
        () =>
          indexInProcess({
            folder: files.root,
            builtDir: path.join(config.buildDir, "client"),
            pages: [...files.files],
            searchable,
          }),
        "site",
      );
      for (const [pathname, entry] of index) files.files.set(pathname, entry);
    }
    const searchIndexMs = Math.round(performance.now() - indexing);
    app.log.info({ ...report, searchIndexMs }, "live pages rendered");
    const rendered = { ...files, moved };
    await saveRendering(rendered, { identity, shows });
    current = rendered;
    if (previous.files.size > 0) await rm(previous.root, { recursive: true, force: true });
  }

  /** A catchUp not yet started, which later calls join: it reads what is published when it starts. */
  let waitingCatchUp: Promise<void> | undefined;
  const catchUp = () =>
    (waitingCatchUp ??= inTurn(async () => {
      waitingCatchUp = undefined;
      if (!hasRenderer) return;
      // The day too: a post dated ahead appears, and a job leaves, when its day comes.
      const now = `${await publishedSignature(db)} ${buildDay()}`;
      if (now === shown) return;
      await render("published", now);
      shown = now;
    }));

  // A restart serves the last rendering as it is if what is published is unchanged (catchUp
  // compares), and otherwise keeps its unchanged pages rather than drawing every page again.
  if (hasRenderer) {
    const last = await lastRendering(folder, identity);
    current = last?.live;
    shown = last?.shows;
  } else await rm(folder, { recursive: true, force: true });
  if (!hasRenderer) {
    app.log.warn(
      `${config.buildDir} has no renderer (a build older than publishing): the built pages are served and entries cannot be published until the site is built again`,
    );
  }
  if (source) await inTurn(() => render({ source, moved: new Map() }));
  else if (hasRenderer) {
    const imported = await importContentFolder(db, path.join(projectRoot, "content"), {
      label: "content import",
    });
    if (imported !== undefined)
      app.log.info({ entries: imported }, "imported content/ into the database");
    await catchUp();
    const follow = setInterval(() => {
      void (async () => {
        await publishDue(db);
        await catchUp();
      })().catch((error: unknown) =>
        app.log.warn({ err: error }, "could not bring the live pages up to date; trying again"),
      );
    }, FOLLOW_EVERY_MS);
    follow.unref();
    app.addHook("onClose", () => clearInterval(follow));
  }
  app.addHook("onClose", async () => {
    await rendering.catch(() => {});
  });
  async function preview(entry: Entry): Promise<RenderedPage> {
    if (!hasRenderer || !current) throw new Error("no live pages to preview beside");
    return renderings.run(async () => {
      // Read once its turn comes: the server holds the published entries for one preview at a
      // time, never for every preview waiting.
      const published = source ?? (await publishedContent(db)).source;
      const beside: ContentSource = (collection, locale) => {
        const others = published(collection, locale).filter((item) => item.slug !== entry.slug);
        return collection === entry.collection && locale === entry.locale
          ? [entry, ...others].sort(newestFirst)
          : others;
      };
      return renderInProcess({
        kind: "preview",
        buildDir: config.buildDir,
        entries: entryTable(beside),
        pathname: localizedPath(entry.path, entry.locale),
      });
    }, "interactive");
  }

  app.decorate("liveSite", {
    publishing: hasRenderer,
    identity,
    current: () => current,
    refresh: (content) => inTurn(() => render(content)),
    catchUp,
    preview,
    renderings,
  } satisfies LiveSite);
}

export default fp(liveSitePlugin, { name: "live-site", dependencies: ["database"] });
