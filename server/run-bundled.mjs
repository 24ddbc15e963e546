/**
 * Runs a TypeScript entry of the server (`npm start`'s server/main.ts, `npm run leads`'
 * server/cli/leads.ts) as production does: esbuild bundles it and the code it imports
 * (packages stay in node_modules), then this process imports that bundle. The process then
 * carries neither a TypeScript loader nor its transformed copies of every module (about 65 MB
 * of resident memory for the server), and `tsx` stays a development tool. Bundling takes well
 * under a second and happens at every run, so the code that runs is always the code in the tree.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { build, stop as stopEsbuild } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheFolder = path.join(root, "node_modules/.cache/brightway-server");

/** Bundles `entry` (relative to the repository) and runs it in this process. */
export async function runBundled(entry) {
  const name = path.basename(entry, path.extname(entry));
  const { outputFiles } = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: "inline",
    sourcesContent: false,
    write: false,
    outfile: path.join(cacheFolder, `${name}.mjs`),
    logLevel: "warning",
  });
  const code = outputFiles[0].contents;
  // esbuild's service process would otherwise stay for the process's whole life
  // (about 28 MB; buildSync also kept a worker thread of its own).
  await stopEsbuild();

  // Named by its content and written whole before it appears, so that processes
  // starting side by side never read each other's half-written file.
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const bundle = path.join(cacheFolder, `${name}-${hash}.mjs`);
  mkdirSync(cacheFolder, { recursive: true });
  const partial = `${bundle}.${process.pid}.partial`;
  writeFileSync(partial, code);
  renameSync(partial, bundle);

  // Earlier bundles of this entry go, once no process can still be about to load them.
  for (const file of readdirSync(cacheFolder)) {
    const other = path.join(cacheFolder, file);
    if (
      file.startsWith(`${name}-`) &&
      other !== bundle &&
      Date.now() - statSync(other).mtimeMs > 60_000
    )
      rmSync(other, { force: true });
  }

  // Stack traces name the TypeScript files and lines, from the inline map.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(bundle).href);
}
