/**
 * What a first visit to a pre-rendered page downloads, read from the build
 * output: its HTML, the stylesheets it links and every script it loads or
 * preloads before any interaction. Sizes are gzip (level 9), as sent over
 * the wire. Used by the byte-budget tests and by `npm run bench`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

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

export function htmlFileFor(route: string): string {
  if (route === "/") return "index.html";
  if (route === "/404") return "404.html";
  return path.join(route.slice(1), "index.html");
}

function assetsReferenced(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))];
}

/** Scripts: module preloads and the inline `import "/assets/…"` that boots the app. */
export function firstLoadScripts(html: string): string[] {
  return [
    ...new Set([
      ...assetsReferenced(html, /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g),
      ...assetsReferenced(html, /import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g),
    ]),
  ];
}

export function stylesheets(html: string): string[] {
  return assetsReferenced(html, /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g);
}

export function measurePage(clientDir: string, route: string): PageWeight {
  const html = readFileSync(path.join(clientDir, htmlFileFor(route)), "utf8");
  const sizeOf = (asset: string) => gzipSize(readFileSync(path.join(clientDir, asset)));
  const scripts = firstLoadScripts(html);
  return {
    route,
    htmlBytes: gzipSize(html),
    cssBytes: stylesheets(html).reduce((total, sheet) => total + sizeOf(sheet), 0),
    jsBytes: scripts.reduce((total, script) => total + sizeOf(script), 0),
    scripts,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
