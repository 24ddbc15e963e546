/**
 * Vite plugin: builds app/entry.islands.ts, the one small script a content
 * page loads, and the islands it imports lazily, in a build of their own
 * once the client build is written. Sharing no chunk with React Router's
 * route modules (which only pages that hydrate whole load), an island needs
 * few files: the demo dialog loads in two requests, not a dozen.
 *
 * It writes <build>/islands.json (the entry's URL and, for each island, the
 * scripts it loads, which scripts/page-weight.ts adds up into a page's first
 * load) and tells the pre-renderer the entry's URL (`virtual:islands-entry`).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { type Plugin, type Rolldown, build } from "vite";

import { type IslandsManifest, islandName } from "../app/lib/islands/island-files.ts";

const ENTRY = "app/entry.islands.ts";
const VIRTUAL_ID = "virtual:islands-entry";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/**
 * In development React Router's plugin wraps components for hot reload and
 * expects its refresh runtime to run first, as <Scripts/> would load it.
 */
const DEV_ENTRY_ID = "virtual:islands-dev-entry";
const DEV_ENTRY_URL = `/@id/__x00__${DEV_ENTRY_ID}`;
const devEntry = `import "virtual:react-router/inject-hmr-runtime";\nimport "/${ENTRY}";\n`;
const MANIFEST_FILE = "islands.json";

export function readIslandsManifest(buildDir: string): IslandsManifest {
  return JSON.parse(readFileSync(path.join(buildDir, MANIFEST_FILE), "utf8")) as IslandsManifest;
}

/**
 * A chunk and every chunk it imports statically, as site paths; `lazily`,
 * also what it imports dynamically, except through the chunks in `loaded`
 * (the entry's lazy imports are every island).
 */
function withImports(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  lazily?: { loaded: string[] },
): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== "chunk") return;
    seen.add(name);
    for (const imported of chunk.imports) visit(imported);
    if (lazily && !lazily.loaded.includes(`/${name}`))
      for (const imported of chunk.dynamicImports) visit(imported);
  };
  visit(fileName);
  return [...seen].map((name) => `/${name}`);
}

function islandsManifest(root: string, bundle: Rolldown.OutputBundle): IslandsManifest {
  const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
  const entry = chunks.find((chunk) => chunk.facadeModuleId === path.join(root, ENTRY));
  if (!entry) throw new Error(`${ENTRY} is missing from the islands build`);
  const entryScripts = withImports(bundle, entry.fileName);
  // An island's scripts beyond the entry, which every page has loaded already.
  const islandChunks = chunks.flatMap((chunk) => {
    const name = chunk.facadeModuleId && islandName(chunk.facadeModuleId);
    return name ? [{ name, fileName: chunk.fileName }] : [];
  });
  const islands = islandChunks.map(({ name, fileName }) => {
    const scripts = withImports(bundle, fileName);
    return [name, scripts.filter((script) => !entryScripts.includes(script))] as const;
  });
  const lazy = islandChunks.map(({ name, fileName }) => {
    const loaded = [...entryScripts, ...withImports(bundle, fileName)];
    const scripts = withImports(bundle, fileName, { loaded: entryScripts });
    return [name, scripts.filter((script) => !loaded.includes(script))] as const;
  });
  return {
    entry: entryScripts,
    islands: Object.fromEntries(islands),
    lazy: Object.fromEntries(lazy),
  };
}

/** The entry and the islands, into the client build's own folder, beside its assets. */
async function buildIslands(root: string, clientDir: string, buildDir: string) {
  await build({
    configFile: false,
    root,
    mode: "production",
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    oxc: { jsx: { runtime: "automatic" } },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: { islands: path.join(root, ENTRY) },
        checks: { bundlerTimings: false },
      },
    },
    plugins: [
      {
        name: "brightway-islands-manifest",
        generateBundle(_options, bundle) {
          mkdirSync(buildDir, { recursive: true });
          const manifest = `${JSON.stringify(islandsManifest(root, bundle), null, 2)}\n`;
          writeFileSync(path.join(buildDir, MANIFEST_FILE), manifest);
        },
      },
    ],
  });
}

export function islandsPlugin(buildDir: string): Plugin {
  const root = process.cwd();
  let command: "build" | "serve" = "build";
  return {
    name: "brightway-islands",
    configResolved(config) {
      command = config.command;
    },
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      await buildIslands(root, options.dir, buildDir);
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      return id === DEV_ENTRY_ID ? `\0${DEV_ENTRY_ID}` : undefined;
    },
    load(id) {
      if (id === `\0${DEV_ENTRY_ID}`) return devEntry;
      if (id !== RESOLVED_ID) return undefined;
      const url =
        command === "serve" ? DEV_ENTRY_URL : (readIslandsManifest(buildDir).entry[0] ?? "");
      return `export default ${JSON.stringify(url)};`;
    },
  };
}
