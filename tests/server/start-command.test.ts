import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { serverArguments } from "../../server/start-command";
import { repositoryRoot } from "./support/site-fixture";

describe("npm start", () => {
  it("runs the server as the tests and the bench start it, heap limits included", () => {
    const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, "package.json"), "utf8"));
    expect(manifest.scripts.start).toBe(`node ${serverArguments.join(" ")}`);
  });
});
