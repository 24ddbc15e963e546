/**
 * The office's clock (America/Chicago) across both changes of 2027: on
 * 2027-03-14 at 02:00 the clock skips to 03:00 (CST → CDT), on 2027-11-07
 * at 02:00 it goes back to 01:00 (CDT → CST). Checked against Intl's own
 * reading of the offset ("GMT-05:00") as the second way, and in the job
 * posting's structured data.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  OFFICE_TIME_ZONE,
  officeDayStart,
  officeInstant,
  officeIsoString,
  officeOffsetMinutes,
  wallClock,
} from "~/lib/office-time";
import { jobPosting } from "~/site/structured-data";

const HOUR_MS = 3_600_000;

const clock = (date: string, hour: number, minute = 0, second = 0) => ({
  date,
  hour,
  minute,
  second,
});
const instantOf = (date: string, hour: number, minute = 0) =>
  officeInstant(clock(date, hour, minute)).toISOString();

const offsetReader = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  timeZoneName: "longOffset",
});
/** The offset as Intl writes it, "-05:00" from "GMT-05:00". */
const intlOffset = (instant: Date) =>
  offsetReader
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")
    ?.value.replace("GMT", "");

const seconds = (from: string, to: string) =>
  fc
    .integer({ min: Date.parse(from) / 1000, max: Date.parse(to) / 1000 })
    .map((second) => new Date(second * 1000));
/** Instants from 2026 to 2028 in whole seconds, half of them within hours of a change. */
const instants = fc.oneof(
  seconds("2026-01-01T00:00:00Z", "2029-01-01T00:00:00Z"),
  ...[
    "2026-03-08T08:00:00Z",
    "2026-11-01T07:00:00Z",
    "2027-03-14T08:00:00Z",
    "2027-11-07T07:00:00Z",
    "2028-03-12T08:00:00Z",
    "2028-11-05T07:00:00Z",
  ].map((change) => {
    const at = Date.parse(change);
    return seconds(
      new Date(at - 3 * HOUR_MS).toISOString(),
      new Date(at + 3 * HOUR_MS).toISOString(),
    );
  }),
);

describe("the office's clock", () => {
  it("is Austin's", () => {
    expect(OFFICE_TIME_ZONE).toBe("America/Chicago");
  });

  it("skips from 01:59:59 CST to 03:00:00 CDT on 2027-03-14", () => {
    expect(wallClock(new Date("2027-03-14T07:59:59Z"))).toEqual(clock("2027-03-14", 1, 59, 59));
    expect(wallClock(new Date("2027-03-14T08:00:00Z"))).toEqual(clock("2027-03-14", 3));
    expect(officeOffsetMinutes(new Date("2027-03-14T07:59:59Z"))).toBe(-360);
    expect(officeOffsetMinutes(new Date("2027-03-14T08:00:00Z"))).toBe(-300);
  });

  it("goes back from 01:59:59 CDT to 01:00:00 CST on 2027-11-07", () => {
    expect(wallClock(new Date("2027-11-07T06:59:59Z"))).toEqual(clock("2027-11-07", 1, 59, 59));
    expect(wallClock(new Date("2027-11-07T07:00:00Z"))).toEqual(clock("2027-11-07", 1));
    expect(officeOffsetMinutes(new Date("2027-11-07T06:59:59Z"))).toBe(-300);
    expect(officeOffsetMinutes(new Date("2027-11-07T07:00:00Z"))).toBe(-360);
  });

  it("reads a time in the skipped hour an hour later, as RFC 5545 does: 02:30 is 03:30 CDT", () => {
    expect(instantOf("2027-03-14", 1, 59)).toBe("2027-03-14T07:59:00.000Z");
    expect(instantOf("2027-03-14", 2)).toBe("2027-03-14T08:00:00.000Z");
    expect(instantOf("2027-03-14", 2, 30)).toBe("2027-03-14T08:30:00.000Z");
    expect(instantOf("2027-03-14", 3)).toBe("2027-03-14T08:00:00.000Z");
  });

  it("reads a time in the repeated hour as its first, daylight one: 01:30 is 01:30 CDT", () => {
    expect(instantOf("2027-11-07", 0, 59)).toBe("2027-11-07T05:59:00.000Z");
    expect(instantOf("2027-11-07", 1, 30)).toBe("2027-11-07T06:30:00.000Z");
    expect(instantOf("2027-11-07", 2)).toBe("2027-11-07T08:00:00.000Z");
  });

  it("starts each day at its midnight, CST or CDT", () => {
    expect(officeDayStart("2027-03-14").toISOString()).toBe("2027-03-14T06:00:00.000Z");
    expect(officeDayStart("2027-03-15").toISOString()).toBe("2027-03-15T05:00:00.000Z");
    expect(officeDayStart("2027-11-07").toISOString()).toBe("2027-11-07T05:00:00.000Z");
    expect(officeDayStart("2027-11-08").toISOString()).toBe("2027-11-08T06:00:00.000Z");
  });

  it("reads every minute of both days of change back as the same minute, but the skipped hour's", () => {
    for (const date of ["2027-03-14", "2027-11-07"]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 1) {
        const wanted = clock(date, Math.floor(minutes / 60), minutes % 60);
        const read = wallClock(officeInstant(wanted));
        const skipped = date === "2027-03-14" && wanted.hour === 2;
        expect(read).toEqual(skipped ? { ...wanted, hour: 3 } : wanted);
      }
    }
  });

  it("writes any moment of 2026 to 2028 with the offset Intl gives, and it parses back to the moment", () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const written = officeIsoString(instant);
        expect(written.slice(-6)).toBe(intlOffset(instant));
        expect(Date.parse(written)).toBe(instant.getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it("finds the moment of any reading of its clock, the first of two in the repeated hour", () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const found = officeInstant(wallClock(instant));
        const repeated = wallClock(new Date(instant.getTime() - HOUR_MS));
        const secondPass =
          found.getTime() !== instant.getTime() &&
          JSON.stringify(repeated) === JSON.stringify(wallClock(instant));
        expect(found.getTime() === instant.getTime() || secondPass).toBe(true);
        expect(wallClock(found)).toEqual(wallClock(instant));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("a job posting's validThrough", () => {
  const posting = (validThrough: string) =>
    jobPosting({
      path: "/careers/implementation-manager",
      locale: "en-US",
      title: "Implementation Manager",
      description: "<p>Help districts start.</p>",
      datePosted: "2026-11-15",
      validThrough,
      employmentType: "full-time",
      remote: false,
      salary: { min: 90_000, max: 110_000 },
    }) as { "script:ld+json": { validThrough: string } };

  it("is the end of its last day in Austin: -05:00 in daylight time, -06:00 in winter", () => {
    expect(posting("2027-03-15")["script:ld+json"].validThrough).toBe("2027-03-15T23:59:59-05:00");
    expect(posting("2027-01-31")["script:ld+json"].validThrough).toBe("2027-01-31T23:59:59-06:00");
    expect(posting("2027-03-14")["script:ld+json"].validThrough).toBe("2027-03-14T23:59:59-05:00");
    expect(posting("2027-03-13")["script:ld+json"].validThrough).toBe("2027-03-13T23:59:59-06:00");
    expect(posting("2027-11-06")["script:ld+json"].validThrough).toBe("2027-11-06T23:59:59-05:00");
    expect(posting("2027-11-07")["script:ld+json"].validThrough).toBe("2027-11-07T23:59:59-06:00");
  });
});
