import { describe, expect, it } from "vitest";

import { listedPages } from "~/lib/route-table";

import { robotsTxt, sitemapXml } from "../../scripts/static-files";

describe("sitemap.xml and robots.txt", () => {
  it("lists every page a visitor can find with its absolute URL, and nothing else", () => {
    const locations = [...sitemapXml().matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(listedPages.map((page) => `https://brightway.example${page.path}`));
    expect(locations).not.toContain("https://brightway.example/contact/sent");
  });

  it("lets crawlers in and points them at the sitemap", () => {
    expect(robotsTxt()).toContain("Allow: /");
    expect(robotsTxt()).toContain("Sitemap: https://brightway.example/sitemap.xml");
  });
});
