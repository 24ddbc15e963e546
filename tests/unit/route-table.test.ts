import { describe, expect, it } from "vitest";

import { siteChrome } from "~/content/en/site-chrome";
import { locales, publishedLocales } from "~/lib/i18n";
import { documentTitle, pageMeta, pageText } from "~/site/page-meta";
import { getPage, listedPages, pages, routeFileFor } from "~/lib/route-table";
import { absoluteUrl } from "~/lib/site-config";
import { siteData } from "~/site/site-data.server";
import routes from "~/routes";

describe("routes table", () => {
  it("lists the 22 routes of the spec, the accessibility statement, search, the status history and the contact form's outcomes", () => {
    expect(listedPages).toHaveLength(25);
    expect(listedPages.map((page) => page.path)).toContain("/status/history");
    expect(listedPages.map((page) => page.path)).toContain("/accessibility");
    expect(listedPages.map((page) => page.path)).toContain("/search");
    expect(pages.filter((page) => "unlisted" in page).map((page) => page.path)).toEqual([
      "/contact/sent",
      "/contact/not-sent",
    ]);
  });

  for (const locale of locales) {
    it(`gives every page a unique label, title and description in ${locale}`, () => {
      for (const key of ["label", "title", "description"] as const) {
        const values = pages.map((page) => pageText(page.path, locale)[key]);
        expect(new Set(values).size, key).toBe(values.length);
      }
    });

    it(`keeps ${locale} descriptions to a length search results show in full`, () => {
      for (const page of pages) {
        const { description } = pageText(page.path, locale);
        expect(description.length, page.path).toBeGreaterThanOrEqual(70);
        expect(description.length, page.path).toBeLessThanOrEqual(160);
      }
    });
  }

  it("feeds the route config: each page once per published language, then the catch-all", () => {
    const files = routes.map((route) => route.file);
    for (const page of pages) {
      expect(files.filter((file) => file === routeFileFor(page.path))).toHaveLength(
        publishedLocales.length,
      );
    }
    expect(files).toContain("routes/blog-post.tsx");
    expect(routes.at(-1)?.path).toBe("*");
    expect(new Set(routes.map((route) => route.id ?? route.file)).size).toBe(routes.length);
  });

  it("throws for a path it does not know rather than inventing metadata", () => {
    // @ts-expect-error: not a path of the table
    expect(() => getPage("/nowhere")).toThrow(/No routes-table entry/);
  });
});

describe("navigation", () => {
  it("builds the footer groups of the spec in order, from the table", () => {
    const { footerColumns } = siteData("en-US");
    expect(
      footerColumns.map(({ title, links }) => [title, links.map((link) => link.href)]),
    ).toEqual([
      ["Product", ["/features", "/pricing", "/security", "/integrations"]],
      [
        "Solutions",
        ["/for-states", "/for-providers", "/for-families", "/api", "/school-lunch", "/esa"],
      ],
      ["Support", ["/help-center", "/documentation", "/contact", "/status"]],
      ["Company", ["/about", "/blog", "/careers", "/press"]],
      ["Legal", ["/privacy-policy", "/terms-of-service", "/cookie-policy", "/accessibility"]],
    ]);
    expect(footerColumns[0]?.links[1]?.label).toBe("Pricing");
  });

  it("points the header's section anchors at Home so they work from any page", () => {
    const anchors = siteChrome.header.links.filter((link) => link.href.includes("#"));
    expect(anchors.map((link) => link.href)).toEqual([
      "/#features",
      "/#solutions",
      "/#compliance",
      "/#support",
    ]);
  });
});

describe("page metadata", () => {
  it("puts the brand after the page title, and first on Home", () => {
    expect(documentTitle("/pricing")).toBe("Pricing | Brightway");
    expect(documentTitle("/")).toMatch(/^Brightway \| /);
  });

  it("includes description, canonical URL and Open Graph tags", () => {
    const meta = pageMeta("/esa", "en-US");
    expect(meta).toContainEqual({ name: "description", content: pageText("/esa").description });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/esa") });
    expect(meta).toContainEqual({ property: "og:url", content: "https://brightway.example/esa" });
    expect(meta).toContainEqual({ property: "og:locale", content: "en_US" });
    expect(meta).toContainEqual({
      property: "og:title",
      content: "Education Savings Accounts | Brightway",
    });
  });

  it("marks the pages a visitor only reaches through a form as noindex", () => {
    expect(pageMeta("/contact/sent")).toContainEqual({ name: "robots", content: "noindex" });
    expect(pageMeta("/contact")).not.toContainEqual({ name: "robots", content: "noindex" });
  });
});
