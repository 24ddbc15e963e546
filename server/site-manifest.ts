/**
 * What the server may serve, decided by the build: build/site-manifest.json
 * maps every public URL path to its file in build/client (and, for pages,
 * the page's Content-Security-Policy). The server serves these paths and
 * nothing else, so no request can reach the file system with a name of its
 * own making.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

export interface ManifestEntry {
  /** Relative to build/client. */
  file: string;
  /** Pages only: the policy listing the page's own inline scripts. */
  csp?: string;
}

export interface SiteManifest {
  /** URL path ("/", "/pricing", "/assets/root-Ab12.js") → file. */
  files: Record<string, ManifestEntry>;
  /** Served with status 404 for any path not in `files`. */
  notFound: ManifestEntry;
}

export const MANIFEST_FILE = "site-manifest.json";
export const NOT_FOUND_FILE = "404.html";

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
  return JSON.parse(await readFile(path.join(buildDir, MANIFEST_FILE), "utf8")) as SiteManifest;
}
