/**
 * GET /api/status.json: the overall state, every component and what is open
 * or planned, in the shape of Statuspage's /api/v2/summary.json (documented
 * in docs/status.md), so that tools made for that format read it as is.
 */
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import {
  type ComponentState,
  type StatusIncident,
  type StatusSnapshot,
  componentState,
  flooredRatio,
  isActive,
  isUpcoming,
  maintenancePhase,
  overallState,
  uptime,
  worstImpact,
} from "~/lib/status/status-model";
import { STATUS_PATH } from "~/lib/status/status-paths";
import { statusLabels } from "~/content/en/status";

/** Statuspage's indicator for a state. */
const indicatorOf: Record<ComponentState, string> = {
  operational: "none",
  under_maintenance: "maintenance",
  degraded_performance: "minor",
  partial_outage: "major",
  major_outage: "critical",
};

/** The floored share as a percentage with two decimals (99.72, not 0.9972). */
const percent = (ratio: number) => Number((flooredRatio(ratio) * 100).toFixed(2));

export function statusSummary(snapshot: StatusSnapshot, now: Date) {
  const names = new Map(snapshot.components.map((component) => [component.id, component.name]));
  const incidentOf = (incident: StatusIncident) => ({
    id: incident.id,
    name: incident.title["en-US"],
    name_es: incident.title["es-US"] ?? null,
    status:
      incident.kind === "maintenance"
        ? maintenancePhase(incident, now)
        : (incident.updates[0]?.state ?? "investigating"),
    impact: incident.kind === "maintenance" ? "maintenance" : worstImpact(incident),
    created_at: incident.startsAt,
    updated_at: incident.updates[0]?.at ?? incident.startsAt,
    resolved_at: incident.resolvedAt,
    ...(incident.kind === "maintenance" && {
      scheduled_for: incident.startsAt,
      scheduled_until: incident.endsAt,
    }),
    shortlink: absoluteUrl(`${STATUS_PATH}#incident-${incident.id}`),
    components: incident.components.map(({ componentId, impact }) => ({
      id: componentId,
      name: names.get(componentId)?.["en-US"] ?? "",
      impact,
    })),
    incident_updates: incident.updates.map((update) => ({
      id: update.id,
      status: update.state,
      body: update.message["en-US"],
      body_es: update.message["es-US"] ?? null,
      created_at: update.at,
    })),
  });
  const overall = overallState(snapshot, now);
  return {
    page: {
      name: siteConfig.name,
      url: absoluteUrl(STATUS_PATH),
      updated_at: now.toISOString(),
    },
    status: { indicator: indicatorOf[overall], description: statusLabels.overall[overall] },
    components: snapshot.components.map((component) => ({
      id: component.id,
      name: component.name["en-US"],
      name_es: component.name["es-US"],
      position: component.position,
      status: componentState(component.id, snapshot.incidents, now),
      uptime_90_days: percent(uptime(component.id, snapshot.incidents, now).ratio),
    })),
    incidents: snapshot.incidents
      .filter((incident) => incident.kind === "incident" && isActive(incident, now))
      .map(incidentOf),
    scheduled_maintenances: snapshot.incidents
      .filter(
        (incident) =>
          incident.kind === "maintenance" && (isActive(incident, now) || isUpcoming(incident, now)),
      )
      .map(incidentOf),
  };
}
