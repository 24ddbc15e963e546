/**
 * The server: Fastify with the official plugins first, then ours, then the
 * routes. One process serves the pre-rendered site and (under /api/) the API.
 */
import path from "node:path";

import fastifyCompress from "@fastify/compress";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type RouteOptions } from "fastify";

import { clientErrorHandler } from "./client-errors";
import { clientKey } from "./client-key";
import { lockedDownHeaders } from "./http-policy";
import type { ServerConfig } from "./config";
import type { Database } from "./db/database";
import type { ContentSource } from "~/lib/publishing/collections.server";
import { RequestLogController, loggerOptions } from "./logging";
import errorHandling from "./plugins/error-handling";
import backups from "./plugins/backups";
import databasePlugin from "./plugins/database";
import digestPlugin from "./plugins/digest";
import leadDelivery from "./plugins/lead-delivery";
import retention from "./plugins/retention";
import metrics from "./plugins/metrics";
import requestGuards from "./plugins/request-guards";
import securityHeaders from "./plugins/security-headers";
import storableInput from "./plugins/storable-input";
import authentication from "./plugins/authentication";
import { bodyLimits } from "./routes/body-limits";
import consoleRoutes from "./routes/admin/index";
import tokenRoutes from "./routes/admin/token";
import formRoutes from "./routes/forms";
import healthRoutes from "./routes/health";
import mediaRoutes from "./routes/media";
import site from "./routes/site";
import searchMissBeaconRoutes from "./routes/search-miss-beacon";
import visitBeaconRoutes from "./routes/visit-beacon";
import visitCounting from "./plugins/visit-counting";
import liveSite from "./plugins/live-site";
import statusSite from "./plugins/status-site";
import { refuse } from "./refusals";
import searchMissCounting from "./search-misses/search-miss-counting";
import { readSiteManifest } from "./site-manifest";

/** A hop count trusts that many proxies in front of the server (Fastify itself reads a number as none). */
function trustProxyOption(setting: ServerConfig["intake"]["trustProxy"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * The routes check what they are sent with valibot (routes/admin/request-input.ts) and write
 * their own JSON, so no route has a Fastify schema. Without these, Fastify loads Ajv and
 * fast-json-stringify at every start all the same: about 70 ms of a start's CPU, and their
 * modules in the heap for the server's whole life.
 */
const noRouteSchemas = () => () => {
  throw new Error("Route schemas are not compiled here: check input with valibot instead");
};

export interface AppOptions {
  /** An already open database (tests); by default the app opens its own from the config. */
  database?: Database;
  /** The time visits are counted at (tests that cross a UTC midnight). */
  clock?: () => Date;
  /** Entries to render the collections' pages from, live (the database's, in time). */
  contentSource?: ContentSource;
  /** Told of every route as it is added, with its options (the hostile load lists them all). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(
  config: ServerConfig,
  { database, clock, contentSource, onRoute }: AppOptions = {},
) {
  const app = Fastify({
    http2: false,
    logger: loggerOptions(config.logLevel),
    logController: new RequestLogController(),
    // Routes that read a body name their own limit (routes/body-limits.ts).
    bodyLimit: bodyLimits.none,
    // Routing never needs more than the whole path; requestGuards caps its length.
    routerOptions: { maxParamLength: config.maxUrlLength },
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: 1000,
      requireHostHeader: false, // checked by requestGuards, whose answer carries our headers
    },
    clientErrorHandler,
    // A request target the router cannot decode (malformed percent-encoding).
    // It answers before any hook runs, so it sets the locked-down headers itself.
    frameworkErrors: (error, request, reply) =>
      refuse(request, reply, error.statusCode ?? 400, lockedDownHeaders),
    trustProxy: trustProxyOption(config.intake.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Creating the database (or copying the previous release's) on a busy machine takes longer
    // than Fastify's 10 s; the database layer has its own deadlines, which say what failed, and
    // a start stopped halfway would leave the database running.
    pluginTimeout: 0,
    schemaController: {
      compilersFactory: { buildValidator: noRouteSchemas, buildSerializer: noRouteSchemas },
    },
  });

  app.server.maxConnections = config.maxConnections;
  if (onRoute) app.addHook("onRoute", onRoute);

  // Read before the database starts: a build that is not there stops the start with nothing to undo.
  const manifest = await readSiteManifest(config.buildDir);
  try {
    await app.register(fastifyCompress, { encodings: ["br", "gzip"] });
    await app.register(securityHeaders);
    await app.register(errorHandling);
    await app.register(requestGuards, { maxUrlLength: config.maxUrlLength });
    await app.register(storableInput);
    await app.register(fastifyRateLimit, {
      global: false,
      keyGenerator: (request) => clientKey(request.ip),
      // The answer says when to try again; it carries no body of the plugin's own.
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error("rate limited"), { statusCode: context.statusCode }),
    });
    await app.register(databasePlugin, { config, database });
    await app.register(leadDelivery, { config });
    await app.register(retention, { config });
    await app.register(backups, { config });
    await app.register(digestPlugin, { config });
    await app.register(metrics, { token: config.metricsToken });
    await app.register(visitCounting, { config, manifest, clock });
    await app.register(visitBeaconRoutes, { rateLimitMax: 60, rateLimitWindowS: 60 });
    await app.register(searchMissCounting, { config, clock });
    await app.register(searchMissBeaconRoutes, { rateLimitMax: 60, rateLimitWindowS: 60 });

    await app.register(healthRoutes, { prefix: "/api" });
    await app.register(formRoutes, {
      prefix: "/api",
      ...config.intake,
      publicOrigin: config.console.publicOrigin,
      isSitePage: (pathname) => manifest.files[pathname]?.csp !== undefined,
    });
    await app.register(tokenRoutes, { prefix: "/api/admin", adminToken: config.adminToken });
    await app.register(liveSite, { config, source: contentSource });
    await app.register(statusSite, { config });
    await app.register(authentication);
    await app.register(consoleRoutes, {
      prefix: "/api/admin",
      ...config.console,
      databaseServer: Boolean(config.storage.databaseUrl),
      dataDir: config.storage.dataDir,
    });

    await app.register(mediaRoutes);
    await app.register(site, {
      clientDir: path.join(config.buildDir, "client"),
      manifest,
      live: app.liveSite.current,
      statusPages: app.statusSite.current,
    });
    return app;
  } catch (error) {
    // A start that fails after the database started stops it (the database plugin's onClose hook).
    await app.close().catch(() => {});
    throw error;
  }
}
