import { describe, expect, it } from "vitest";

import { sortRows } from "~/console/components/report/sort-rows";

const rows = [
  { page: "/pricing", visits: 30, conversion: 0.1 },
  { page: "/", visits: 120, conversion: null },
  { page: "/es/pricing", visits: 4, conversion: 0.5 },
];

describe("sorting a report table", () => {
  it("orders numbers and names either way", () => {
    const pages = (sorted: typeof rows) => sorted.map((row) => row.page);
    expect(pages(sortRows(rows, (row) => row.visits, "descending"))).toEqual([
      "/",
      "/pricing",
      "/es/pricing",
    ]);
    expect(pages(sortRows(rows, (row) => row.visits, "ascending"))).toEqual([
      "/es/pricing",
      "/pricing",
      "/",
    ]);
    expect(pages(sortRows(rows, (row) => row.page, "ascending"))).toEqual([
      "/",
      "/es/pricing",
      "/pricing",
    ]);
  });

  it("puts rows with no value last whichever way", () => {
    for (const direction of ["ascending", "descending"] as const) {
      expect(sortRows(rows, (row) => row.conversion, direction).at(-1)?.page).toBe("/");
    }
  });
});
