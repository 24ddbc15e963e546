/**
 * What the server may serve, decided by the build: build/site-manifest.json
 * maps every public URL path to its file in build/client (and, for pages,
 * the page's Content-Security-Policy). The server serves these paths and
 * nothing else, so no request can reach the file system with a name of its
 * own making.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

import { type Locale, localeOfPath, localizedPath, unlocalizedPath } from "../app/lib/i18n";
import { NOT_FOUND_PATH, SEARCH_PATH } from "../app/lib/route-table";

import { inlineScriptHashes, pagePolicy } from "./http-policy";

import { StartupError } from "./startup-error";

/** The decoded path of a request target, or undefined when it cannot be one of ours. */
export function sitePath(url: string): string | undefined {
  const rawPath = url.split("?", 1)[0] ?? "";
  if (!rawPath.startsWith("/")) return undefined;
  try {
    const decoded = decodeURIComponent(rawPath);
    return decoded.includes("\0") ? undefined : decoded;
  } catch {
    return undefined;
  }
}

export interface ManifestEntry {
  /** Relative to build/client. */
  file: string;
  /** Pages only: the policy listing the page's own inline scripts. */
  csp?: string;
}

export interface SiteManifest {
  /** URL path ("/", "/pricing", "/assets/root-Ab12.js") → file. */
  files: Record<string, ManifestEntry>;
  /** Served with status 404 for any path not in `files`, in the language of the path. */
  notFound: Partial<Record<Locale, ManifestEntry>>;
  /** The owners' console's HTML shell, served for /admin and every path under it. */
  consoleShell?: Required<ManifestEntry>;
}

export const MANIFEST_FILE = "site-manifest.json";

/** A page's policy: its own inline scripts; the search page also compiles Pagefind's WebAssembly. */
export function policyOfPage(urlPath: string, html: string, endpointOrigins: string[]): string {
  const webAssembly = unlocalizedPath(urlPath) === SEARCH_PATH;
  return pagePolicy(inlineScriptHashes(html), endpointOrigins, { webAssembly });
}

/** "/" → index.html, "/es/pricing" → es/pricing/index.html, "/es/404" → es/404.html. */
export function htmlFileFor(route: string): string {
  if (route === "/") return "index.html";
  if (unlocalizedPath(route) === NOT_FOUND_PATH) return `${route.slice(1)}.html`;
  return path.join(route.slice(1), "index.html");
}

/** "404.html", "es/404.html": each language's not-found page, where static hosts look for it. */
export function notFoundFile(locale: Locale): string {
  return `${localizedPath(NOT_FOUND_PATH, locale).slice(1)}.html`;
}

/** The not-found page for a path: in its language when that language is published. */
export function notFoundEntry(manifest: SiteManifest, pathname: string): ManifestEntry {
  const entry = manifest.notFound[localeOfPath(pathname)] ?? manifest.notFound["en-US"];
  if (!entry) throw new Error("The build has no 404 page");
  return entry;
}

/**
 * React Router's SPA fallback: the document it pre-renders for routes that
 * are not pre-rendered themselves, which are the console's. Never served
 * under its own name.
 */
export const CONSOLE_SHELL_FILE = "__spa-fallback.html";

/** Compressed twins written beside text files at build time; served by content negotiation. */
export const precompressedExtensions = [".br", ".gz"];

/** "index.html" → "/", "pricing/index.html" → "/pricing", "icons.svg" → "/icons.svg". */
export function urlPathOf(file: string): string {
  const posix = file.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}

export async function readSiteManifest(buildDir: string): Promise<SiteManifest> {
  let text: string;
  try {
    text = await readFile(path.join(buildDir, MANIFEST_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    throw new StartupError(
      `${buildDir} holds no site build (no ${MANIFEST_FILE}): run npm run build, or set BUILD_DIR to a build.`,
    );
  }
  return JSON.parse(text) as SiteManifest;
}
