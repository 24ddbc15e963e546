/**
 * Keeps the status pages true: a new database is seeded once
 * with the sample page's components and maintenance; the pages, the feeds
 * and /api/status.json are drawn again whenever a record changes, here or on
 * another instance (looked for every second), and whenever time alone
 * changes them: a maintenance window starts or ends, a day ends, a minute
 * of an open incident passes. Decorates `app.statusSite`.
 */
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { type StatusSnapshot, nextChange } from "~/lib/status/status-model";
import { STATUS_JSON_PATH } from "~/lib/status/status-paths";
import { statusSeed } from "~/site/status-source.server";

import { commandLine } from "../audit/audit-log";
import type { ServerConfig } from "../config";
import {
  type LastRendering,
  type LiveFiles,
  lastRendering,
  saveRendering,
} from "../publishing/live-files";
import { seedStatus, statusSignature, statusSnapshot } from "../status/status-repository";
import { renderInProcess } from "../publishing/render-process";
import { statusSummary } from "../status/status-summary";

const FOLLOW_EVERY_MS = 1000;

export interface StatusSite {
  /** The status pages drawn from the records, or none while the build's are served. */
  current: () => LiveFiles | undefined;
  /** Draws the pages again if anything changed; resolves once they are served. */
  refresh: () => Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    statusSite: StatusSite;
  }
}

/** What a drawing shows: the records' signature, until when time leaves it true, and the JSON beside it. */
interface Shown {
  signature: string;
  until: number;
  summary: string;
}

async function statusSitePlugin(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const { db } = app;
  const { publishing: hasRenderer, identity } = app.liveSite;
  const parent = path.join(config.storage.dataDir, "status-pages");
  // A restart serves the last drawing while it is still true (refresh compares), as the live pages do.
  let last: LastRendering | undefined;
  if (hasRenderer) last = await lastRendering(parent, identity);
  else await rm(parent, { recursive: true, force: true });
  let current: LiveFiles | undefined = last?.live;
  let shown = last && (JSON.parse(last.shows) as Shown);
  let drawing: Promise<void> = Promise.resolve();

  /** The pages and the JSON change together: nobody reads one new and the other old. */
  async function draw(snapshot: StatusSnapshot, now: Date, signature: string) {
    const previous = current;
    const summary = JSON.stringify(statusSummary(snapshot, now));
    const next: Shown = { signature, until: nextChange(snapshot, now).getTime(), summary };
    const drawn = hasRenderer
      ? await app.liveSite.renderings.run(
          () =>
            renderInProcess({
              kind: "status",
              buildDir: config.buildDir,
              snapshot,
              at: now,
              folder: path.join(parent, randomUUID()),
            }),
          "site",
        )
      : undefined;
    if (drawn) await saveRendering(drawn, { identity, shows: JSON.stringify(next) });
    current = drawn;
    shown = next;
    if (previous) await rm(previous.root, { recursive: true, force: true });
  }

  /**
   * A refresh not yet started, which later calls join: it reads the records when it starts, so
   * a burst of changes draws the pages once or twice, not once each.
   */
  let waiting: Promise<void> | undefined;
  const refresh = () => {
    waiting ??= drawing = drawing
      .catch(() => {})
      .then(async () => {
        waiting = undefined;
        const signature = await statusSignature(db);
        if (shown && shown.signature === signature && Date.now() < shown.until) return;
        await draw(await statusSnapshot(db), new Date(), signature);
      });
    return waiting;
  };

  let seeded = false;
  /** Seeds a new database once, then draws; until it can, the built page is served. */
  const followRecords = async () => {
    if (!seeded) {
      if (await seedStatus(db, statusSeed(), commandLine))
        app.log.info("seeded the status page's components and maintenance");
      seeded = true;
    }
    await refresh();
  };
  // The status page never keeps the site from starting: a database that cannot answer this
  // just then (a restart right after a crash) is asked again a second later.
  await followRecords().catch((error: unknown) =>
    app.log.warn({ err: error }, "could not draw the status pages yet; trying again"),
  );
  const follow = setInterval(() => {
    followRecords().catch((error: unknown) =>
      app.log.warn({ err: error }, "could not bring the status pages up to date; trying again"),
    );
  }, FOLLOW_EVERY_MS);
  follow.unref();
  app.addHook("onClose", async () => {
    clearInterval(follow);
    await drawing.catch(() => {});
  });

  app.get(STATUS_JSON_PATH, async (_request, reply) =>
    reply
      .header("Content-Type", "application/json; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .header("Access-Control-Allow-Origin", "*")
      .send(shown?.summary ?? ""),
  );

  app.decorate("statusSite", { current: () => current, refresh } satisfies StatusSite);
}

export default fp(statusSitePlugin, {
  name: "status-site",
  dependencies: ["database", "live-site"],
});
