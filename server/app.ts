/**
 * The server: Fastify with the official plugins first, then ours, then the
 * routes. One process serves the pre-rendered site and (under /api/) the API.
 */
import path from "node:path";

import fastifyCompress from "@fastify/compress";
import Fastify from "fastify";

import { clientErrorHandler } from "./client-errors";
import { lockedDownHeaders } from "./http-policy";
import type { ServerConfig } from "./config";
import { RequestLogController, loggerOptions } from "./logging";
import errorHandling from "./plugins/error-handling";
import requestGuards from "./plugins/request-guards";
import securityHeaders from "./plugins/security-headers";
import site from "./routes/site";
import { refuse } from "./refusals";
import { readSiteManifest } from "./site-manifest";

export async function buildApp(config: ServerConfig) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    logController: new RequestLogController(),
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
    return503OnClosing: true,
    forceCloseConnections: "idle",
  });

  await app.register(fastifyCompress, { encodings: ["br", "gzip"] });
  await app.register(securityHeaders);
  await app.register(errorHandling);
  await app.register(requestGuards, { maxUrlLength: config.maxUrlLength });

  await app.register(site, {
    clientDir: path.join(config.buildDir, "client"),
    manifest: await readSiteManifest(config.buildDir),
  });
  return app;
}
