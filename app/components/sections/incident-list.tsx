import { Badge } from "~/components/ui/badge";
import type { Incident, MaintenanceStatus } from "~/content/types";
import { LongDate } from "~/components/ui/long-date";

/** Incidents and planned maintenance, each with its status in words and its date. */
export function IncidentList({
  incidents,
  statusLabels,
}: {
  incidents: readonly Incident[];
  statusLabels: Record<MaintenanceStatus, string>;
}) {
  return (
    <ul className="mx-auto flex max-w-3xl flex-col gap-6">
      {incidents.map(({ title, status, date, description }) => (
        <li
          key={`${date} ${title}`}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm"
        >
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Badge tone={status === "completed" ? "success" : "primary"}>
              {statusLabels[status]}
            </Badge>
            <LongDate date={date} className="text-sm font-medium text-ink-muted" />
          </div>
          <h3 className="text-xl font-semibold text-ink">{title}</h3>
          <p className="leading-relaxed text-ink-muted">{description}</p>
        </li>
      ))}
    </ul>
  );
}
