import { readFile } from "node:fs/promises";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { loadPageRenderer } from "../../server/publishing/page-renderer";
import { readSiteManifest } from "../../server/site-manifest";

const buildDir = path.resolve(import.meta.dirname, "../../build");

test("the server's renderer writes every pre-rendered page byte for byte", async () => {
  test.slow();
  const manifest = await readSiteManifest(buildDir);
  const render = await loadPageRenderer(buildDir);
  const pages = Object.entries(manifest.files).filter(([, entry]) => entry.csp !== undefined);
  expect(pages.length).toBeGreaterThan(80);
  const differing: string[] = [];
  for (const [pathname, entry] of pages) {
    const built = await readFile(path.join(buildDir, "client", entry.file), "utf8");
    const rendered = await render(pathname);
    if (rendered.status !== 200 || rendered.html !== built) differing.push(pathname);
  }
  expect(differing).toEqual([]);
});
