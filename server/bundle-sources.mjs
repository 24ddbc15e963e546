/**
 * What a bundle of server/run-bundled.mjs was made from, to know when to make it again: the
 * contents of every file esbuild read, the names in each of their folders (a new file beside
 * them can change what an import resolves to: `./x` to x.tsx instead of x.ts), the project's
 * tsconfig.json and package.json, esbuild's version, and how the bundle is made.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const bundlingCode = ["run-bundled.mjs", "bundle-sources.mjs"].map((file) =>
  readFileSync(fileURLToPath(new URL(file, import.meta.url))),
);

/** A file's contents, or an empty buffer where the project has none (tsconfig.json in a bare folder). */
function optional(file) {
  try {
    return readFileSync(file);
  } catch {
    return Buffer.alloc(0);
  }
}

/**
 * The signature of `inputs` (paths relative to `root`) as they are now, bundled as `made`
 * says; null when one of them is gone.
 */
export function sourcesSignature(root, inputs, made) {
  const hash = createHash("sha256").update(JSON.stringify(made));
  for (const code of bundlingCode) hash.update(code);
  for (const file of ["tsconfig.json", "package.json", "node_modules/esbuild/package.json"])
    hash.update(file).update(optional(path.join(root, file)));
  const folders = new Set();
  try {
    for (const input of [...inputs].sort()) {
      hash.update(`\0${input}\0`).update(readFileSync(path.join(root, input)));
      folders.add(path.dirname(input));
    }
    for (const folder of [...folders].sort())
      hash.update(`\0${folder}/\0`).update(readdirSync(path.join(root, folder)).sort().join("\0"));
  } catch {
    return null;
  }
  return hash.digest("hex");
}

/**
 * Whether one of `inputs` (paths relative to `root`) or a folder holding one was modified at
 * or after `since` (ms since the epoch), or is gone. A file's time comes from a coarser clock
 * than Date.now(), so callers give a margin.
 */
export function changedSince(root, inputs, since) {
  const paths = new Set(inputs.flatMap((input) => [input, path.dirname(input)]));
  for (const relative of paths) {
    const modified = statSync(path.join(root, relative), { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined || modified >= since) return true;
  }
  return false;
}

/** The record beside the bundles: `{ signature, inputs, file }`, or null when there is none to trust. */
export function readSourcesRecord(recordFile) {
  try {
    const record = JSON.parse(readFileSync(recordFile, "utf8"));
    const valid =
      typeof record.signature === "string" &&
      typeof record.file === "string" &&
      Array.isArray(record.inputs) &&
      record.inputs.every((input) => typeof input === "string");
    return valid ? record : null;
  } catch {
    return null;
  }
}
