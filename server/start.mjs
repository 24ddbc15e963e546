/**
 * `npm start`'s entry. It bundles server/main.ts and the code it imports
 * (packages stay in node_modules) with esbuild, then runs that bundle in this
 * process: the server then carries neither the TypeScript loader nor its
 * transformed copies of every module, about 65 MB of resident memory on a
 * small machine. Bundling takes well under a second and happens at every
 * start, so the code that runs is always the code in the tree.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { build, stop as stopEsbuild } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheFolder = path.join(root, "node_modules/.cache/brightway-server");

const { outputFiles } = await build({
  entryPoints: [path.join(root, "server/main.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  sourcemap: "inline",
  sourcesContent: false,
  write: false,
  outfile: path.join(cacheFolder, "main.mjs"),
  logLevel: "warning",
});
const code = outputFiles[0].contents;
// esbuild's service process would otherwise stay for the server's whole life
// (about 28 MB; buildSync also kept a worker thread of its own).
await stopEsbuild();

// Named by its content and written whole before it appears, so that servers
// starting side by side never read each other's half-written file.
const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
const bundle = path.join(cacheFolder, `main-${hash}.mjs`);
mkdirSync(cacheFolder, { recursive: true });
const partial = `${bundle}.${process.pid}.partial`;
writeFileSync(partial, code);
renameSync(partial, bundle);

// Bundles of earlier code go, once no server can still be about to load them.
for (const name of readdirSync(cacheFolder)) {
  const file = path.join(cacheFolder, name);
  if (file !== bundle && Date.now() - statSync(file).mtimeMs > 60_000)
    rmSync(file, { force: true });
}

// Stack traces name the TypeScript files and lines, from the inline map.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
