import { fillTemplate } from "~/lib/template";
import { type StatusSnapshot, maintenancePhase } from "~/lib/status/status-model";

import { statusCopy } from "../../copy/status";
import { formatDateTime } from "../date-time";
import { PageSection } from "../page-heading";
import { affectedComponents } from "./incident-card";
import { IncidentUpdates } from "./incident-card";

const copy = statusCopy.history;

/** Resolved incidents and finished maintenance, newest first, each with its updates folded. */
export function IncidentHistory({ snapshot, now }: { snapshot: StatusSnapshot; now: Date }) {
  const past = snapshot.incidents
    .filter((incident) =>
      incident.kind === "incident"
        ? incident.resolvedAt !== null
        : maintenancePhase(incident, now) === "completed",
    )
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return (
    <PageSection id="status-history" title={copy.heading}>
      {past.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ol className="flex max-w-3xl flex-col divide-y divide-border">
          {past.map((incident) => {
            const end = incident.resolvedAt ?? incident.endsAt ?? incident.startsAt;
            return (
              <li key={incident.id} className="flex flex-col gap-1 py-3">
                <h3 className="font-semibold break-words">
                  {incident.kind === "maintenance" && (
                    <span className="text-ink-muted">{copy.maintenance}: </span>
                  )}
                  {incident.title["en-US"]}
                </h3>
                <p className="text-sm text-ink-muted">
                  {fillTemplate(copy.resolved, {
                    from: formatDateTime(incident.startsAt),
                    to: formatDateTime(end),
                  })}
                </p>
                <p className="text-sm break-words">
                  {affectedComponents(incident, snapshot.components)}
                </p>
                <details className="group">
                  <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary">
                    {fillTemplate(copy.showUpdates, { count: incident.updates.length })}
                  </summary>
                  <div className="pt-2 pb-1">
                    <IncidentUpdates incident={incident} />
                  </div>
                </details>
              </li>
            );
          })}
        </ol>
      )}
    </PageSection>
  );
}
