import { describe, expect, it } from "vitest";

import { contactHref, parseInquiry } from "~/lib/inquiry";
import { slugify } from "~/lib/slugify";

describe("slugify", () => {
  it("makes stable, readable anchor ids", () => {
    expect(slugify("Can I change plans later?")).toBe("can-i-change-plans-later");
    expect(slugify("Payments & Billing")).toBe("payments-and-billing");
    expect(slugify("  Café — menus  ")).toBe("cafe-menus");
  });
});

describe("inquiry types", () => {
  it("reads a known inquiry from the query string", () => {
    expect(parseInquiry("sales")).toBe("sales");
    expect(parseInquiry("partnership")).toBe("partnership");
  });

  it("falls back to a general question for anything else", () => {
    expect(parseInquiry(null)).toBe("general");
    expect(parseInquiry("<script>")).toBe("general");
  });

  it("links to the contact form with the inquiry preselected", () => {
    expect(contactHref("support")).toBe("/contact?inquiry=support");
  });
});
