/**
 * The status page's model: components, incidents and scheduled
 * maintenance as the database keeps them, and what follows from them at a
 * given moment: each component's state, the overall state, and uptime over
 * 90 days. Pure, so that the server (JSON, feeds, the console) and the
 * renderer (the public pages) derive the same answers.
 */
import type { Locale } from "~/lib/i18n";

/** What an incident does to a component: none, degraded performance, partial outage, outage. */
export const impacts = ["none", "minor", "major", "critical"] as const;
export type Impact = (typeof impacts)[number];

export const incidentStates = ["investigating", "identified", "monitoring", "resolved"] as const;
export type IncidentState = (typeof incidentStates)[number];

/** A maintenance window's updates: planned, under way, done (it also starts and ends by its times). */
export const maintenanceStates = ["scheduled", "in_progress", "completed"] as const;
export type MaintenanceState = (typeof maintenanceStates)[number];

export type UpdateState = IncidentState | MaintenanceState;

/** Text in English, and in Spanish when someone wrote it. */
export type StatusText = { "en-US": string } & Partial<Record<Locale, string>>;

export interface StatusComponent {
  id: number;
  position: number;
  name: Record<Locale, string>;
}

export interface StatusUpdate {
  id: number;
  /** ISO 8601. */
  at: string;
  state: UpdateState;
  message: StatusText;
}

export interface StatusIncident {
  id: number;
  kind: "incident" | "maintenance";
  title: StatusText;
  /** An incident: when it was opened. Maintenance: its planned start. ISO 8601. */
  startsAt: string;
  /** Maintenance: its planned end. */
  endsAt: string | null;
  /** When an update resolved (or completed) it. */
  resolvedAt: string | null;
  components: { componentId: number; impact: Impact }[];
  /** Newest first. */
  updates: StatusUpdate[];
}

export interface StatusSnapshot {
  components: StatusComponent[];
  incidents: StatusIncident[];
}

/** What a component (or the whole platform) is doing now, best to worst. */
export const componentStates = [
  "operational",
  "under_maintenance",
  "degraded_performance",
  "partial_outage",
  "major_outage",
] as const;
export type ComponentState = (typeof componentStates)[number];

const stateOfImpact: Record<Impact, ComponentState> = {
  none: "operational",
  minor: "degraded_performance",
  major: "partial_outage",
  critical: "major_outage",
};

const ms = (iso: string) => new Date(iso).getTime();

/** Where a maintenance window stands at `now`: by its times, unless an update completed it. */
export function maintenancePhase(incident: StatusIncident, now: Date): MaintenanceState {
  if (incident.resolvedAt !== null && ms(incident.resolvedAt) <= now.getTime()) return "completed";
  if (incident.endsAt !== null && ms(incident.endsAt) <= now.getTime()) return "completed";
  return ms(incident.startsAt) <= now.getTime() ? "in_progress" : "scheduled";
}

/** Whether an incident is still open, or a maintenance window is under way, at `now`. */
export function isActive(incident: StatusIncident, now: Date): boolean {
  if (incident.kind === "maintenance") return maintenancePhase(incident, now) === "in_progress";
  return ms(incident.startsAt) <= now.getTime() && incident.resolvedAt === null;
}

export const isUpcoming = (incident: StatusIncident, now: Date) =>
  incident.kind === "maintenance" && maintenancePhase(incident, now) === "scheduled";

const worse = (a: ComponentState, b: ComponentState) =>
  componentStates.indexOf(a) >= componentStates.indexOf(b) ? a : b;

/** The component's state at `now`: the worst impact of what is open on it. */
export function componentState(
  componentId: number,
  incidents: readonly StatusIncident[],
  now: Date,
): ComponentState {
  let state: ComponentState = "operational";
  for (const incident of incidents) {
    if (!isActive(incident, now)) continue;
    const affected = incident.components.find((item) => item.componentId === componentId);
    if (!affected) continue;
    state = worse(
      state,
      incident.kind === "maintenance" ? "under_maintenance" : stateOfImpact[affected.impact],
    );
  }
  return state;
}

/** The platform's state at `now`: its worst component's. */
export function overallState(snapshot: StatusSnapshot, now: Date): ComponentState {
  return snapshot.components.reduce<ComponentState>(
    (state, component) => worse(state, componentState(component.id, snapshot.incidents, now)),
    "operational",
  );
}

export const UPTIME_DAYS = 90;
const DAY_MS = 86_400_000;

export interface UptimeDay {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  /** Seconds of major or critical impact that day. */
  downSeconds: number;
  /** Seconds of minor impact that day, outside the down time. */
  degradedSeconds: number;
}

