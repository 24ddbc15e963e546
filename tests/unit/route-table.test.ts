import { describe, expect, it } from "vitest";

import { footerNav, mainNav } from "~/lib/navigation";
import { absoluteUrl, documentTitle, pageMeta } from "~/lib/page-meta";
import { getPage, listedPages, pages, routeFileFor } from "~/lib/route-table";
import routes from "~/routes";

describe("routes table", () => {
  it("lists the 22 routes of the spec, the accessibility statement and the contact form's outcomes", () => {
    expect(listedPages).toHaveLength(23);
    expect(listedPages.map((page) => page.path)).toContain("/accessibility");
    expect(pages.filter((page) => "unlisted" in page).map((page) => page.path)).toEqual([
      "/contact/sent",
      "/contact/not-sent",
    ]);
  });

  it("gives every page a unique path, title and description", () => {
    for (const key of ["path", "title", "description"] as const) {
      const values = pages.map((page) => page[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("keeps descriptions to a length search results show in full", () => {
    for (const page of pages) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it("feeds the route config: one route per page, then the catch-all", () => {
    const files = routes.map((route) => route.file);
    expect(files).toEqual([
      ...pages.map((page) => routeFileFor(page.path)),
      "routes/not-found.tsx",
    ]);
    expect(routes.at(-1)?.path).toBe("*");
  });

  it("throws for a path it does not know rather than inventing metadata", () => {
    // @ts-expect-error: not a path of the table
    expect(() => getPage("/nowhere")).toThrow(/No routes-table entry/);
  });
});

describe("navigation", () => {
  it("builds the footer groups of the spec in order, from the table", () => {
    expect(footerNav.map(({ group, links }) => [group, links.map((link) => link.href)])).toEqual([
      ["Product", ["/features", "/pricing", "/security", "/integrations"]],
      ["Solutions", ["/for-states", "/for-providers", "/for-families", "/api"]],
      ["Support", ["/help-center", "/documentation", "/contact", "/status"]],
      ["Company", ["/about", "/blog", "/careers", "/press"]],
      ["Legal", ["/privacy-policy", "/terms-of-service", "/cookie-policy", "/accessibility"]],
    ]);
  });

  it("points the header's section anchors at Home so they work from any page", () => {
    const anchors = mainNav.filter((link) => link.href.includes("#"));
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
    const meta = pageMeta("/esa");
    expect(meta).toContainEqual({ name: "description", content: getPage("/esa").description });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/esa") });
    expect(meta).toContainEqual({ property: "og:url", content: "https://brightway.example/esa" });
    expect(meta).toContainEqual({
      property: "og:title",
      content: "Education Savings Accounts | Brightway",
    });
  });
});
