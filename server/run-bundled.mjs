/**
 * Runs a TypeScript entry of the server (`npm start`'s server/main.ts, `npm run leads`'
 * server/cli/leads.ts) as production does: esbuild bundles it and the code it imports
 * (packages stay in node_modules), then this process imports that bundle. The process then
 * carries neither a TypeScript loader nor its transformed copies of every module (about 65 MB
 * of resident memory for the server), and `tsx` stays a development tool. Bundling takes well
 * under a second and happens at every run, so the code that runs is always the code in the tree.
 *
 * Entries the process starts other processes with (the server's rendering job) are bundled
 * beside it; their files are on `globalThis[Symbol.for("brightway.bundles")]`, by entry.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { build, stop as stopEsbuild } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheFolder = path.join(root, "node_modules/.cache/brightway-server");

/** Bundles `entry` (relative to the repository) into the cache folder; the bundle's file. */
export async function bundle(entry) {
  const name = path.basename(entry, path.extname(entry));
  const { outputFiles } = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    // Stack traces name the bundle's lines, under esbuild's "// server/…" comment of each
    // file. With `NODE_OPTIONS=--enable-source-maps` they name the TypeScript files: on by
    // default, source maps cost the server about 6 MB (Node keeps every package's map too).
    sourcemap: process.sourceMapsEnabled ? "inline" : false,
    sourcesContent: false,
    write: false,
    outfile: path.join(cacheFolder, `${name}.mjs`),
    logLevel: "warning",
  });
  const code = outputFiles[0].contents;

  // Named by its content and written whole before it appears, so that processes
  // starting side by side never read each other's half-written file.
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const file = path.join(cacheFolder, `${name}-${hash}.mjs`);
  mkdirSync(cacheFolder, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, code);
  renameSync(partial, file);

  // Earlier bundles of this entry go, once no process can still be about to load them
  // (a server of other code still running would lose its rendering job's file).
  // Another process may rename or remove a file between the listing and its stat.
  for (const other of readdirSync(cacheFolder)) {
    const otherFile = path.join(cacheFolder, other);
    if (!other.startsWith(`${name}-`) || otherFile === file) continue;
    const modified = statSync(otherFile, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && Date.now() - modified > 60_000)
      rmSync(otherFile, { force: true });
  }
  return file;
}

/** Bundles `entry` (relative to the repository) and `alongside`, and runs `entry` in this process. */
export async function runBundled(entry, { alongside = [] } = {}) {
  const file = await bundle(entry);
  const bundles = {};
  for (const other of alongside) bundles[other] = await bundle(other);
  globalThis[Symbol.for("brightway.bundles")] = bundles;
  // esbuild's service process would otherwise stay for the process's whole life
  // (about 28 MB; buildSync also kept a worker thread of its own).
  await stopEsbuild();
  await import(pathToFileURL(file).href);
}
