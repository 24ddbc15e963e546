import { describe, expect, it } from "vitest";

import { localeOfPath, localeOfRequest, localizedPath, unlocalizedPath } from "~/lib/i18n";

describe("the site's languages in its paths", () => {
  it("reads the language from the first segment only", () => {
    expect(localeOfPath("/es")).toBe("es-US");
    expect(localeOfPath("/es/pricing")).toBe("es-US");
    expect(localeOfPath("/esa")).toBe("en-US");
    expect(localeOfPath("/pricing")).toBe("en-US");
  });

  it("reads it from a page's data request too (the Spanish home's is /es.data)", () => {
    expect(localeOfRequest(new Request("http://site/es.data"))).toBe("es-US");
    expect(localeOfRequest(new Request("http://site/es/blog.data?_routes=root"))).toBe("es-US");
    expect(localeOfRequest(new Request("http://site/_.data"))).toBe("en-US");
  });

  it("puts content's English paths into a language, once", () => {
    expect(localizedPath("/pricing", "es-US")).toBe("/es/pricing");
    expect(localizedPath("/", "es-US")).toBe("/es");
    expect(localizedPath("/#features", "es-US")).toBe("/es#features");
    expect(localizedPath("/contact?inquiry=sales", "es-US")).toBe("/es/contact?inquiry=sales");
    expect(localizedPath("/es/pricing", "es-US")).toBe("/es/pricing");
    expect(localizedPath("/pricing", "en-US")).toBe("/pricing");
    expect(localizedPath("mailto:a@example.org", "es-US")).toBe("mailto:a@example.org");
    expect(localizedPath("//other.example/x", "es-US")).toBe("//other.example/x");
  });

  it("finds a page's path in the routes table from either language", () => {
    expect(unlocalizedPath("/es/pricing")).toBe("/pricing");
    expect(unlocalizedPath("/es")).toBe("/");
    expect(unlocalizedPath("/esa")).toBe("/esa");
  });
});
