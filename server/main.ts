/**
 * `npm start`: build the site when the build is missing or out of date
 * (saying why), then serve it and the API until SIGTERM or SIGINT.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

import { currentStamp, readBuildStamp, staleReason } from "./build-stamp";
import { buildApp } from "./app";
import { readConfig } from "./config";
import { collectWhenQuiet } from "./idle-collection";
import { listenProblem } from "./listen-errors";
import { projectRoot as root } from "./project-root";
import { shutDownOnSignals } from "./shutdown";
import { StartupError } from "./startup-error";

/**
 * A build inside the repository is ours to keep current. One elsewhere (a
 * deployment's copy, a test's fixture) is served as it is, and so is a
 * release's (its release.json, written by scripts/release.mjs), which has
 * neither the sources nor the tools to build.
 */
function ensureFreshBuild(buildDir: string) {
  if (path.relative(root, buildDir).startsWith("..")) return;
  if (existsSync(path.join(root, "release.json"))) return;
  const reason = staleReason(readBuildStamp(buildDir), currentStamp(root, process.env));
  if (!reason) return;
  console.log(`Building the site into ${path.relative(root, buildDir)}/: ${reason}.`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

try {
  const config = readConfig(process.env, root);
  ensureFreshBuild(config.buildDir);
  const app = await buildApp(config);
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // The database is running by now: a start that fails stops it before exiting.
    await app.close();
    throw listenProblem(error, config.host, config.port);
  }
  shutDownOnSignals(app, config.shutdownGraceMs);
  collectWhenQuiet();
} catch (error) {
  // Problems a person can fix get their message alone; anything else its stack trace.
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
