/**
 * Uptime the slow, obvious way, to check app/lib/status/status-model.ts's
 * arithmetic against: every step (a minute, or a second) of the 90 days
 * before `now` is marked with the worst impact an open incident had on the
 * component during it, and the marks are counted. Exact when every time
 * given is a whole number of steps (the tests generate whole minutes or
 * seconds). Shared by the unit test's generated cases and the server's.
 */
import type { StatusIncident, UptimeDay } from "../app/lib/status/status-model";

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 90;

const UP = 0;
const DEGRADED = 1;
const DOWN = 2;

export interface ReferenceUptime {
  /** The share of the 90 × 24 hours before `now` that was not down. */
  ratio: number;
  /** The 90 UTC days up to the one `now` is in, oldest first. */
  days: UptimeDay[];
}

export function referenceUptime(
  componentId: number,
  incidents: readonly StatusIncident[],
  now: Date,
  stepMs: number,
): ReferenceUptime {
  const end = now.getTime();
  const start = end - WINDOW_DAYS * DAY_MS;
  const steps = (end - start) / stepMs;
  const marks = new Uint8Array(steps);
  // Steps outside [firstMarked, lastMarked) were never marked: they are up, and need no counting.
  let firstMarked = steps;
  let lastMarked = 0;
  // Degraded first, then down over it: a step both degraded and down is down.
  for (const mark of [DEGRADED, DOWN]) {
    for (const incident of incidents) {
      // Maintenance is announced ahead: neither down nor degraded.
      if (incident.kind !== "incident") continue;
      const impact = incident.components.find((item) => item.componentId === componentId)?.impact;
      const marked =
        impact === "minor" ? DEGRADED : impact === "major" || impact === "critical" ? DOWN : UP;
      if (marked !== mark) continue;
      const from = Date.parse(incident.startsAt);
      // Open until resolved; an incident still open lasts until now.
      const to = incident.resolvedAt === null ? end : Date.parse(incident.resolvedAt);
      // Each step that begins at or after the start and before the end.
      const first = Math.max(0, Math.ceil((from - start) / stepMs));
      const last = Math.min(steps, Math.ceil((to - start) / stepMs));
      if (first >= last) continue;
      marks.fill(mark, first, last);
      firstMarked = Math.min(firstMarked, first);
      lastMarked = Math.max(lastMarked, last);
    }
  }

  /** How many of the steps from `from` to `to` are marked `mark` (none outside the marked ones). */
  const count = (from: number, to: number, mark: number) => {
    let total = 0;
    for (let step = Math.max(from, firstMarked); step < Math.min(to, lastMarked); step += 1) {
      if (marks[step] === mark) total += 1;
    }
    return total;
  };
  const today = end - (end % DAY_MS);
  const firstDay = today - (WINDOW_DAYS - 1) * DAY_MS;
  const days = Array.from({ length: WINDOW_DAYS }, (_, index): UptimeDay => {
    const dayStart = firstDay + index * DAY_MS;
    const from = (dayStart - start) / stepMs;
    const to = from + DAY_MS / stepMs;
    return {
      date: new Date(dayStart).toISOString().slice(0, 10),
      downSeconds: (count(from, to, DOWN) * stepMs) / 1000,
      degradedSeconds: (count(from, to, DEGRADED) * stepMs) / 1000,
    };
  });
  const downSteps = count(0, steps, DOWN);
  return { ratio: 1 - (downSteps * stepMs) / (WINDOW_DAYS * DAY_MS), days };
}
