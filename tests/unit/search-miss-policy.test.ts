import { describe, expect, it } from "vitest";

import * as en from "~/content/en/privacy-policy";
import * as es from "~/content/es/privacy-policy";

import { CLEAN_QUERY_MAX, cleanQuery } from "../../server/search-misses/query-cleaning";
import { SEARCH_MISS_RETENTION_MONTHS } from "../../server/search-misses/search-miss-repository";

const sectionText = (copy: typeof en, id: string) =>
  JSON.stringify(copy.privacyPolicy.sections.find((section) => section.id === id) ?? "");

describe("the privacy policy on searches that did not help", () => {
  it.each([
    ["English", en, `${SEARCH_MISS_RETENTION_MONTHS} months`, `${CLEAN_QUERY_MAX} characters`],
    ["Spanish", es, `${SEARCH_MISS_RETENTION_MONTHS} meses`, `${CLEAN_QUERY_MAX} caracteres`],
  ])(
    "says, in %s, how long the server keeps the counts and where it cuts a query",
    (_language, copy, retention, cut) => {
      const explained = sectionText(copy, "search-counts");
      expect(explained).toContain(retention);
      expect(explained).toContain(cut);
      expect(sectionText(copy, "retention")).toContain(retention);
    },
  );

  it("names only placeholders the server writes", () => {
    const named = sectionText(en, "search-counts").match(/\[\w+\]/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    const written = [cleanQuery("ana@example.com"), cleanQuery("(512) 555-0142")];
    for (const placeholder of named) expect(written).toContain(placeholder);
  });
});
