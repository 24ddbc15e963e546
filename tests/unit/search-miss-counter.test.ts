// @vitest-environment node
/**
 * Search misses counted in memory (server/search-misses/search-miss-counter.ts):
 * once per visit and query a day, afresh the next UTC day, and within both
 * bounds: queries past the pending bound count as others, misses past the
 * day's bound of what was asked are not counted.
 */
import { describe, expect, it } from "vitest";

import {
  OTHERS,
  type SearchMissEvent,
  SearchMissCounter,
} from "../../server/search-misses/search-miss-counter";

const noon = new Date("2026-11-26T12:00:00Z");
const miss = (query: string, more: Partial<SearchMissEvent> = {}): SearchMissEvent => ({
  at: noon,
  address: "198.51.100.7",
  userAgent: "Mozilla/5.0 Firefox/133.0",
  locale: "en-US",
  outcome: "no-results",
  query,
  ...more,
});
const counts = (counter: SearchMissCounter) =>
  counter
    .takeBatch()
    .map(({ day, locale, query, count }) => `${day} ${locale} "${query}" ${count}`);

describe("the search-miss counter", () => {
  it("counts a visit's query once a day, and again on the next UTC day", () => {
    const counter = new SearchMissCounter();
    counter.count(miss("tax form"));
    counter.count(miss("tax form"));
    counter.count(miss("tax form", { address: "198.51.100.8" }));
    counter.count(miss("tax form", { at: new Date("2026-11-27T00:00:01Z") }));
    expect(counts(counter)).toEqual([
      '2026-11-26 en-US "tax form" 2',
      '2026-11-27 en-US "tax form" 1',
    ]);
  });

  it("counts queries past the pending bound as others of their day and language", () => {
    const counter = new SearchMissCounter({ pending: 2, asked: 100 });
    for (const query of ["a", "b", "c", "d"]) counter.count(miss(query));
    counter.count(miss("e", { locale: "es-US" }));
    counter.count(miss("a", { address: "198.51.100.9" }));
    expect(counts(counter)).toEqual([
      '2026-11-26 en-US "a" 2',
      '2026-11-26 en-US "b" 1',
      `2026-11-26 en-US "${OTHERS}" 2`,
      `2026-11-26 es-US "${OTHERS}" 1`,
    ]);
  });

  it("counts nothing more in a day once it holds the bound of what was asked", () => {
    const counter = new SearchMissCounter({ pending: 100, asked: 3 });
    for (const query of ["a", "b", "c", "d"]) counter.count(miss(query));
    expect(counts(counter)).toEqual([
      '2026-11-26 en-US "a" 1',
      '2026-11-26 en-US "b" 1',
      '2026-11-26 en-US "c" 1',
    ]);
    counter.count(miss("d", { at: new Date("2026-11-27T08:00:00Z") }));
    expect(counts(counter)).toEqual(['2026-11-27 en-US "d" 1']);
  });

  it("keeps a batch the writer puts back, added to what came since", () => {
    const counter = new SearchMissCounter();
    counter.count(miss("a"));
    const batch = counter.takeBatch();
    counter.count(miss("a", { address: "198.51.100.10" }));
    counter.putBack(batch);
    expect(counts(counter)).toEqual(['2026-11-26 en-US "a" 2']);
  });
});
