/**
 * Renders site pages in the server with the build's own renderer
 * (<build>/renderer, kept by scripts/renderer-plugin.ts): the same React
 * Router server build the pre-renderer used, so a page rendered here is the
 * page a build would have written, byte for byte. Its entries come from the
 * content source it is given (the database's published entries); until then
 * from content/, as at build time.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

import { type ServerBuild, createRequestHandler } from "react-router";

import type { ContentSource } from "~/lib/publishing/collections.server";
import type { StatusSnapshot } from "~/lib/status/status-model";

import { RENDERER_DIR } from "../site-output/renderer-dir";

export interface RenderedPage {
  status: number;
  html: string;
}

export interface PageRenderer {
  render: (pathname: string) => Promise<RenderedPage>;
  /** Renders from now on with these entries. */
  setContentSource: (source: ContentSource) => void;
  /** Renders the status pages from now on from these records, as of `at`. */
  setStatusSnapshot: (snapshot: StatusSnapshot, at: Date) => void;
}

/** What the renderer's entry module exports besides React Router's handler (app/entry.server.tsx). */
type RendererEntry = Pick<PageRenderer, "setContentSource" | "setStatusSnapshot">;

/** Pages are rendered for this origin; nothing in a page depends on it (its links are the site's own paths). */
const RENDER_ORIGIN = "http://localhost";

const pickSetters = ({ setContentSource, setStatusSnapshot }: RendererEntry): RendererEntry => ({
  setContentSource,
  setStatusSnapshot,
});

export async function loadPageRenderer(buildDir: string): Promise<PageRenderer> {
  const entry = pathToFileURL(path.join(buildDir, RENDERER_DIR, "index.js")).href;
  const build = (await import(entry)) as ServerBuild;
  // With ssr: false, React Router draws the console's shell for any path it did not pre-render:
  // the paths rendered here join its list.
  const prerendered = [...build.prerender];
  const handle = createRequestHandler({ ...build, prerender: prerendered }, "production");
  return {
    async render(pathname) {
      if (!prerendered.includes(pathname)) prerendered.push(pathname);
      const response = await handle(new Request(new URL(pathname, RENDER_ORIGIN)));
      return { status: response.status, html: await response.text() };
    },
    ...pickSetters(build.entry.module as unknown as RendererEntry),
  };
}
