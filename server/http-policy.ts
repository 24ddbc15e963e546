/**
 * The site's HTTP behaviour, defined once: which headers every response
 * carries, each page's Content-Security-Policy, and how long each kind of
 * file may be cached. The build writes it out as build/http-headers.json (read
 * by the server) and build/client/_headers (for static hosts that read that
 * format); the server applies the same functions to every answer it gives.
 */
import { createHash } from "node:crypto";

export type Headers = Record<string, string>;

/** Sent with every response: pages, files, API answers, refusals and 404s. */
export const securityHeaders: Headers = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  // Browsers ignore it over plain HTTP (localhost); it binds deployments behind TLS.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/** For everything that is not a page (files, API answers, refusals): nothing may run or load. */
export const lockedDownPolicy =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Inline <script> types the browser runs or acts on; any other type is a data block that never runs. */
const activeScriptTypes = ["", "module", "text/javascript", "importmap", "speculationrules"];

/**
 * sha256 sources of a page's distinct inline <script> elements (those without
 * src) that the browser runs or acts on, speculation rules included. Data
 * blocks (JSON-LD, an island's JSON props) never run, so they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!body || /\ssrc=/.test(attributes) || !activeScriptTypes.includes(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes].sort();
}

/** Origins outside this site that forms may POST to, from the build's endpoint settings. */
export function formEndpointOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const urls = [env.VITE_DEMO_REQUEST_URL, env.VITE_CONTACT_URL].filter(Boolean) as string[];
  return [
    ...new Set(urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin)),
  ];
}

interface PagePolicyOptions {
  /** Search pages compile Pagefind's WebAssembly, which needs 'wasm-unsafe-eval' (and nothing more). */
  webAssembly?: boolean;
}

/** A page's policy: its own inline scripts by hash, never 'unsafe-inline' for scripts. */
export function pagePolicy(
  scriptHashes: string[],
  endpointOrigins: string[],
  { webAssembly = false }: PagePolicyOptions = {},
): string {
  const scriptSources = ["'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    // Radix positions popovers and locks scrolling with inline style attributes,
    // and sonner injects its stylesheet at runtime: both need inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...endpointOrigins].join(" ")}`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Fingerprinted build output never changes under the same name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and unhashed files: always ask the server whether they changed. */
export const REVALIDATE = "no-cache";
/** API answers are about one request and are never reused. */
export const NO_STORE = "no-store";

/** Every header of an answer that is not a site file: API answers, refusals, errors. */
export const lockedDownHeaders: Headers = {
  "Content-Security-Policy": lockedDownPolicy,
  ...securityHeaders,
  "Cache-Control": NO_STORE,
};

/** Where entries' images are served; their names carry a content hash (app/lib/publishing/media.ts). */
export const MEDIA_PATH = "/media/";

/** Site files whose names carry a content hash: the build's assets and entries' images. */
export function isFingerprinted(urlPath: string): boolean {
  return urlPath.startsWith("/assets/") || urlPath.startsWith(MEDIA_PATH);
}

/**
 * Pagefind's scripts, run as a module and a worker on the search page: a
 * worker obeys the policy its own script is served with, and it fetches the
 * index and compiles the WebAssembly that reads it.
 */
export const searchScriptPolicy =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const SEARCH_INDEX_PATH = "/pagefind/";

/** The Content-Security-Policy of a site file: a page's own, Pagefind's, or nothing may run. */
export function filePolicy(urlPath: string, pageCsp: string | undefined): string {
  if (pageCsp) return pageCsp;
  if (urlPath.startsWith(SEARCH_INDEX_PATH) && urlPath.endsWith(".js")) return searchScriptPolicy;
  return lockedDownPolicy;
}

/**
 * The search index's chunks and WebAssembly are gzip files under names of
 * their own. Said so, nothing compresses them a second time (and
 * @fastify/compress would otherwise label them brotli while passing the gzip
 * bytes through).
 */
export function isSearchIndexChunk(urlPath: string): boolean {
  return urlPath.startsWith(SEARCH_INDEX_PATH) && /\.(pf_\w+|pagefind)$/.test(urlPath);
}

/** Every header of a site file's answer, from its URL path and (for pages) its policy. */
export function fileHeaders(urlPath: string, pageCsp: string | undefined): Headers {
  return {
    "Content-Security-Policy": filePolicy(urlPath, pageCsp),
    ...securityHeaders,
    "Cache-Control": isFingerprinted(urlPath) ? IMMUTABLE : REVALIDATE,
    ...(isSearchIndexChunk(urlPath) ? { "Content-Type": "application/gzip" } : {}),
  };
}

/**
 * The owners' console's shell, answered for every console path: its own
 * policy, revalidated like a page, and kept out of search engines.
 */
export function consoleShellHeaders(csp: string): Headers {
  return {
    "Content-Security-Policy": csp,
    ...securityHeaders,
    "Cache-Control": REVALIDATE,
    "X-Robots-Tag": "noindex, nofollow",
  };
}

/** Build output that describes the site rather than being part of it; never served. */
export const bookkeepingFiles = ["_headers"];

/**
 * build/client/_headers (Netlify, Cloudflare Pages): the shared headers for
 * every path, then one block per file with its own policy and one
 * Cache-Control. Hosts merge the blocks that match a path, so no header
 * appears in more than one block that can match the same path.
 */
export function staticHostHeaders(urlPaths: string[], pageCsp: Record<string, string>): string {
  const block = (pattern: string, headers: Headers) => [
    pattern,
    ...Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`),
  ];
  const perFile = (urlPath: string) => ({
    "Content-Security-Policy": filePolicy(urlPath, pageCsp[urlPath]),
    "Cache-Control": REVALIDATE,
    ...(isSearchIndexChunk(urlPath) ? { "Content-Type": "application/gzip" } : {}),
  });
  return [
    ...block("/*", securityHeaders),
    ...["/assets/*", `${MEDIA_PATH}*`].flatMap((pattern) =>
      block(pattern, { "Content-Security-Policy": lockedDownPolicy, "Cache-Control": IMMUTABLE }),
    ),
    ...urlPaths
      .filter((urlPath) => !isFingerprinted(urlPath))
      .flatMap((urlPath) => block(urlPath, perFile(urlPath))),
    "",
  ].join("\n");
}
