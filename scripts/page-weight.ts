/**
 * What a first visit to a pre-rendered page downloads, read from the build
 * output: its HTML, the stylesheets it links, and every script of the static
 * import graph that its boot script starts (lazy `import()` chunks, such as
 * the demo dialog, are not followed). Sizes are gzip (level 9), as sent over
 * the wire. Used by the byte-budget tests and by `npm run bench`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { unlocalizedPath } from "../app/lib/i18n";
import { NOT_FOUND_PATH } from "../app/lib/route-table";

export interface PageWeight {
  route: string;
  htmlBytes: number;
  cssBytes: number;
  jsBytes: number;
  scripts: string[];
}

export function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** "/" → index.html, "/es/pricing" → es/pricing/index.html, "/es/404" → es/404.html. */
export function htmlFileFor(route: string): string {
  if (route === "/") return "index.html";
  if (unlocalizedPath(route) === NOT_FOUND_PATH) return `${route.slice(1)}.html`;
  return path.join(route.slice(1), "index.html");
}

const matches = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? "");

/** Modules the boot script loads at once: its static imports and its `import("/assets/entry…")`. */
function entryScripts(html: string): string[] {
  return matches(html, /(?:from|import)\s*\(?\s*["'](\/assets\/[^"']+\.js)["']/g);
}

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code: string): string[] {
  return matches(code, /(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g);
}

export function firstLoadScripts(clientDir: string, html: string): string[] {
  const seen = new Set<string>();
  const queue = entryScripts(html);
  while (queue.length > 0) {
    const script = queue.shift() ?? "";
    if (seen.has(script)) continue;
    seen.add(script);
    const code = readFileSync(path.join(clientDir, script), "utf8");
    for (const imported of staticImports(code)) {
      queue.push(path.posix.join(path.posix.dirname(script), imported));
    }
  }
  return [...seen];
}

export function stylesheets(html: string): string[] {
  return [...new Set(matches(html, /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g))];
}

export function measurePage(clientDir: string, route: string): PageWeight {
  const html = readFileSync(path.join(clientDir, htmlFileFor(route)), "utf8");
  const sizeOf = (asset: string) => gzipSize(readFileSync(path.join(clientDir, asset)));
  const scripts = firstLoadScripts(clientDir, html);
  return {
    route,
    htmlBytes: gzipSize(html),
    cssBytes: stylesheets(html).reduce((total, sheet) => total + sizeOf(sheet), 0),
    jsBytes: scripts.reduce((total, script) => total + sizeOf(script), 0),
    scripts,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
