import { rmSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { STAMP_FILE } from "../server/build-stamp.ts";

/** Vite plugin: a build that starts removes the old stamp, so an interrupted one is never taken as current. */
export function buildStampPlugin(buildDir: string): Plugin {
  return {
    name: "brightway-build-stamp",
    apply: "build",
    buildStart() {
      rmSync(path.join(buildDir, STAMP_FILE), { force: true });
    },
  };
}
