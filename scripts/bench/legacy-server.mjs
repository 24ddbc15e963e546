#!/usr/bin/env node
/**
 * `npm start`: build when the sources are newer than the last build, then
 * serve build/client the way production does: serve-handler (the engine of
 * `serve`) with build/serve.json (clean URLs, the 404 page with status 404,
 * security headers, caching, no listings), gzip compression, and a guard
 * that answers malformed or unsupported requests with a 4xx before they
 * reach the file system.
 * PORT picks the port (3000); BUILD_DIR another build folder ("build").
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import compression from "compression";
import serveHandler from "serve-handler";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const port = Number(process.env.PORT ?? 3000);
const MAX_URL_LENGTH = 2048;
const sources = [
  "app",
  "public",
  "scripts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
];

function newestChange(target) {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

function buildIsStale() {
  const builtPage = path.join(clientDir, "index.html");
  if (!existsSync(builtPage)) return true;
  const built = statSync(builtPage).mtimeMs;
  return sources.some((source) => {
    const target = path.join(root, source);
    return existsSync(target) && newestChange(target) > built;
  });
}

/** Why a request is refused before it reaches the files, or undefined to serve it. */
function refusal(request) {
  if (request.method !== "GET" && request.method !== "HEAD") return [405, "Method Not Allowed"];
  const url = request.url ?? "";
  if (url.length > MAX_URL_LENGTH) return [414, "URI Too Long"];
  if (!url.startsWith("/")) return [400, "Bad Request"];
  try {
    const pathname = decodeURIComponent(new URL(url, "http://site").pathname);
    if (pathname.includes("\0")) return [400, "Bad Request"];
  } catch {
    return [400, "Bad Request"];
  }
  return undefined;
}

if (buildIsStale()) {
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const config = {
  ...JSON.parse(readFileSync(path.join(buildDir, "serve.json"), "utf8")),
  public: clientDir,
};
const compress = compression();

const server = createServer((request, response) => {
  const refused = refusal(request);
  if (refused) {
    const [status, message] = refused;
    response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", Allow: "GET, HEAD" });
    response.end(`${status} ${message}\n`);
    return;
  }
  compress(request, response, () => {
    serveHandler(request, response, config).catch(() => {
      if (!response.headersSent) response.writeHead(400);
      response.end();
    });
  });
});

server.listen(port, () =>
  console.log(`Serving ${path.relative(root, clientDir)} at http://localhost:${port}`),
);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
