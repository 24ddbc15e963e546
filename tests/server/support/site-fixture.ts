/**
 * A small build of our own for server tests: a few pages with different
 * inline scripts, a hashed asset, the 404 page and a large file, passed
 * through the real build steps that write the manifest, the static-host
 * headers and the compressed twins.
 */
import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { ServerConfig } from "../../../server/config";
import { writeServerFiles } from "../../../scripts/server-files";

export const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

const page = (title: string, script: string, lang = "en-US") =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body><main><h1>${title}</h1>${"<p>Filler text for compression.</p>".repeat(40)}</main><script>${script}</script></body></html>`;

export const fixturePages = {
  "index.html": page("Home", 'console.log("home")'),
  "pricing/index.html": page("Pricing", 'console.log("pricing")'),
  "search/index.html": page("Search", 'console.log("search")'),
  "404.html": page("Not found", 'console.log("404", location.pathname)'),
  "es/pricing/index.html": page("Precios", 'console.log("precios")', "es-US"),
  "es/404.html": page("No encontrada", 'console.log("404", location.pathname)', "es-US"),
  /** React Router's SPA fallback: the owners' console's shell. */
  "__spa-fallback.html": page("Console", 'window.__console = "shell"'),
};

/** A chunk of the search index: gzip bytes under a name of Pagefind's own. */
export const SEARCH_CHUNK = "/pagefind/fragment/en-us_a1b2c3.pf_fragment";

/** 4 MB: long enough to still be in flight when a test pauses reading it. */
export const LARGE_FILE = "/assets/large-Zz99.bin";
export const LARGE_FILE_BYTES = 4 * 1024 * 1024;

/** Outside the repository, so `npm start` serves it as it is and never rebuilds it. */
export async function makeSiteBuild(env: NodeJS.ProcessEnv = {}) {
  const buildDir = await mkdtemp(path.join(tmpdir(), "brightway-site-"));
  const clientDir = path.join(buildDir, "client");
  const files: Record<string, string | Buffer> = {
    ...fixturePages,
    "assets/app-Ab12.js": `export const greeting = "${"hello ".repeat(400)}";\n`,
    [LARGE_FILE.slice(1)]: randomBytes(LARGE_FILE_BYTES),
    "icons.svg": `<svg xmlns="http://www.w3.org/2000/svg">${'<symbol id="x"/>'.repeat(100)}</svg>`,
    "robots.txt": "User-agent: *\nAllow: /\n",
    [SEARCH_CHUNK.slice(1)]: gzipSync(Buffer.from("pagefind_dcd".repeat(200))),
    "pagefind/pagefind-worker.js": `self.onmessage = () => {};\n${"// worker\n".repeat(200)}`,
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), content);
  }
  await writeServerFiles(clientDir, env);
  return { buildDir, clientDir, remove: () => rm(buildDir, { recursive: true, force: true }) };
}

/** A DATA_DIR for the apps of one test file that need no data of their own (it holds keys). */
let scratchDataDir: string | undefined;
const sharedDataDir = () =>
  (scratchDataDir ??= mkdtempSync(path.join(tmpdir(), "brightway-test-data-")));

/** The server's defaults, on loopback, silent; tests pass the app a database of their own. */
export function testConfig(buildDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    host: "127.0.0.1",
    port: 0,
    logLevel: "silent",
    buildDir,
    maxUrlLength: 2048,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    maxConnections: 2000,
    shutdownGraceMs: 10_000,
    storage: { dataDir: sharedDataDir(), retentionDays: 730 },
    intake: { rateLimitMax: 10, rateLimitWindowS: 600, trustProxy: false, allowedOrigins: [] },
    delivery: { retryBaseS: 30, worker: true },
    backup: { maxLagS: 10, fullEveryH: 24, retentionDays: 30, s3Access: { region: "us-east-1" } },
    console: {
      publicOrigin: "http://localhost:3000",
      auditRetentionDays: 2555,
      digest: { hour: 8, timeZone: "America/Chicago" },
    },
    visits: { counting: true, retentionDays: 790, flushIntervalMs: 5000 },
    ...overrides,
  };
}
