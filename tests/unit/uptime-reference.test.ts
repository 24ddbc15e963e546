/**
 * The status page's uptime against a slow, obvious reference
 * (tests/uptime-reference.ts) that marks every minute of the 90 days: the
 * same down and degraded seconds for every day and the same share, over
 * generated timelines of overlapping, open, resolved and future incidents,
 * maintenance, days with minor and major impact together, and impacts on
 * other components.
 */
import { isDeepStrictEqual } from "node:util";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { type Impact, type StatusIncident, impacts, uptime } from "~/lib/status/status-model";

import { type ReferenceUptime, referenceUptime } from "../uptime-reference";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const at = (ms: number) => new Date(ms).toISOString();

/** Days from 2026-01-01 to 2028-12-31, as the number of days since 1970. */
const days = fc.integer({ min: 20_454, max: 21_549 });

/**
 * A timeline in whole steps of `stepMs`: `now`, and incidents placed around
 * it. Half of them are near one day of the timeline, so that a day often has
 * several (overlapping or apart, minor and major); the rest anywhere from
 * two days ahead of `now` to 95 days before it (past the window's start).
 */
function timelines(stepMs: number) {
  const stepsIn = (ms: number) => ms / stepMs;
  const now = fc.tuple(days, fc.integer({ min: 0, max: stepsIn(DAY_MS) - 1 }));
  const duration = fc.oneof(
    fc.integer({ min: 0, max: stepsIn(3 * HOUR_MS) }),
    fc.integer({ min: 0, max: stepsIn(3 * DAY_MS) }),
  );
  const components = fc.uniqueArray(
    fc.record({
      componentId: fc.integer({ min: 1, max: 3 }),
      impact: fc.constantFrom<Impact>(...impacts),
    }),
    { minLength: 1, maxLength: 3, selector: (item) => item.componentId },
  );
  const incident = fc.record({
    kind: fc.constantFrom<StatusIncident["kind"]>(
      "incident",
      "incident",
      "incident",
      "maintenance",
    ),
    near: fc.boolean(),
    /** Steps before now when not near the timeline's busy day; negative is ahead of now. */
    anywhere: fc.integer({ min: -stepsIn(2 * DAY_MS), max: stepsIn(95 * DAY_MS) }),
    /** Steps from the busy day's start. */
    around: fc.integer({ min: -stepsIn(DAY_MS), max: stepsIn(2 * DAY_MS) }),
    duration,
    open: fc.boolean(),
    components,
  });
  return fc
    .record({
      now,
      /** Whole days before today of the busy day. */
      busyDay: fc.integer({ min: 0, max: 91 }),
      incidents: fc.array(incident, { maxLength: 8 }),
      componentId: fc.integer({ min: 1, max: 3 }),
    })
    .map(({ now: [day, step], busyDay, incidents, componentId }) => {
      const nowMs = day * DAY_MS + step * stepMs;
      const busyStart = (day - busyDay) * DAY_MS;
      return {
        now: new Date(nowMs),
        componentId,
        incidents: incidents.map((generated, index): StatusIncident => {
          const startsAt = generated.near
            ? busyStart + generated.around * stepMs
            : nowMs - generated.anywhere * stepMs;
          const endsAt = startsAt + generated.duration * stepMs;
          const maintenance = generated.kind === "maintenance";
          return {
            id: index + 1,
            kind: generated.kind,
            title: { "en-US": `Generated ${index + 1}` },
            startsAt: at(startsAt),
            endsAt: maintenance ? at(endsAt) : null,
            resolvedAt: generated.open ? null : at(endsAt),
            components: generated.components,
            updates: [],
          };
        }),
      };
    });
}

/**
 * Node's deep comparison first: Vitest's matcher, run 10,000 times, would take longer than the
 * reference; it runs only on a difference, to show it.
 */
function expectSame(model: ReferenceUptime, reference: ReferenceUptime) {
  if (!isDeepStrictEqual(model, reference)) expect(model).toEqual(reference);
}

describe("uptime against a minute-by-minute reference", () => {
  it("shows one hour of minor impact and, apart, one hour of major impact on one day as one hour of each", () => {
    const now = new Date("2027-03-20T12:00:00Z");
    const incident = (id: number, startsAt: string, resolvedAt: string, impact: Impact) => ({
      id,
      kind: "incident" as const,
      title: { "en-US": "Payments are slow" },
      startsAt,
      endsAt: null,
      resolvedAt,
      components: [{ componentId: 1, impact }],
      updates: [],
    });
    const incidents = [
      incident(1, "2027-03-19T08:00:00Z", "2027-03-19T09:00:00Z", "minor"),
      incident(2, "2027-03-19T14:00:00Z", "2027-03-19T15:00:00Z", "major"),
    ];
    const day = { date: "2027-03-19", downSeconds: 3600, degradedSeconds: 3600 };
    expect(uptime(1, incidents, now).days.at(-2)).toEqual(day);
    expect(referenceUptime(1, incidents, now, MINUTE_MS).days.at(-2)).toEqual(day);
  });

  // Under a few seconds on an idle core; the timeout leaves room for a machine shared by several runs.
  const generous = { timeout: 120_000 };

  it("agrees to the second over 10,000 generated timelines in whole minutes", generous, () => {
    fc.assert(
      fc.property(timelines(MINUTE_MS), ({ now, componentId, incidents }) => {
        expectSame(
          uptime(componentId, incidents, now),
          referenceUptime(componentId, incidents, now, MINUTE_MS),
        );
      }),
      { numRuns: 10_000 },
    );
  });

  it("agrees over 20 timelines in whole seconds, walked second by second", generous, () => {
    fc.assert(
      fc.property(timelines(1000), ({ now, componentId, incidents }) => {
        expectSame(
          uptime(componentId, incidents, now),
          referenceUptime(componentId, incidents, now, 1000),
        );
      }),
      { numRuns: 20 },
    );
  });
});
