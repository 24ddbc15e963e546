import { readFileSync } from "node:fs";
import path from "node:path";

import semver from "semver";
import { describe, expect, it } from "vitest";

/** The Node version of every build and CI machine. */
const supportedNode = "20.19.0";

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
function engineRange(name: string): string | undefined {
  const packageJson = path.join("node_modules", name, "package.json");
  const { engines } = JSON.parse(readFileSync(packageJson, "utf8")) as {
    engines?: { node?: string };
  };
  return engines?.node;
}

describe("dependencies", () => {
  const names = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];

  it.each(names)("%s supports Node 20", (name) => {
    const range = engineRange(name);
    if (range) expect(semver.satisfies(supportedNode, range), `${name}: ${range}`).toBe(true);
  });
});
