/**
 * The one reading of a moment typed on the command line (and the export
 * API's since): ISO 8601 with its zone, or a date alone as the start of that
 * day in Austin; everything else refused. Checked against the JavaScript
 * engine's own reading of the ISO form (Date.parse) as the second way.
 */
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { parseTimeInput, timeInput, timeInputForms } from "~/lib/time-input";

const iso = (text: string) => parseTimeInput(text)?.toISOString();

describe("a typed moment", () => {
  it("refuses what is not a date or a time with its zone", () => {
    for (const text of [
      "12",
      "2027",
      "2027-03",
      "20270315",
      "last week",
      "",
      "2027-03-15T08:00",
      "2027-03-15T08:00:00",
      "2027-02-30",
      "2027-13-01",
      "2027-03-15T24:00Z",
      "2027-03-15T08:60Z",
      "2027-03-15T08:00:60Z",
      "2027-03-15T08:00:00+24:00",
      "2027-03-15T08:00:00-05:60",
      "2027-03-15T08Z",
      "Mon, 15 Mar 2027 08:00:00 GMT",
      " 2027-03-15",
      "2027-03-15T08:00:00Z trailing",
    ])
      expect(parseTimeInput(text), JSON.stringify(text)).toBeUndefined();
  });

  it("reads a date alone as the start of that day in Austin, on either side of a change", () => {
    expect(iso("2027-03-15")).toBe("2027-03-15T05:00:00.000Z");
    expect(iso("2027-01-15")).toBe("2027-01-15T06:00:00.000Z");
    expect(iso("2027-03-14")).toBe("2027-03-14T06:00:00.000Z");
    expect(iso("2027-11-07")).toBe("2027-11-07T05:00:00.000Z");
    expect(iso("2028-02-29")).toBe("2028-02-29T06:00:00.000Z");
  });

  it("reads a time with Z or an offset, seconds and a fraction optional", () => {
    expect(iso("2027-03-15T08:00:00-05:00")).toBe("2027-03-15T13:00:00.000Z");
    expect(iso("2027-03-15T13:00:00Z")).toBe("2027-03-15T13:00:00.000Z");
    expect(iso("2026-12-05T02:00Z")).toBe("2026-12-05T02:00:00.000Z");
    expect(iso("2026-12-04T21:00-05:00")).toBe("2026-12-05T02:00:00.000Z");
    expect(iso("2026-12-04 21:00-0500")).toBe("2026-12-05T02:00:00.000Z");
    expect(iso("2026-12-05T07:30+05:30")).toBe("2026-12-05T02:00:00.000Z");
    expect(iso("2026-12-05t02:00:00.123456789z")).toBe("2026-12-05T02:00:00.123Z");
  });

  it("gives what Date.parse gives for any time written in its ISO form with an offset", () => {
    const two = (value: number) => String(value).padStart(2, "0");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-02T00:00:00Z"), max: new Date("9999-12-30T00:00:00Z") }),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        fc.boolean(),
        (date, offset, withSeconds) => {
          fc.pre(!Number.isNaN(date.getTime()));
          const local = new Date(date.getTime() + offset * 60_000).toISOString();
          const zone = `${offset < 0 ? "-" : "+"}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
          const text = `${withSeconds ? local.slice(0, 23) : local.slice(0, 16)}${zone}`;
          expect(parseTimeInput(text)?.getTime()).toBe(Date.parse(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("refuses with the forms it takes, through its schema", () => {
    const refused = v.safeParse(timeInput, "12");
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe(timeInputForms);
    expect(timeInputForms).toContain("2027-03-15");
    expect(timeInputForms).toContain("2027-03-15T08:00:00-05:00");
    expect(v.parse(timeInput, " 2027-03-15T13:00:00Z ").toISOString()).toBe(
      "2027-03-15T13:00:00.000Z",
    );
  });
});
