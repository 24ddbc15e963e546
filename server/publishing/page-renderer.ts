/**
 * Renders a site page in the server with the build's own renderer
 * (<build>/renderer, kept by scripts/renderer-plugin.ts): the same React
 * Router server build the pre-renderer used, so a page rendered here is the
 * page a build would have written, byte for byte.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

import { type ServerBuild, createRequestHandler } from "react-router";

import { RENDERER_DIR } from "../../scripts/renderer-plugin";

export interface RenderedPage {
  status: number;
  html: string;
}

export type PageRenderer = (pathname: string) => Promise<RenderedPage>;

/** Pages are rendered for this origin; nothing in a page depends on it (links are absolute to the site's own). */
const RENDER_ORIGIN = "http://localhost";

export async function loadPageRenderer(buildDir: string): Promise<PageRenderer> {
  const entry = pathToFileURL(path.join(buildDir, RENDERER_DIR, "index.js")).href;
  const build = (await import(entry)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return async (pathname) => {
    const response = await handle(new Request(new URL(pathname, RENDER_ORIGIN)));
    return { status: response.status, html: await response.text() };
  };
}
