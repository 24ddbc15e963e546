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
  for (const incident of incidents) {
    // Maintenance is announced ahead: neither down nor degraded.
    if (incident.kind !== "incident") continue;
    const impact = incident.components.find((item) => item.componentId === componentId)?.impact;
    const mark =
      impact === "minor" ? DEGRADED : impact === "major" || impact === "critical" ? DOWN : UP;
    if (mark === UP) continue;
    const from = Date.parse(incident.startsAt);
    // Open until resolved; an incident still open lasts until now.
    const to = incident.resolvedAt === null ? end : Date.parse(incident.resolvedAt);
    // Each step that begins at or after the start and before the end.
    const first = Math.max(0, Math.ceil((from - start) / stepMs));
    const last = Math.min(steps, Math.ceil((to - start) / stepMs));
    for (let step = first; step < last; step += 1) {
      if ((marks[step] as number) < mark) marks[step] = mark;
    }
  }

  const today = end - (end % DAY_MS);
  const firstDay = today - (WINDOW_DAYS - 1) * DAY_MS;
  const days: UptimeDay[] = Array.from({ length: WINDOW_DAYS }, (_, index) => ({
    date: new Date(firstDay + index * DAY_MS).toISOString().slice(0, 10),
    downSeconds: 0,
    degradedSeconds: 0,
  }));
  const stepsPerDay = DAY_MS / stepMs;
  /** Steps from the window's start to the first of the 90 days. */
  const beforeFirstDay = (firstDay - start) / stepMs;
  let downSteps = 0;
  for (let step = 0; step < steps; step += 1) {
    const mark = marks[step];
    if (mark === UP) continue;
    if (mark === DOWN) downSteps += 1;
    if (step < beforeFirstDay) continue;
    const day = days[Math.floor((step - beforeFirstDay) / stepsPerDay)] as UptimeDay;
    if (mark === DOWN) day.downSeconds += stepMs / 1000;
    else day.degradedSeconds += stepMs / 1000;
  }
  return { ratio: 1 - (downSteps * stepMs) / (WINDOW_DAYS * DAY_MS), days };
}
