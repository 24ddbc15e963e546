import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { currentStamp, staleReason } from "../../server/build-stamp";

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function project(files: Record<string, string>) {
  const root = await mkdtemp(path.join(tmpdir(), "brightway-project-"));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

describe("npm start's rebuild decision", () => {
  it("rebuilds when there is no build yet", async () => {
    const root = await project({ "app/root.tsx": "a" });
    expect(staleReason(undefined, currentStamp(root, {}))).toBe("there is no complete build yet");
  });

  it("keeps a build made from the same sources and settings", async () => {
    const root = await project({ "app/root.tsx": "a", "content/blog/post.en.md": "b" });
    const env = { VITE_CONTACT_URL: "https://intake.example/contact" };
    expect(staleReason(currentStamp(root, env), currentStamp(root, { ...env }))).toBeUndefined();
  });

  it("names the build setting that changed", async () => {
    const root = await project({ "app/root.tsx": "a" });
    const before = currentStamp(root, { VITE_CONTACT_URL: "https://old.example/contact" });
    const after = currentStamp(root, { VITE_CONTACT_URL: "https://new.example/contact" });
    expect(staleReason(before, after)).toBe("build settings changed: VITE_CONTACT_URL");
    expect(staleReason(after, currentStamp(root, {}))).toBe(
      "build settings changed: VITE_CONTACT_URL",
    );
  });

  it("names the sources that changed, were added or were removed", async () => {
    const root = await project({ "app/root.tsx": "a", "app/routes/home.tsx": "b" });
    const before = currentStamp(root, {});
    await writeFile(path.join(root, "app/routes/home.tsx"), "changed");
    await mkdir(path.join(root, "content"));
    await writeFile(path.join(root, "content/new-post.en.md"), "new");
    await rm(path.join(root, "app/root.tsx"));
    expect(staleReason(before, currentStamp(root, {}))).toBe(
      "sources changed: app/root.tsx, app/routes/home.tsx, content/new-post.en.md",
    );
  });

  it("rebuilds for the build's own scripts, not for the bench or the test tools beside them", async () => {
    const root = await project({
      "scripts/islands-plugin.ts": "a",
      "scripts/bench/intake.mjs": "b",
      "scripts/bench.mjs": "c",
      "scripts/at-date.mjs": "d",
    });
    const before = currentStamp(root, {});
    for (const tool of ["scripts/bench/intake.mjs", "scripts/bench.mjs", "scripts/at-date.mjs"])
      await writeFile(path.join(root, tool), "changed");
    await writeFile(path.join(root, "scripts/bench/new-mode.mjs"), "new");
    expect(staleReason(before, currentStamp(root, {}))).toBeUndefined();
    await writeFile(path.join(root, "scripts/islands-plugin.ts"), "changed");
    expect(staleReason(before, currentStamp(root, {}))).toBe(
      "sources changed: scripts/islands-plugin.ts",
    );
  });

  it("ignores settings that do not reach the browser build", async () => {
    const root = await project({ "app/root.tsx": "a" });
    expect(
      staleReason(currentStamp(root, { PORT: "3000" }), currentStamp(root, { PORT: "4000" })),
    ).toBeUndefined();
  });
});
