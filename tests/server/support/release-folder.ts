/**
 * Another release in a folder of its own, for tests that start it beside this one: its code
 * (this checkout's, copied, or an archive of a tag, unpacked) with this checkout's packages
 * linked (its `npm run leads`: support/leads-command.ts's leadsCommandIn).
 */
import { execFile } from "node:child_process";
import { cp, mkdir, readdir, symlink } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

import { repositoryRoot } from "./site-fixture";

const run = promisify(execFile);

/** What a release runs from; the archives of earlier releases hold the same. */
const RELEASE_PARTS = ["app", "content", "server", "package.json", "tsconfig.json"];

/** Packages are shared; the bundle each release writes under node_modules/.cache is its own. */
async function linkPackages(folder: string) {
  await mkdir(path.join(folder, "node_modules/.cache"), { recursive: true });
  for (const name of await readdir(path.join(repositoryRoot, "node_modules"))) {
    if (name !== ".cache")
      await symlink(
        path.join(repositoryRoot, "node_modules", name),
        path.join(folder, "node_modules", name),
      );
  }
}

/** This checkout's release, copied into `folder` (to be changed there). */
export async function copyOfThisRelease(folder: string) {
  for (const part of RELEASE_PARTS)
    await cp(path.join(repositoryRoot, part), path.join(folder, part), { recursive: true });
  await linkPackages(folder);
}

/** The release in `archive` (a `git archive` of its tag, xz-compressed), unpacked into `folder`. */
export async function unpackedRelease(archive: string, folder: string) {
  await run("tar", ["-xJf", archive, "-C", folder]);
  await linkPackages(folder);
}
