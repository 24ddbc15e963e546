/**
 * Counting visits as pages are served (server/visits): after each answer
 * has gone out, the request becomes an event or is dropped by a named rule;
 * events are counted in memory, and one writer adds them to the database in
 * a batch every few seconds and once more when the server stops. Nothing is
 * written on the request path. Decorates `app.visits`.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

import { isConsolePath } from "~/lib/route-table";

import type { ServerConfig } from "../config";
import { campaignOf } from "../leads/lead-source";
import { isApiPath } from "../refusals";
import { type SiteManifest, sitePath } from "../site-manifest";
import { type Campaign, type VisitEvent, VisitCounter } from "../visits/visit-counter";
import { type Counted, type PathKind, classifyRequest } from "../visits/visit-event";
import { addVisitCounts } from "../visits/visit-repository";

export interface VisitCounting {
  /** VISIT_COUNTING and VISIT_RETENTION_DAYS, for the report to say. */
  counting: boolean;
  retentionDays: number;
  /** Whether a path is one of the site's pages (the only paths counted). */
  isPage: (path: string) => boolean;
  /** Counts a page that was shown later than it was served (the beacon); nothing when off. */
  countShown: (request: FastifyRequest, pageUrl: URL, counted: Counted) => void;
  /** Writes what is counted so far (tests, shutdown). */
  flush: () => Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    visits: VisitCounting;
  }
}

export interface VisitCountingOptions {
  config: ServerConfig;
  manifest: SiteManifest;
  /** The time, for tests that cross a UTC midnight. */
  clock?: () => Date;
}

function pathKind(manifest: SiteManifest, url: string, pathname: string | undefined): PathKind {
  if (isApiPath(url)) return "api";
  if (pathname === undefined) return "unknown";
  const entry = manifest.files[pathname];
  if (entry?.csp !== undefined) return "page";
  if (isConsolePath(pathname)) return "console";
  if (pathname.endsWith("/feed.xml")) return "feed";
  return entry ? "asset" : "unknown";
}

/** Another site's host name from a Referer; none for this site's own pages or anything unreadable. */
function referrerHost(referer: string | undefined, ownHosts: string[]): string | undefined {
  if (!referer) return undefined;
  try {
    const { protocol, hostname } = new URL(referer);
    if (!/^https?:$/.test(protocol) || !hostname || hostname.length > 253) return undefined;
    return ownHosts.includes(hostname) ? undefined : hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

function campaignFrom(url: URL): Campaign | undefined {
  const { utmCampaign, utmSource, utmMedium } = campaignOf(url);
  if (!utmCampaign) return undefined;
  return { campaign: utmCampaign, source: utmSource ?? "", medium: utmMedium ?? "" };
}

const readUrl = (pathAndQuery: string) => new URL(pathAndQuery, "https://site.invalid");

async function visitCountingPlugin(
  app: FastifyInstance,
  { config, manifest, clock = () => new Date() }: VisitCountingOptions,
) {
  const isPage = (path: string) => manifest.files[path]?.csp !== undefined;
  const ownHosts = [config.console.publicOrigin].map((origin) => new URL(origin).hostname);
  const counter = new VisitCounter();

  /** `path` is the page as decoded (the manifest's); `url` carries the query. */
  const eventOf = (
    request: FastifyRequest,
    path: string,
    url: URL,
    counted: Counted,
  ): VisitEvent => {
    const hosts = [...ownHosts, request.hostname];
    return {
      counted,
      at: clock(),
      path,
      address: request.ip,
      userAgent: request.headers["user-agent"] ?? "",
      referrerHost: referrerHost(request.headers.referer, hosts),
      campaign: url.search ? campaignFrom(url) : undefined,
    };
  };

  /** The one writer: batches go out one at a time; a batch that fails waits for the next. */
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    writing = writing.then(async () => {
      const batch = counter.takeBatch();
      if (batch.days.length === 0) return;
      try {
        await addVisitCounts(app.db, batch);
      } catch (error) {
        counter.putBack(batch);
        app.log.warn({ err: error }, "visit counts could not be written; kept for the next try");
      }
    });
    return writing;
  };

  if (config.visits.counting) {
    app.addHook("onResponse", (request, reply, done) => {
      const pathname = sitePath(request.url);
      const verdict = classifyRequest({
        method: request.method,
        pathKind: pathKind(manifest, request.url, pathname),
        status: reply.statusCode,
        userAgent: request.headers["user-agent"],
        purpose: header(request, "sec-purpose") ?? header(request, "purpose"),
      });
      if ("counted" in verdict && pathname !== undefined) {
        counter.count(eventOf(request, pathname, readUrl(request.url), verdict.counted));
      }
      done();
    });
    const writer = setInterval(() => void flush(), config.visits.flushIntervalMs);
    writer.unref();
    app.addHook("onClose", async () => {
      clearInterval(writer);
      await flush();
    });
  }

  app.decorate("visits", {
    counting: config.visits.counting,
    retentionDays: config.visits.retentionDays,
    isPage,
    countShown(request, pageUrl, counted) {
      if (config.visits.counting) {
        counter.count(eventOf(request, pageUrl.pathname, pageUrl, counted));
      }
    },
    flush,
  } satisfies VisitCounting);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

export default fp(visitCountingPlugin, { name: "visit-counting", dependencies: ["database"] });
