// @vitest-environment node
/**
 * The day's visitor sets are fed by what requests bring (any address, any
 * user agent): past their bound (VISITORS_HELD; a smaller one here, for
 * time), visits are still counted but no new visitor is remembered, so a
 * flood of made-up user agents cannot grow them.
 */
import { describe, expect, it } from "vitest";

import { VisitCounter } from "../../server/visits/visit-counter";

const HELD = 2_000;

describe("the visit counter's bound", () => {
  it("counts every visit but remembers a bounded number of visitors a day", () => {
    const counter = new VisitCounter(HELD);
    const at = new Date("2026-12-01T12:00:00Z");
    // Each visit is remembered twice: in the site's set and in its page's.
    const visits = HELD / 2 + 500;
    for (let index = 0; index < visits; index += 1) {
      counter.count({
        counted: "visit",
        at,
        path: "/pricing",
        address: "203.0.113.7",
        userAgent: `Mozilla/5.0 (made up ${index})`,
      });
    }
    const batch = counter.takeBatch();
    const day = batch.days.find((row) => row.day === "2026-12-01");
    expect(day?.visits).toBe(visits);
    expect(day?.visitors).toBe(HELD / 2);
    expect(batch.pages[0]?.visits).toBe(visits);
    expect(batch.pages[0]?.visitors).toBe(HELD / 2);

    // A new day starts with nothing remembered.
    counter.count({
      counted: "visit",
      at: new Date("2026-12-02T00:00:01Z"),
      path: "/pricing",
      address: "203.0.113.7",
      userAgent: "Mozilla/5.0 (made up 0)",
    });
    expect(counter.takeBatch().days.find((row) => row.day === "2026-12-02")?.visitors).toBe(1);
  });
});
