#!/usr/bin/env node
/**
 * The server `npm start` ran before the Fastify one, kept only as the
 * bench's baseline: serve-handler (the engine of `serve`) with gzip
 * compression and a guard in front. It serves an existing build (BUILD_DIR)
 * with the same security headers, one policy for every page as it had.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

import compression from "compression";
import serveHandler from "serve-handler";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const port = Number(process.env.PORT ?? 3000);
const MAX_URL_LENGTH = 2048;

const manifest = JSON.parse(readFileSync(path.join(buildDir, "site-manifest.json"), "utf8"));
const headers = (entries) => Object.entries(entries).map(([key, value]) => ({ key, value }));
const shared = {
  "Content-Security-Policy": manifest.files["/"].csp,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cache-Control": "no-cache",
};
const config = {
  public: path.join(buildDir, "client"),
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  headers: [
    { source: "**", headers: headers(shared) },
    {
      source: "assets/**",
      headers: headers({ "Cache-Control": "public, max-age=31536000, immutable" }),
    },
  ],
};

function refusal(request) {
  if (request.method !== "GET" && request.method !== "HEAD") return 405;
  const url = request.url ?? "";
  if (url.length > MAX_URL_LENGTH) return 414;
  if (!url.startsWith("/")) return 400;
  try {
    if (decodeURIComponent(new URL(url, "http://site").pathname).includes("\0")) return 400;
  } catch {
    return 400;
  }
  return undefined;
}

const compress = compression();
const server = createServer((request, response) => {
  const refused = refusal(request);
  if (refused) {
    response.writeHead(refused, { "Content-Type": "text/plain; charset=utf-8" });
    response.end(`${refused}\n`);
    return;
  }
  compress(request, response, () => {
    serveHandler(request, response, config).catch(() => {
      if (!response.headersSent) response.writeHead(400);
      response.end();
    });
  });
});
server.listen(port, "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
