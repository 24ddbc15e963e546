/**
 * What a first visit to a pre-rendered page downloads before the visitor
 * does anything, read from the build output: its HTML, the stylesheets it
 * links, the islands entry and every script it imports, and the scripts of
 * each island on the page that starts when it comes into view (islands that
 * start on intent, such as the demo dialog, load only once a visitor points
 * at their trigger). Sizes are gzip (level 9), as sent over the wire. Used
 * by the byte-budget and islands tests and by `npm run bench`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { htmlFileFor } from "../server/site-manifest";
import { readIslandsManifest } from "./islands-plugin";

export interface PageWeight {
  route: string;
  htmlBytes: number;
  cssBytes: number;
  jsBytes: number;
  /** Every script loaded before any interaction, as site paths. */
  scripts: string[];
  /** The page's islands that start without interaction (when in view). */
  islands: string[];
}

export function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

const matches = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? "");

/** Islands the page marks to start when they come into view (lib/islands/attributes.ts). */
export function visibleIslands(html: string): string[] {
  return [...new Set(matches(html, /data-island="([^"]+)" data-when="visible"/g))];
}

/** Every script a page loads before any interaction. */
export function firstLoadScripts(clientDir: string, html: string): string[] {
  const manifest = readIslandsManifest(path.dirname(clientDir));
  const [entry] = manifest.entry;
  if (!entry || !html.includes(`src="${entry}"`))
    throw new Error("A page without the islands entry");
  const islands = visibleIslands(html).flatMap((name) => manifest.islands[name] ?? []);
  return [...new Set([...manifest.entry, ...islands])];
}

export function stylesheets(html: string): string[] {
  return [...new Set(matches(html, /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g))];
}

export function measurePage(clientDir: string, route: string): PageWeight {
  return measureHtml(
    clientDir,
    route,
    readFileSync(path.join(clientDir, htmlFileFor(route)), "utf8"),
  );
}

/** A page's weight from its HTML as served (a live page), with the build's assets. */
export function measureHtml(clientDir: string, route: string, html: string): PageWeight {
  const sizeOf = (asset: string) => gzipSize(readFileSync(path.join(clientDir, asset)));
  const scripts = firstLoadScripts(clientDir, html);
  return {
    route,
    htmlBytes: gzipSize(html),
    cssBytes: stylesheets(html).reduce((total, sheet) => total + sizeOf(sheet), 0),
    jsBytes: scripts.reduce((total, script) => total + sizeOf(script), 0),
    scripts,
    islands: visibleIslands(html),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