export interface Uptime {
  /** The share of the last 90 × 24 hours without major or critical impact, 0 to 1. */
  ratio: number;
  /** The 90 UTC days up to today, oldest first. */
  days: UptimeDay[];
}

/** A share to two decimals of a percent, never rounded up: 99.996 % is 99.99 %, not 100 %. */
export const flooredRatio = (ratio: number) => Math.floor(ratio * 10_000) / 10_000;

type Interval = [number, number];

/** Overlapping intervals merged, so that two incidents at once count once. */
function merged(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const result: Interval[] = [];
  for (const [start, end] of sorted) {
    const last = result.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else result.push([start, end]);
  }
  return result;
}

/** The parts of `intervals` outside every one of `removed` (both merged, so sorted and apart). */
function outside(intervals: Interval[], removed: Interval[]): Interval[] {
  const result: Interval[] = [];
  for (const [start, end] of intervals) {
    let from = start;
    for (const [cutStart, cutEnd] of removed) {
      if (cutEnd <= from || cutStart >= end) continue;
      if (cutStart > from) result.push([from, cutStart]);
      from = cutEnd;
    }
    if (from < end) result.push([from, end]);
  }
  return result;
}

const overlap = (intervals: Interval[], from: number, to: number) =>
  intervals.reduce(
    (total, [start, end]) => total + Math.max(0, Math.min(end, to) - Math.max(start, from)),
    0,
  );

/**
 * Uptime of one component over the 90 days before `now`, from the incidents'
 * impacts and durations (an incident lasts from its start until it was
 * resolved, or until now). Major and critical impact is down time, minor is
 * degraded; maintenance, announced ahead, is neither.
 */
export function uptime(
  componentId: number,
  incidents: readonly StatusIncident[],
  now: Date,
): Uptime {
  const end = now.getTime();
  const windowStart = end - UPTIME_DAYS * DAY_MS;
  const down: Interval[] = [];
  const degraded: Interval[] = [];
  for (const incident of incidents) {
    if (incident.kind !== "incident") continue;
    const impact = incident.components.find((item) => item.componentId === componentId)?.impact;
    if (!impact || impact === "none") continue;
    const interval: Interval = [
      ms(incident.startsAt),
      incident.resolvedAt === null ? end : Math.min(end, ms(incident.resolvedAt)),
    ];
    if (interval[1] <= windowStart || interval[0] >= end) continue;
    (impact === "minor" ? degraded : down).push(interval);
  }
  const downTime = merged(down);
  // Degraded while also down counts as down.
  const degradedTime = outside(merged(degraded), downTime);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days: UptimeDay[] = [];
  for (let day = UPTIME_DAYS - 1; day >= 0; day -= 1) {
    const from = today - day * DAY_MS;
    const to = Math.min(from + DAY_MS, end);
    days.push({
      date: new Date(from).toISOString().slice(0, 10),
      downSeconds: Math.round(overlap(downTime, from, to) / 1000),
      degradedSeconds: Math.round(overlap(degradedTime, from, to) / 1000),
    });
  }
  const downInWindow = overlap(downTime, windowStart, end);
  return { ratio: 1 - downInWindow / (UPTIME_DAYS * DAY_MS), days };
}

/** The text in `locale`, or in English when nobody wrote it (`translated` false then). */
export function inLocale(text: StatusText, locale: Locale): { text: string; translated: boolean } {
  const localized = text[locale];
  return localized
    ? { text: localized, translated: true }
    : { text: text["en-US"], translated: false };
}

/**
 * The next moment the pages drawn at `now` stop being true by themselves: a
 * maintenance window starts or ends, a day ends (the uptime bars move on),
 * or, while an incident is open, a minute passes (its down time grows).
 */
export function nextChange(snapshot: StatusSnapshot, now: Date): Date {
  const t = now.getTime();
  const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  let next = nextDay;
  for (const incident of snapshot.incidents) {
    if (incident.kind === "incident" && isActive(incident, now)) next = Math.min(next, t + 60_000);
    if (incident.kind !== "maintenance" || incident.resolvedAt !== null) continue;
    for (const moment of [incident.startsAt, incident.endsAt]) {
      if (moment !== null && ms(moment) > t) next = Math.min(next, ms(moment));
    }
  }
  return new Date(next);
}

/** The worst impact an incident has on any of its components. */
export const worstImpact = (incident: StatusIncident): Impact =>
  incident.components.reduce<Impact>(
    (worst, { impact }) => (impacts.indexOf(impact) > impacts.indexOf(worst) ? impact : worst),
    "none",
  );
