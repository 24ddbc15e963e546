import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/lib/icon-registry";
import type { ServiceStatus, ServiceStatusLabels } from "~/content/types";
import { cn } from "~/lib/cn";

type Status = ServiceStatus["status"];

const statusStyles: Record<Status, { icon: IconName; className: string }> = {
  operational: { icon: "circle-check", className: "text-success" },
  degraded: { icon: "circle-alert", className: "text-families" },
  outage: { icon: "circle-x", className: "text-danger" },
};

/** A status in words with an icon beside it: colour is never the only signal. */
function StatusText({ status, label }: { status: Status; label: string }) {
  const { icon, className } = statusStyles[status];
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold", className)}>
      <Icon name={icon} className="size-5 shrink-0" />
      {label}
    </span>
  );
}

/** The page's headline status, e.g. "All systems are operational", in a band of its own. */
export function StatusSummary({ status, message }: { status: Status; message: string }) {
  const { icon } = statusStyles[status];
  return (
    <Container className="pt-12 sm:pt-16">
      <p
        className={cn(
          "mx-auto flex max-w-3xl items-center gap-3 rounded-2xl p-5 text-xl font-semibold sm:text-2xl",
          status === "operational" ? "bg-success-soft text-success" : "bg-danger-soft text-danger",
        )}
      >
        <Icon name={icon} className="size-7 shrink-0" />
        {message}
      </p>
    </Container>
  );
}

export function ServiceStatusTable({
  services,
  labels,
}: {
  services: readonly ServiceStatus[];
  labels: ServiceStatusLabels;
}) {
  return (
    <div className="mx-auto max-w-3xl overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <table className="w-full border-collapse text-left">
        <caption className="border-b border-border px-4 py-3 text-left font-semibold sm:px-6">
          {labels.caption}
        </caption>
        <thead className="bg-surface-sunken text-sm text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {labels.service}
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell sm:px-6">
              {labels.status}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-6">
              {labels.uptime}
            </th>
          </tr>
        </thead>
        <tbody>
          {services.map(({ name, status, uptime }) => (
            <tr key={name} className="border-t border-border">
              <th scope="row" className="px-4 py-4 font-semibold text-ink sm:px-6">
                {name}
                {/* Narrow screens have no room for a third column: the status sits under the name. */}
                <span className="mt-1 flex sm:hidden">
                  <StatusText status={status} label={labels.statuses[status]} />
                </span>
              </th>
              <td className="hidden px-4 py-4 sm:table-cell sm:px-6">
                <StatusText status={status} label={labels.statuses[status]} />
              </td>
              <td className="px-4 py-4 text-right align-top font-mono tabular-nums sm:px-6">
                {uptime}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
