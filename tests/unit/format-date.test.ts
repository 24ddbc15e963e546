import { describe, expect, it } from "vitest";

import { formatLongDate } from "~/features/dates/format-date";

describe("formatLongDate", () => {
  it("writes an ISO date out in long US English", () => {
    expect(formatLongDate("2026-11-22")).toBe("November 22, 2026");
    expect(formatLongDate("2024-02-29")).toBe("February 29, 2024");
  });

  it("keeps the calendar day at the edges of the year, whatever the time zone", () => {
    expect(formatLongDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatLongDate("2025-12-31")).toBe("December 31, 2025");
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
      expect(() => formatLongDate(bad), bad).toThrow(RangeError);
    }
  });
});
