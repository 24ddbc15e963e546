import { describe, expect, it } from "vitest";

import {
  type StatusIncident,
  type StatusSnapshot,
  componentState,
  flooredRatio,
  maintenancePhase,
  nextChange,
  overallState,
  uptime,
} from "~/lib/status/status-model";
import { statusView } from "~/site/status-view";
import { statusLabels } from "~/content/en/status";

const now = new Date("2026-12-02T12:00:00Z");
const HOUR = 3_600_000;

function incident(
  fields: Partial<StatusIncident> & Pick<StatusIncident, "startsAt">,
): StatusIncident {
  return {
    id: 1,
    kind: "incident",
    title: { "en-US": "Payments fail" },
    endsAt: null,
    resolvedAt: null,
    components: [{ componentId: 1, impact: "major" }],
    updates: [],
    ...fields,
  };
}

const at = (ms: number) => new Date(ms).toISOString();

describe("uptime over 90 days", () => {
  it("gives 99.72 % for 6 hours of major impact yesterday: 1 − 6 / (90 × 24)", () => {
    const start = Date.parse("2026-12-01T08:00:00Z");
    const incidents = [incident({ startsAt: at(start), resolvedAt: at(start + 6 * HOUR) })];
    const { ratio, days } = uptime(1, incidents, now);
    expect(ratio).toBeCloseTo(1 - 6 / 2160, 10);
    expect(flooredRatio(ratio)).toBe(0.9972);
    expect(days).toHaveLength(90);
    expect(days.at(-2)).toEqual({ date: "2026-12-01", downSeconds: 6 * 3600, degradedSeconds: 0 });
    expect(days.filter((day) => day.downSeconds > 0)).toHaveLength(1);
    // Another component, untouched, is whole.
    expect(uptime(2, incidents, now).ratio).toBe(1);
  });

  it("counts two incidents at once on one component once", () => {
    const start = Date.parse("2026-12-01T08:00:00Z");
    const incidents = [
      incident({ startsAt: at(start), resolvedAt: at(start + 4 * HOUR) }),
      incident({ id: 2, startsAt: at(start + 2 * HOUR), resolvedAt: at(start + 6 * HOUR) }),
    ];
    expect(uptime(1, incidents, now).ratio).toBeCloseTo(1 - 6 / 2160, 10);
  });

  it("counts minor impact as degraded, not down, and maintenance as neither", () => {
    const start = Date.parse("2026-12-01T08:00:00Z");
    const incidents = [
      incident({
        startsAt: at(start),
        resolvedAt: at(start + HOUR),
        components: [{ componentId: 1, impact: "minor" }],
      }),
      incident({
        id: 2,
        kind: "maintenance",
        startsAt: at(start + 2 * HOUR),
        endsAt: at(start + 4 * HOUR),
      }),
    ];
    const { ratio, days } = uptime(1, incidents, now);
    expect(ratio).toBe(1);
    expect(days.at(-2)).toMatchObject({ downSeconds: 0, degradedSeconds: 3600 });
  });

  it("counts an open incident until now, split across the days it spans", () => {
    const incidents = [
      incident({
        startsAt: "2026-12-01T22:00:00Z",
        components: [{ componentId: 1, impact: "critical" }],
      }),
    ];
    const { ratio, days } = uptime(1, incidents, now);
    expect(days.at(-2)?.downSeconds).toBe(2 * 3600);
    expect(days.at(-1)?.downSeconds).toBe(12 * 3600);
    expect(ratio).toBeCloseTo(1 - 14 / 2160, 10);
  });

  it("leaves out what ended more than 90 days ago", () => {
    const old = Date.parse("2026-08-01T00:00:00Z");
    expect(
      uptime(1, [incident({ startsAt: at(old), resolvedAt: at(old + HOUR) })], now).ratio,
    ).toBe(1);
  });
});

describe("states", () => {
  const snapshot = (incidents: StatusIncident[]): StatusSnapshot => ({
    components: [
      { id: 1, position: 0, name: { "en-US": "Payments", "es-US": "Pagos" } },
      { id: 2, position: 1, name: { "en-US": "Email", "es-US": "Correo" } },
    ],
    incidents,
  });

  it("gives each component the worst impact open on it, and the platform its worst component's", () => {
    const open = [
      incident({
        startsAt: at(now.getTime() - HOUR),
        components: [{ componentId: 1, impact: "minor" }],
      }),
      incident({
        id: 2,
        startsAt: at(now.getTime() - HOUR),
        components: [
          { componentId: 1, impact: "critical" },
          { componentId: 2, impact: "minor" },
        ],
      }),
    ];
    expect(componentState(1, open, now)).toBe("major_outage");
    expect(componentState(2, open, now)).toBe("degraded_performance");
    expect(overallState(snapshot(open), now)).toBe("major_outage");
    const resolved = open.map((item) => ({ ...item, resolvedAt: at(now.getTime() - 1) }));
    expect(overallState(snapshot(resolved), now)).toBe("operational");
    const view = statusView(snapshot(open), statusLabels, "en-US", now);
    expect(view.overall.message).toBe("Some services are unavailable");
    expect(view.components.map((component) => component.stateLabel)).toEqual([
      "Outage",
      "Degraded performance",
    ]);
  });

  it("starts and ends maintenance by its times, or ends it when an update completes it", () => {
    const window = incident({
      kind: "maintenance",
      startsAt: "2026-12-02T13:00:00Z",
      endsAt: "2026-12-02T15:00:00Z",
      components: [{ componentId: 2, impact: "none" }],
    });
    expect(maintenancePhase(window, now)).toBe("scheduled");
    expect(maintenancePhase(window, new Date("2026-12-02T13:00:00Z"))).toBe("in_progress");
    expect(componentState(2, [window], new Date("2026-12-02T14:00:00Z"))).toBe("under_maintenance");
    expect(maintenancePhase(window, new Date("2026-12-02T15:00:00Z"))).toBe("completed");
    const completedEarly = { ...window, resolvedAt: "2026-12-02T13:30:00Z" };
    expect(maintenancePhase(completedEarly, new Date("2026-12-02T14:00:00Z"))).toBe("completed");
    // The pages are drawn again when it starts.
    expect(nextChange(snapshot([window]), now).toISOString()).toBe("2026-12-02T13:00:00.000Z");
  });

  it("draws the pages again each minute while an incident is open, else at the next UTC midnight", () => {
    expect(nextChange(snapshot([]), now).toISOString()).toBe("2026-12-03T00:00:00.000Z");
    const open = incident({ startsAt: at(now.getTime() - HOUR) });
    expect(nextChange(snapshot([open]), now).getTime()).toBe(now.getTime() + 60_000);
  });
});

describe("the page's words", () => {
  it("shows a missing Spanish title in English and says so", () => {
    const open = incident({
      startsAt: at(now.getTime() - HOUR),
      title: { "en-US": "Payments fail" },
    });
    const view = statusView(
      {
        components: [{ id: 1, position: 0, name: { "en-US": "Payments", "es-US": "Pagos" } }],
        incidents: [open],
      },
      statusLabels,
      "es-US",
      now,
    );
    expect(view.active[0]?.title).toEqual({ text: "Payments fail", translated: false });
    expect(view.components[0]?.name).toBe("Pagos");
  });
});
