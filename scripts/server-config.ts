/**
 * HTTP behaviour of the production server, defined once: build/serve.json
 * for `npm start` (serve), and build/client/_headers for static hosts that
 * read that format (Netlify, Cloudflare Pages). Run after pre-rendering,
 * because the Content-Security-Policy lists the hash of every inline script
 * the pages contain, and those change with every build.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { htmlFiles } from "./static-files";

type Header = { key: string; value: string };

/** sha256 sources for each distinct inline <script> (no src) in the given HTML documents. */
export function inlineScriptHashes(documents: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of documents) {
    for (const [, body = ""] of html.matchAll(
      /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      if (body) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
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

export function contentSecurityPolicy(scriptHashes: string[], endpointOrigins: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`,
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

export const securityHeaders: Header[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value:
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  // Browsers ignore it over plain HTTP (localhost); it binds deployments behind TLS.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

/** Fingerprinted build output never changes under the same name. */
const immutable: Header = { key: "Cache-Control", value: "public, max-age=31536000, immutable" };
/** Pages and unhashed files: always ask the server whether they changed. */
const revalidate: Header = { key: "Cache-Control", value: "no-cache" };

function siteHeaders(csp: string): Header[] {
  return [{ key: "Content-Security-Policy", value: csp }, ...securityHeaders, revalidate];
}

export function serveConfig(csp: string) {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: "**", headers: siteHeaders(csp) },
      { source: "assets/**", headers: [immutable] },
    ],
  };
}

export function netlifyHeaders(csp: string): string {
  const lines = (headers: Header[]) => headers.map(({ key, value }) => `  ${key}: ${value}`);
  return ["/*", ...lines(siteHeaders(csp)), "/assets/*", ...lines([immutable]), ""].join("\n");
}

async function htmlDocuments(dir: string): Promise<string[]> {
  return Promise.all((await htmlFiles(dir)).map((file) => readFile(file, "utf8")));
}

export async function writeServerConfig(clientDir: string): Promise<void> {
  const csp = contentSecurityPolicy(
    inlineScriptHashes(await htmlDocuments(clientDir)),
    formEndpointOrigins(),
  );
  await writeFile(
    path.join(clientDir, "..", "serve.json"),
    `${JSON.stringify(serveConfig(csp), null, 2)}\n`,
  );
  await writeFile(path.join(clientDir, "_headers"), netlifyHeaders(csp));
}
