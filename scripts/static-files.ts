/**
 * Files written into build/client after pre-rendering (called from the
 * buildEnd hook in react-router.config.ts): the 404 page where static hosts
 * look for it, sitemap.xml and robots.txt, all from the routes table.
 */
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { absoluteUrl } from "../app/lib/page-meta";
import { NOT_FOUND_PATH, pages } from "../app/lib/route-table";

export async function writeStaticFiles(clientDir: string): Promise<void> {
  await mkdir(clientDir, { recursive: true });
  await rename(
    path.join(clientDir, NOT_FOUND_PATH, "index.html"),
    path.join(clientDir, "404.html"),
  );
  await rm(path.join(clientDir, NOT_FOUND_PATH), { recursive: true });
  // Every path is pre-rendered, so the SPA fallback would only ever mask a 404.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml());
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt());
}

export function sitemapXml(): string {
  const urls = pages.map((page) => `  <url><loc>${absoluteUrl(page.path)}</loc></url>`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    ``,
  ].join("\n");
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
