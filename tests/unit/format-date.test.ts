import { describe, expect, it } from "vitest";

import { formatLongDate } from "~/lib/dates";

describe("formatLongDate", () => {
  it("writes an ISO date out in long US English", () => {
    expect(formatLongDate("2026-11-22", "en-US")).toBe("November 22, 2026");
    expect(formatLongDate("2024-02-29", "en-US")).toBe("February 29, 2024");
  });

  it("writes it out in Spanish on Spanish pages", () => {
    expect(formatLongDate("2026-12-03", "es-US")).toBe("3 de diciembre de 2026");
    expect(formatLongDate(new Date(2026, 11, 3), "es-US")).toBe("3 de diciembre de 2026");
  });

  it("keeps the calendar day at the edges of the year, whatever the time zone", () => {
    expect(formatLongDate("2026-01-01", "en-US")).toBe("January 1, 2026");
    expect(formatLongDate("2025-12-31", "en-US")).toBe("December 31, 2025");
  });

  it("rejects strings that are not real calendar dates", () => {
    for (const bad of [
      "2026-02-30",
      "2025-02-29",
      "2026-13-01",
      "22/11/2026",
      "2026-11-22T10:00:00Z",
      "",
    ]) {
      expect(() => formatLongDate(bad, "en-US"), bad).toThrow(RangeError);
    }
  });
});
