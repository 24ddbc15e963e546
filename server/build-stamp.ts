/**
 * What a build was made from: a hash of every source file and the build
 * settings (the VITE_* environment). The build records it in
 * build/build-stamp.json; `npm start` compares it with the working tree and
 * its own environment, and rebuilds (saying why) when they differ.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface BuildStamp {
  /** Relative path → sha256 of the content. */
  sources: Record<string, string>;
  /** VITE_* variables the build saw. */
  settings: Record<string, string>;
}

/** Everything a build reads. Server code outside these files needs no rebuild. */
const buildInputs = [
  "app",
  "content",
  "public",
  "scripts",
  "server/http-policy.ts",
  "server/site-manifest.ts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];

/** Tools under scripts/ that the build never reads: a change to the bench or a test runner rebuilds nothing. */
const notBuildInputs = new Set([
  "scripts/bench",
  "scripts/bench.mjs",
  "scripts/at-date.mjs",
  "scripts/provision.mjs",
  "scripts/run-all.mjs",
  "scripts/test-profile.mjs",
  "scripts/with-node.sh",
  "scripts/complete-lockfile.mjs",
  "scripts/release.mjs",
]);

export const STAMP_FILE = "build-stamp.json";

function filesUnder(root: string, target: string): string[] {
  const absolute = path.join(root, target);
  if (!existsSync(absolute) || notBuildInputs.has(target)) return [];
  if (!statSync(absolute).isDirectory()) return [target];
  return readdirSync(absolute).flatMap((entry) => filesUnder(root, path.join(target, entry)));
}

export function buildSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([key, value]) => key.startsWith("VITE_") && value)
      .sort(([a], [b]) => a.localeCompare(b)) as [string, string][],
  );
}

export function currentStamp(root: string, env: NodeJS.ProcessEnv): BuildStamp {
  const files = buildInputs.flatMap((input) => filesUnder(root, input)).sort();
  const sources = Object.fromEntries(
    files.map((file) => [
      file,
      createHash("sha256")
        .update(readFileSync(path.join(root, file)))
        .digest("hex"),
    ]),
  );
  return { sources, settings: buildSettings(env) };
}

const changedKeys = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => before[key] !== after[key],
  );

function summarize(names: string[]): string {
  const shown = names.slice(0, 3).join(", ");
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}

/** Why the build is out of date, in words, or undefined when it is current. */
export function staleReason(previous: BuildStamp | undefined, current: BuildStamp) {
  if (!previous) return "there is no complete build yet";
  const settings = changedKeys(previous.settings, current.settings);
  if (settings.length > 0) return `build settings changed: ${summarize(settings)}`;
  const sources = changedKeys(previous.sources, current.sources);
  if (sources.length > 0) return `sources changed: ${summarize(sources)}`;
  return undefined;
}

export function readBuildStamp(buildDir: string): BuildStamp | undefined {
  const file = path.join(buildDir, STAMP_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as BuildStamp;
  } catch {
    return undefined;
  }
}

/** Written by the build's last step (react-router.config.ts). */
export function writeBuildStamp(root: string, buildDir: string, env: NodeJS.ProcessEnv): void {
  writeFileSync(path.join(buildDir, STAMP_FILE), JSON.stringify(currentStamp(root, env)));
}
