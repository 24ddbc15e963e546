/**
 * Vite plugin: builds app/entry.islands.ts, the one small script a content
 * page loads, as an entry of the client build, and tells the pre-renderer
 * its URL (`virtual:islands-entry`). The client build also writes
 * <build>/islands.json: the entry's URL and, for each island, the scripts it
 * loads, which scripts/page-weight.ts adds up into a page's first load.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

import { type IslandsManifest, islandName } from "../app/lib/islands/island-files.ts";

const ENTRY = "app/entry.islands.ts";
const VIRTUAL_ID = "virtual:islands-entry";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const MANIFEST_FILE = "islands.json";

export function readIslandsManifest(buildDir: string): IslandsManifest {
  return JSON.parse(readFileSync(path.join(buildDir, MANIFEST_FILE), "utf8")) as IslandsManifest;
}

interface BundleChunk {
  type: "chunk";
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
}

/** A chunk and every chunk it imports statically, as site paths. */
function withStaticImports(bundle: Record<string, unknown>, fileName: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of (bundle[name] as BundleChunk).imports) visit(imported);
  };
  visit(fileName);
  return [...seen].map((name) => `/${name}`);
}

export function islandsPlugin(buildDir: string): Plugin {
  const root = process.cwd();
  let command: "build" | "serve" = "build";
  return {
    name: "brightway-islands",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      this.emitFile({ type: "chunk", id: path.join(root, ENTRY), name: "islands" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks = Object.values(bundle).filter(
        (file): file is BundleChunk & (typeof bundle)[string] => file.type === "chunk",
      );
      const entry = chunks.find((chunk) => chunk.facadeModuleId === path.join(root, ENTRY));
      if (!entry) throw new Error(`${ENTRY} is missing from the client build`);
      const islands = Object.fromEntries(
        chunks.flatMap((chunk) => {
          const name = chunk.facadeModuleId && islandName(chunk.facadeModuleId);
          return name ? [[name, withStaticImports(bundle, chunk.fileName)]] : [];
        }),
      );
      const manifest: IslandsManifest = {
        entry: withStaticImports(bundle, entry.fileName),
        islands,
      };
      mkdirSync(buildDir, { recursive: true });
      writeFileSync(path.join(buildDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // In development Vite serves the entry from source.
      const url =
        command === "serve" ? `/${ENTRY}` : (readIslandsManifest(buildDir).entry[0] ?? "");
      return `export default ${JSON.stringify(url)};`;
    },
  };
}
