/**
 * Keeps the collections' pages live (server/publishing/live-site.ts): at
 * start from the database's published entries (content/ is imported into a
 * new database first), and again whenever `refresh` is called with the
 * entries as they are now, the server renders them into a new folder under
 * DATA_DIR/live-pages and serves from it once it is complete; the folder it
 * replaces is removed. Decorates `app.liveSite`.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import type { ContentSource } from "~/lib/publishing/collections.server";

import type { ServerConfig } from "../config";
import { loadPageRenderer } from "../publishing/page-renderer";
import {
  type LiveContent,
  importContentFolder,
  publishedContent,
} from "../publishing/entry-repository";
import { projectRoot } from "../project-root";
import { type LiveFiles, noLiveFiles, renderLiveFiles } from "../publishing/live-site";
import { RENDERER_DIR } from "../../scripts/renderer-plugin";

export interface LiveSite {
  /** The live pages, or none while the build's own are served. */
  current: () => LiveFiles | undefined;
  /** Renders the pages again from `content`; resolves once they are served. */
  refresh: (content: LiveContent) => Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    liveSite: LiveSite;
  }
}

async function liveSitePlugin(
  app: FastifyInstance,
  { config, source }: { config: ServerConfig; source?: ContentSource },
) {
  const folder = path.join(config.storage.dataDir, "live-pages");
  const hasRenderer = existsSync(path.join(config.buildDir, RENDERER_DIR, "index.js"));
  const renderer = hasRenderer ? await loadPageRenderer(config.buildDir) : undefined;
  let current: LiveFiles | undefined;
  // One rendering at a time: the renderer holds one content source.
  let rendering: Promise<void> = Promise.resolve();

  const refresh = ({ source: next, moved }: LiveContent) => {
    rendering = rendering.then(async () => {
      if (!renderer) throw new Error(`${config.buildDir} has no renderer: build the site again`);
      const previous = current ?? noLiveFiles(folder);
      const rendered = await renderLiveFiles(
        renderer,
        next,
        { folder: path.join(folder, randomUUID()), builtDir: path.join(config.buildDir, "client") },
        previous,
      );
      current = { ...rendered, moved };
      if (previous.files.size > 0) await rm(previous.root, { recursive: true, force: true });
    });
    return rendering;
  };

  await rm(folder, { recursive: true, force: true });
  if (source) await refresh({ source, moved: new Map() });
  else if (renderer) {
    const { db } = app.intake;
    const imported = await importContentFolder(db, path.join(projectRoot, "content"), {
      label: "content import",
    });
    if (imported !== undefined)
      app.log.info({ entries: imported }, "imported content/ into the database");
    await refresh(await publishedContent(db));
  }
  app.addHook("onClose", async () => {
    await rendering.catch(() => {});
    await rm(folder, { recursive: true, force: true });
  });
  app.decorate("liveSite", { current: () => current, refresh } satisfies LiveSite);
}

export default fp(liveSitePlugin, { name: "live-site", dependencies: ["intake"] });
