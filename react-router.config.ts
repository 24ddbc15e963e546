import type { Config } from "@react-router/dev/config";

import { NOT_FOUND_PATH, pages } from "./app/lib/route-table";
import { writeServerConfig } from "./scripts/server-config";
import { writeStaticFiles } from "./scripts/static-files";

export default {
  // Static site: every page is rendered to HTML at build time, then hydrated.
  ssr: false,
  // BUILD_DIR lets a second build (e.g. with form endpoints set) sit beside the default one.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...pages.map((page) => page.path), NOT_FOUND_PATH],
  async buildEnd({ viteConfig }) {
    const clientDir = viteConfig.environments.client?.build.outDir ?? "build/client";
    await writeStaticFiles(clientDir);
    await writeServerConfig(clientDir);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
