import type { Config } from "@react-router/dev/config";

import { localizedPath, publishedLocales } from "./app/lib/i18n";
import { collectionPaths, feedPaths } from "./app/lib/publishing/site-paths.server";
import { NOT_FOUND_PATH, pages } from "./app/lib/route-table";
import { STATUS_FEED_PATH } from "./app/lib/status/status-paths";
import { writeBuildStamp } from "./server/build-stamp";
import { writeSearchIndex } from "./server/site-output/search-index";
import { searchablePaths } from "./server/site-output/searchable-pages";
import { writeServerFiles } from "./scripts/server-files";
import { writeStaticFiles } from "./scripts/static-files";

// BUILD_DIR lets a second build (e.g. with form endpoints set) sit beside the default one.
const buildDir = process.env.BUILD_DIR ?? "build";

export default {
  // Static site: every page is rendered to HTML at build time, then hydrated.
  ssr: false,
  buildDirectory: buildDir,
  // Reading the collections here also checks every Markdown file before anything is built.
  prerender: () =>
    publishedLocales.flatMap((locale) =>
      [
        ...pages.map((page) => page.path),
        ...collectionPaths(locale).map((page) => page.path),
        ...feedPaths,
        STATUS_FEED_PATH,
        NOT_FOUND_PATH,
      ].map((path) => localizedPath(path, locale)),
    ),
  async buildEnd({ viteConfig }) {
    const clientDir = viteConfig.environments.client?.build.outDir ?? `${buildDir}/client`;
    await writeStaticFiles(clientDir);
    await writeSearchIndex(clientDir, searchablePaths());
    await writeServerFiles(clientDir);
    writeBuildStamp(process.cwd(), buildDir, process.env);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
