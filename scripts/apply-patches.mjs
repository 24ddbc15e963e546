/**
 * npm's postinstall: patch-package applies patches/ to the development packages they mend. A
 * production install (`npm ci --omit=dev`) has neither those packages nor patch-package, and
 * needs no patch.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const patchPackage = "node_modules/.bin/patch-package";
if (existsSync(patchPackage)) {
  const { status } = spawnSync(patchPackage, ["--error-on-fail"], { stdio: "inherit" });
  process.exit(status ?? 1);
}
