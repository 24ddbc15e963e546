import type { ReactNode } from "react";

import { fillTemplate } from "~/lib/template";
import type { StatusComponent, StatusIncident } from "~/lib/status/status-model";

import { impactLabels, statusCopy, updateStateLabels } from "../../copy/status";
import { DateTime, formatDateTime } from "../date-time";

const copy = statusCopy.open;

/** "Payments (Major: partial outage), Reports": what an incident affects, by name. */
export function affectedComponents(incident: StatusIncident, components: StatusComponent[]) {
  return incident.components
    .map(({ componentId, impact }) => {
      const name =
        components.find((component) => component.id === componentId)?.name["en-US"] ??
        String(componentId);
      return incident.kind === "incident" ? `${name} (${impactLabels[impact]})` : name;
    })
    .join(", ");
}

/** When it was opened, or a maintenance window's times. */
export function incidentTimes(incident: StatusIncident) {
  if (incident.kind === "maintenance" && incident.endsAt)
    return fillTemplate(copy.window, {
      from: formatDateTime(incident.startsAt),
      to: formatDateTime(incident.endsAt),
    });
  return fillTemplate(copy.opened, { when: formatDateTime(incident.startsAt) });
}

/** An incident's updates, newest first, each with its time and state. */
export function IncidentUpdates({ incident }: { incident: StatusIncident }) {
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-border pl-4">
      {incident.updates.map((update) => (
        <li key={update.id} className="flex flex-col gap-0.5">
          <p className="text-sm text-ink-muted">
            <strong className="font-semibold text-ink">{updateStateLabels[update.state]}</strong>
            {" · "}
            <DateTime iso={update.at} />
          </p>
          <p className="break-words whitespace-pre-line">{update.message["en-US"]}</p>
        </li>
      ))}
    </ol>
  );
}

/** One incident or maintenance window: its title, state, times, components, then `children`. */
export function IncidentCard({
  incident,
  components,
  state,
  children,
}: {
  incident: StatusIncident;
  components: StatusComponent[];
  /** Where it stands now, in words. */
  state: string;
  children?: ReactNode;
}) {
  const headingId = `incident-${incident.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex max-w-3xl flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-ink-muted">
          {statusCopy.kind[incident.kind]} · {state}
        </p>
        <h3 id={headingId} className="text-lg font-semibold break-words">
          {incident.title["en-US"]}
        </h3>
        <p className="text-sm text-ink-muted">{incidentTimes(incident)}</p>
        <p className="text-sm break-words">
          {fillTemplate(copy.affects, { components: affectedComponents(incident, components) })}
        </p>
      </div>
      {children}
    </article>
  );
}
