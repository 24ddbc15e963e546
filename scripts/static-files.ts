/**
 * Files written into build/client after pre-rendering (called from the
 * buildEnd hook in react-router.config.ts): the 404 page where static hosts
 * look for it, sitemap.xml and robots.txt from the routes table, pages
 * without module preloads, no data file that no page reads, and the images
 * of a `content export` (CONTENT_DIR/media) under /media/. React
 * Router's SPA fallback stays: it is the owners' console's shell.
 */
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { localizedPath, publishedLocales } from "../app/lib/i18n";
import { contentRoot } from "../app/lib/publishing/collections.server";
import { parseMediaName } from "../app/lib/publishing/media";
import { CONSOLE_PATH, NOT_FOUND_PATH } from "../app/lib/route-table";
import { absoluteUrl } from "../app/lib/site-config";
import { htmlFileFor } from "../server/site-manifest";
import { sitemapXml } from "../server/site-output/sitemap";

export async function writeStaticFiles(clientDir: string): Promise<void> {
  await mkdir(clientDir, { recursive: true });
  for (const locale of publishedLocales) {
    const notFound = path.join(clientDir, localizedPath(NOT_FOUND_PATH, locale));
    await rename(path.join(notFound, "index.html"), `${notFound}.html`);
    await rm(notFound, { recursive: true });
  }
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml());
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt());
  for (const file of await htmlFiles(clientDir)) {
    await writeFile(file, withoutModulePreloads(await readFile(file, "utf8")));
  }
  await removeUnreadDataFiles(clientDir);
  await copyContentMedia(clientDir);
}

/** The images of a `content export` (<content>/media/<name>), served as the server serves them. */
export async function copyContentMedia(clientDir: string, contentFolder = contentRoot()) {
  const media = path.join(contentFolder, "media");
  if (!existsSync(media)) return;
  await cp(media, path.join(clientDir, "media"), {
    recursive: true,
    filter: (file) => file === media || parseMediaName(path.basename(file)) !== undefined,
  });
}

/**
 * React Router pre-renders a data file beside every page (/pricing.data,
 * "_.data" for /), which its router fetches in the browser on a page that
 * hydrates whole. Content pages do not hydrate, so their data files go.
 */
async function removeUnreadDataFiles(clientDir: string): Promise<void> {
  const dataFiles = (await readdir(clientDir, { recursive: true })).filter((file) =>
    file.endsWith(".data"),
  );
  for (const file of dataFiles) {
    const route = file === "_.data" ? "/" : `/${file.slice(0, -".data".length)}`;
    const page = path.join(clientDir, htmlFileFor(route));
    const read =
      existsSync(page) && (await readFile(page, "utf8")).includes("__reactRouterContext");
    if (!read) await rm(path.join(clientDir, file));
  }
}

export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith(".html")).map((entry) => path.join(dir, entry));
}

/**
 * On a page that hydrates whole, React Router's module preloads in <head>
 * compete with the stylesheet on a slow connection and hold back the first
 * paint of text already in the HTML (Lighthouse mobile, Home, when every page
 * hydrated: first contentful paint 2.7 s with them, 1.0 s without). Its boot
 * script still imports every module once the document is parsed, and React
 * re-adds the preload tags once it hydrates. Content pages have none.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="[^"]*"\/?>/g, "");
}

/** Crawlers may read every page but the owners' console. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: ${CONSOLE_PATH}\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
