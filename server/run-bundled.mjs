/**
 * Runs a TypeScript entry of the server (`npm start`'s server/main.ts, `npm run brightway`'s
 * server/cli/brightway.ts) as production does: esbuild bundles it and the code it imports
 * (packages stay in node_modules), then this process imports that bundle. The process then
 * carries neither a TypeScript loader nor its transformed copies of every module (about 65 MB
 * of resident memory for the server), and `tsx` stays a development tool.
 *
 * A bundle is made again only when what it was made from changed (./bundle-sources.mjs): a
 * start with nothing changed reads the sources to compare them and skips esbuild (about 0.1
 * CPU-s a start, esbuild's own process included), so the code that runs is always the code in
 * the tree.
 *
 * Entries the process starts other processes with (the server's rendering job) are bundled
 * beside it; their files are on `globalThis[Symbol.for("brightway.bundles")]`, by entry.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { changedSince, readSourcesRecord, sourcesSignature } from "./bundle-sources.mjs";

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** esbuild, once a bundle needed it: its service process stays until stopped. */
let esbuild;

/** Writes `contents` as `file` whole before it appears, so processes side by side never read half of it. */
function writeWhole(file, contents) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

/** Removes earlier bundles of `name` but `kept`, once no process can still be about to load them. */
function removeEarlierBundles(cacheFolder, name, kept) {
  // (a server of other code still running would lose its rendering job's file.)
  // Another process may rename or remove a file between the listing and its stat.
  for (const other of readdirSync(cacheFolder)) {
    const otherFile = path.join(cacheFolder, other);
    if (!other.startsWith(`${name}-`) || !other.endsWith(".mjs") || otherFile === kept) continue;
    const modified = statSync(otherFile, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && Date.now() - modified > 60_000)
      rmSync(otherFile, { force: true });
  }
}

/** What a process that may not write in the release meets when it tries. */
const READ_ONLY = new Set(["EACCES", "EPERM", "EROFS"]);

/** A release's record (scripts/release.mjs): its version and where its bundles are; a checkout has none. */
export const RELEASE_FILE = "release.json";

/** The Node a release runs on: 24 LTS, or 22. */
const RELEASE_NODE_MAJOR = 22;

function readRelease(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, RELEASE_FILE), "utf8"));
  } catch (error) {
    if (error.code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * A release's bundle of `entry`, made with the release and never at a start: a release carries
 * neither the sources nor the tools to make one.
 */
function releaseBundle(root, release, entry) {
  const refuse = (problem) => {
    console.error(`Brightway ${release.version} ${problem}`);
    process.exit(1);
  };
  const major = Number(process.versions.node.split(".")[0]);
  if (major < RELEASE_NODE_MAJOR)
    refuse(
      `runs on Node 24 LTS (22 works); this is Node ${process.versions.node}. ` +
        "Install Node 24 as docs/deploying.md §1 says.",
    );
  const file = release.bundles?.[entry];
  if (!file || !existsSync(path.join(root, file)))
    refuse(`has no bundle of ${entry} (${file ?? "none named"}): unpack the release again.`);
  return path.join(root, file);
}

/** The bundle's file of `entry` (relative to `root`): a release's own, or made in root's cache folder unless done already. */
export async function bundle(entry, { root = repositoryRoot } = {}) {
  const release = readRelease(root);
  if (release) return releaseBundle(root, release, entry);
  const name = path.basename(entry, path.extname(entry));
  const cacheFolder = path.join(root, "node_modules/.cache/brightway-server");
  const recordFile = path.join(cacheFolder, `${name}.sources.json`);
  // Stack traces name the bundle's lines, under esbuild's "// server/…" comment of each
  // file. With `NODE_OPTIONS=--enable-source-maps` they name the TypeScript files: on by
  // default, source maps cost the server about 6 MB (Node keeps every package's map too).
  const sourcemap = process.sourceMapsEnabled ? "inline" : false;
  const made = { entry, sourcemap };

  const record = readSourcesRecord(recordFile);
  if (record && sourcesSignature(root, record.inputs, made) === record.signature) {
    const file = path.join(cacheFolder, record.file);
    const now = new Date();
    try {
      utimesSync(file, now, now); // in use: not an earlier bundle to remove
      return file;
    } catch (error) {
      // A release the service may only read (its bundles made by `npm run build`) removes none.
      if (READ_ONLY.has(error.code)) return file;
      // Removed meanwhile: made again below.
    }
  }

  esbuild ??= await import("esbuild");
  // A file saved while esbuild reads would leave a record of its new contents beside a bundle
  // of its old ones; such a bundle gets no record, so the next start makes it again. The 2 s
  // margin covers the coarse clock of files' modification times.
  const readFrom = Date.now() - 2_000;
  const { outputFiles, metafile } = await esbuild.build({
    entryPoints: [path.join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap,
    sourcesContent: false,
    metafile: true,
    write: false,
    outfile: path.join(cacheFolder, `${name}.mjs`),
    logLevel: "warning",
  });
  const code = outputFiles[0].contents;
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const file = path.join(cacheFolder, `${name}-${hash}.mjs`);
  try {
    mkdirSync(cacheFolder, { recursive: true });
    writeWhole(file, code);
  } catch (error) {
    if (!READ_ONLY.has(error.code)) throw error;
    throw new Error(
      `${entry} has no bundle of its current code, and this user may not write one in ${cacheFolder}: ` +
        `run \`npm run build\` in ${root} as its owner (${error.code}).`,
    );
  }
  const inputs = Object.keys(metafile.inputs);
  if (!changedSince(root, inputs, readFrom)) {
    const signature = sourcesSignature(root, inputs, made);
    writeWhole(recordFile, JSON.stringify({ signature, inputs, file: path.basename(file) }));
  }
  removeEarlierBundles(cacheFolder, name, file);
  return file;
}

/** What `npm start` runs: the server, with the jobs it forks bundled beside it. */
export const SERVER = {
  entry: "server/main.ts",
  alongside: [
    "server/publishing/render-job.ts",
    "server/publishing/search-job.ts",
    "server/backup/backup-job.ts",
  ],
};

/** What `npm run brightway` (and `npm run leads`, its name before) runs. */
export const COMMAND = { entry: "server/cli/brightway.ts" };

/** What deploy/brightway runs as root to read the settings file before it drops to the service's user. */
export const SETTINGS_EXPORTS = { entry: "server/settings-exports.ts" };

/** Every entry `npm start`, `npm run brightway` and deploy/brightway run. */
export const BUNDLED_ENTRIES = [SERVER, COMMAND, SETTINGS_EXPORTS].flatMap(
  ({ entry, alongside = [] }) => [entry, ...alongside],
);

/**
 * Bundles what `npm start`, `npm run brightway` and deploy/brightway run (`npm run build`: a
 * checkout the service only reads; scripts/release.mjs copies them into a release); their files, by entry.
 */
export async function bundleRelease() {
  const files = {};
  for (const entry of BUNDLED_ENTRIES) files[entry] = await bundle(entry);
  await esbuild?.stop();
  return files;
}

/** Bundles `entry` (relative to the repository) and `alongside`, and runs `entry` in this process. */
export async function runBundled(entry, { alongside = [] } = {}) {
  const file = await bundle(entry);
  const bundles = {};
  for (const other of alongside) bundles[other] = await bundle(other);
  globalThis[Symbol.for("brightway.bundles")] = bundles;
  // esbuild's service process would otherwise stay for the process's whole life (about 28 MB).
  await esbuild?.stop();
  await import(pathToFileURL(file).href);
}
