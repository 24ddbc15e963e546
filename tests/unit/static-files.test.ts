import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { loadCollection } from "~/lib/publishing/collections.server";
import { listedPages } from "~/lib/route-table";

import { copyContentMedia, robotsTxt } from "../../scripts/static-files";
import { sitemapXml } from "../../server/site-output/sitemap";

const locations = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);

describe("sitemap.xml and robots.txt", () => {
  it("lists every page a visitor can find with its absolute URL, and nothing else", () => {
    const listed = locations(sitemapXml(["en-US"]));
    for (const page of listedPages)
      expect(listed).toContain(`https://brightway.example${page.path}`);
    expect(listed).not.toContain("https://brightway.example/contact/sent");
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("lists the collections' pages with the date each last changed", () => {
    const xml = sitemapXml(["en-US"]);
    const [post] = loadCollection("blog", "en-US");
    expect(xml).toContain(
      `<loc>https://brightway.example${post?.path}</loc>\n    <lastmod>${post?.data.date}</lastmod>`,
    );
  });

  it("pairs each page with its translation, and English as the default", () => {
    const xml = sitemapXml(["en-US", "es-US"]);
    expect(locations(xml)).toContain("https://brightway.example/es/pricing");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="es-US" href="https://brightway.example/es/pricing"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://brightway.example/pricing"/>',
    );
  });

  it("lets crawlers in, but not into the owners' console, and points them at the sitemap", () => {
    expect(robotsTxt()).toContain("Allow: /");
    expect(robotsTxt()).toContain("Disallow: /admin\n");
    expect(robotsTxt()).toContain("Sitemap: https://brightway.example/sitemap.xml");
  });

  it("never lists the owners' console", () => {
    const listed = locations(sitemapXml(["en-US", "es-US"]));
    expect(listed.filter((url) => url?.includes("/admin"))).toEqual([]);
  });
});

describe("a content export's images", () => {
  it("are copied under /media/ by the build, and nothing else from its media folder", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "brightway-media-"));
    try {
      const content = path.join(root, "content");
      await mkdir(path.join(content, "media"), { recursive: true });
      const image = "3f2a9c0d1e2b3a4c5d6e-1200x630.png";
      await writeFile(path.join(content, "media", image), "png bytes");
      await writeFile(path.join(content, "media", "notes.txt"), "not an image");
      await copyContentMedia(path.join(root, "client"), content);
      expect(await readdir(path.join(root, "client", "media"))).toEqual([image]);
      // A content folder without images (content/ itself) adds nothing.
      await copyContentMedia(path.join(root, "other"), path.join(root, "nowhere"));
      expect(await readdir(root)).not.toContain("other");
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
