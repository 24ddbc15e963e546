/**
 * The repository's root folder: the nearest one above this module that holds
 * a package.json. The same answer from server/ (tests, the CLI) and from the
 * bundle `npm start` runs (server/start.mjs writes it under node_modules/.cache).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function nearestPackageFolder(folder: string): string {
  if (existsSync(path.join(folder, "package.json"))) return folder;
  const parent = path.dirname(folder);
  if (parent === folder) throw new Error("no package.json above the server's code");
  return nearestPackageFolder(parent);
}

export const projectRoot = nearestPackageFolder(path.dirname(fileURLToPath(import.meta.url)));
