/**
 * What the status pages show, worked out from the records at a moment in
 * one language (the loaders of app/routes/status.tsx, status/history.tsx
 * and status-feed.tsx): plain data, every date in UTC, every word from the
 * page's copy.
 */
import type { StatusLabels } from "~/content/types";
import type { Locale } from "~/lib/i18n";
import {
  type ComponentState,
  type StatusIncident,
  type StatusSnapshot,
  componentState,
  flooredRatio,
  inLocale,
  isActive,
  isUpcoming,
  maintenancePhase,
  overallState,
  uptime,
  worstImpact,
} from "~/lib/status/status-model";
import { fillTemplate } from "~/lib/template";

export interface Translatable {
  text: string;
  /** False where the text is the English one standing in for a missing translation. */
  translated: boolean;
}

export interface IncidentView {
  id: number;
  title: Translatable;
  /** The phase or latest state, in words. */
  stateLabel: string;
  closed: boolean;
  /** In words, for incidents; none for maintenance. */
  impactLabel?: string;
  components: string[];
  /** Maintenance: "Planned from … to …". */
  window?: string;
  startsAt: string;
  /** The month it belongs to in the history, e.g. "November 2026". */
  month: string;
  updates: { id: number; at: string; atText: string; stateLabel: string; message: Translatable }[];
}

export type DayLevel = "up" | "degraded" | "down";

export interface ComponentView {
  id: number;
  name: string;
  state: ComponentState;
  stateLabel: string;
  /** "99.72%", never rounded up. */
  uptime: string;
  days: { date: string; level: DayLevel; text: string }[];
}

const UTC = "UTC";

function formats(locale: Locale) {
  return {
    moment: new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: UTC,
      timeZoneName: undefined,
    }),
    month: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: UTC }),
    day: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: UTC }),
    percent: new Intl.NumberFormat(locale, {
      style: "percent",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  };
}

export function statusView(
  snapshot: StatusSnapshot,
  labels: StatusLabels,
  locale: Locale,
  now: Date,
) {
  const format = formats(locale);
  const moment = (iso: string) => `${format.moment.format(new Date(iso))} UTC`;
  const duration = (seconds: number) =>
    fillTemplate(labels.duration, {
      hours: Math.floor(seconds / 3600),
      minutes: Math.floor((seconds % 3600) / 60),
    });
  const componentNames = new Map(
    snapshot.components.map((component) => [component.id, component.name[locale]]),
  );

  const incidentView = (incident: StatusIncident): IncidentView => {
    const latest = incident.updates[0];
    const phase =
      incident.kind === "maintenance"
        ? maintenancePhase(incident, now)
        : (latest?.state ?? "investigating");
    return {
      id: incident.id,
      title: inLocale(incident.title, locale),
      stateLabel: labels.updateStates[phase],
      closed: phase === "resolved" || phase === "completed",
      ...(incident.kind === "incident" && { impactLabel: labels.impacts[worstImpact(incident)] }),
      components: incident.components.map((item) => componentNames.get(item.componentId) ?? ""),
      ...(incident.kind === "maintenance" &&
        incident.endsAt !== null && {
          window: fillTemplate(labels.window, {
            from: moment(incident.startsAt),
            to: moment(incident.endsAt),
          }),
        }),
      startsAt: incident.startsAt,
      month: format.month.format(new Date(incident.startsAt)),
      updates: incident.updates.map((update) => ({
        id: update.id,
        at: update.at,
        atText: moment(update.at),
        stateLabel: labels.updateStates[update.state],
        message: inLocale(update.message, locale),
      })),
    };
  };

  const components: ComponentView[] = snapshot.components.map((component) => {
    const state = componentState(component.id, snapshot.incidents, now);
    const { ratio, days } = uptime(component.id, snapshot.incidents, now);
    return {
      id: component.id,
      name: component.name[locale],
      state,
      stateLabel: labels.states[state],
      uptime: format.percent.format(flooredRatio(ratio)),
      days: days.map(({ date, downSeconds, degradedSeconds }) => {
        const parts = [
          downSeconds > 0 ? fillTemplate(labels.dayDown, { duration: duration(downSeconds) }) : "",
          degradedSeconds > 0
            ? fillTemplate(labels.dayDegraded, { duration: duration(degradedSeconds) })
            : "",
        ].filter(Boolean);
        return {
          date,
          level: downSeconds > 0 ? "down" : degradedSeconds > 0 ? "degraded" : "up",
          text: parts.length > 0 ? parts.join(", ") : labels.dayClear,
        };
      }),
    };
  });

  const overall = overallState(snapshot, now);
  return {
    overall: { state: overall, message: labels.overall[overall] },
    components,
    /** The table's rows: each day, newest first, with each component's words. */
    dayRows: (components[0]?.days ?? [])
      .map((day, index) => ({
        date: day.date,
        dateText: format.day.format(new Date(`${day.date}T00:00:00Z`)),
        cells: components.map((component) => component.days[index]?.text ?? ""),
      }))
      .reverse(),
    active: snapshot.incidents.filter((incident) => isActive(incident, now)).map(incidentView),
    upcoming: snapshot.incidents
      .filter((incident) => isUpcoming(incident, now))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .map(incidentView),
    /** Everything that has started, newest first (the history page groups it by month). */
    past: snapshot.incidents
      .filter((incident) => !isActive(incident, now) && !isUpcoming(incident, now))
      .map(incidentView),
  };
}

export type StatusView = ReturnType<typeof statusView>;
