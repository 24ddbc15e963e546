/**
 * docs/deploying.md's shell blocks, for tests that run them as written on folders of their own:
 * the places the guide names (paths, addresses) replaced, and its `systemctl` and `apt-get` lines
 * left out (a test starts and stops what systemd would, on a machine the test setup provisioned).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import { movedClock } from "../../../server/moved-clock";
import { repositoryRoot } from "./site-fixture";

export const deployingGuide = readFileSync(path.join(repositoryRoot, "docs/deploying.md"), "utf8");

/**
 * The commands of the first `sh` block after `heading`, with `places` replaced in one pass (where
 * two start at the same point, the one listed first; what replaced a place is not read again).
 */
export function guideCommands(heading: string, places: Record<string, string>): string[] {
  const start = deployingGuide.indexOf(heading);
  if (start < 0) throw new Error(`docs/deploying.md has no "${heading}"`);
  const block = /```sh\n([\s\S]*?)\n\s*```/.exec(deployingGuide.slice(start))?.[1] ?? "";
  const escaped = Object.keys(places).map((place) => place.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const replaced = block.replace(
    new RegExp(escaped.join("|"), "g"),
    (place) => places[place] as string,
  );
  return replaced
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^(systemctl|apt-get) /.test(line));
}

/**
 * Runs `commands` in one shell, which stops at the first that fails, on the tests' clock (moved in
 * a run at another date: else tar, for one, finds every file it unpacks made in the future).
 */
export function runCommands(commands: string[], env: NodeJS.ProcessEnv) {
  execFileSync("bash", ["-euc", commands.join("\n")], {
    env: { ...movedClock(), ...env },
    stdio: "pipe",
  });
}
