import { readFile, stat } from "node:fs/promises";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { type Entry, readCollection } from "../../app/lib/publishing/collections.server";
import { seedSnapshot } from "../../app/site/status-source.server";
import { loadPageRenderer } from "../../server/publishing/page-renderer";
import { readSiteManifest } from "../../server/site-manifest";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");
const buildDir = path.join(repositoryRoot, "build");

test("the server's renderer writes every pre-rendered page byte for byte", async () => {
  test.slow();
  const manifest = await readSiteManifest(buildDir);
  const { render, setStatusSnapshot } = await loadPageRenderer(buildDir);
  const pages = Object.entries(manifest.files).filter(([, entry]) => entry.csp !== undefined);
  expect(pages.length).toBeGreaterThan(80);
  const differing: string[] = [];
  for (const [pathname, entry] of pages) {
    const file = path.join(buildDir, "client", entry.file);
    const built = await readFile(file, "utf8");
    // Each page as of when the build drew it (its file's time): the status pages speak for their
    // moment, and a build on one UTC day checked on the next shows other days of uptime.
    setStatusSnapshot(seedSnapshot(), (await stat(file)).mtime);
    const rendered = await render(pathname);
    if (rendered.status !== 200 || rendered.html !== built) differing.push(pathname);
  }
  expect(differing).toEqual([]);
});

test("renders the entries it is given: a retitled job posting, on its page and in the list", async () => {
  const { render, setContentSource } = await loadPageRenderer(buildDir);
  const contentFolder = path.join(repositoryRoot, "content");
  const [job] = readCollection(contentFolder, "careers", "en-US");
  if (!job) throw new Error("content/careers has no job posting");
  const retitled = "Principal Renderer of Live Pages";
  setContentSource((collection, locale) =>
    readCollection(contentFolder, collection, locale).map((entry): Entry =>
      entry.slug === job.slug && locale === "en-US"
        ? { ...entry, data: { ...entry.data, title: retitled } }
        : entry,
    ),
  );
  expect((await render(job.path)).html).toContain(`<h1`);
  expect((await render(job.path)).html).toContain(retitled);
  expect((await render("/careers")).html).toContain(retitled);
  expect((await render(`/es${job.path}`)).html).not.toContain(retitled);
});
