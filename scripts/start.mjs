#!/usr/bin/env node
/**
 * `npm start`: build when the sources are newer than the last build, then
 * serve build/client the way production does (serve + build/serve.json:
 * clean URLs, real 404s, compression, security headers, no listings).
 * PORT picks the port (3000); BUILD_DIR another build folder ("build").
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const builtPage = path.join(root, buildDir, "client/index.html");
const sources = [
  "app",
  "public",
  "scripts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
];

function newestChange(target) {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

function buildIsStale() {
  if (!existsSync(builtPage)) return true;
  const built = statSync(builtPage).mtimeMs;
  return sources.some((source) => {
    const target = path.join(root, source);
    return existsSync(target) && newestChange(target) > built;
  });
}

function run(command, args) {
  const env = { ...process.env, NO_UPDATE_CHECK: "1" };
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (buildIsStale()) run("npm", ["run", "build"]);

const port = process.env.PORT ?? "3000";
run(path.join(root, "node_modules/.bin/serve"), [
  path.join(buildDir, "client"),
  "--config",
  "../serve.json",
  "--listen",
  port,
  "--no-clipboard",
]);
