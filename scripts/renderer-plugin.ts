import { cpSync, rmSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { RENDERER_DIR } from "../server/site-output/renderer-dir.ts";

/**
 * Vite plugin: keeps React Router's server build as <build>/renderer. The
 * pre-renderer renders every page with it and then deletes it (ssr: false);
 * the server renders a page published from the console with the same code,
 * so a live page is exactly what a build would have written. Listed before
 * React Router's plugin: writeBundle hooks run in order, and its hook ends
 * by removing the folder.
 */
export function rendererPlugin(buildDir: string): Plugin {
  const kept = path.join(buildDir, RENDERER_DIR);
  return {
    name: "brightway-renderer",
    apply: "build",
    buildStart() {
      rmSync(kept, { recursive: true, force: true });
    },
    writeBundle(options) {
      if (this.environment.name !== "ssr" || !options.dir) return;
      cpSync(options.dir, kept, { recursive: true });
    },
  };
}
