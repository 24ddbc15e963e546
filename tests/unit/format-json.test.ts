import { describe, expect, it } from "vitest";

import { moneyDecimalPlaces, sampleStudent } from "~/content/api-sample";
import { formatJson } from "~/features/code-sample/format-json";

describe("formatJson", () => {
  it("prints like JSON.stringify with two-space indentation by default", () => {
    const value = { a: 1, b: [true, null, "x"], c: { d: [] }, e: {} };
    expect(formatJson(value)).toBe(JSON.stringify(value, null, 2));
  });

  it("prints fixed decimals for the chosen keys, at any depth", () => {
    const text = formatJson(
      { balance: 2500, items: [{ monthly_cost: 200 }], count: 3 },
      { decimalPlaces: { balance: 2, monthly_cost: 2 } },
    );
    expect(text).toContain('"balance": 2500.00,');
    expect(text).toContain('"monthly_cost": 200.00');
    expect(text).toContain('"count": 3');
  });

  it("renders the API page's sample student with the spec's amounts and fields", () => {
    const text = formatJson(sampleStudent, { decimalPlaces: moneyDecimalPlaces });
    expect(text).toContain('"balance": 2500.00');
    expect(text.match(/"monthly_cost": 200\.00/g)).toHaveLength(
      sampleStudent.enrolled_providers.length,
    );
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual([
      "id",
      "name",
      "balance",
      "status",
      "enrolled_providers",
      "last_payment",
    ]);
    expect(parsed.status).toBe("active");
    expect(parsed.last_payment).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });
});
