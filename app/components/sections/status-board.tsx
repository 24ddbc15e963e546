/**
 * The status pages' parts: the headline state, each service's state and
 * 90-day uptime (a bar of days for the eye, hidden from assistive
 * technology, which reads the same days as a table), and incidents with
 * their updates. Colour is never the only signal: every state is in words.
 */
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import type { StatusLabels } from "~/content/types";
import { cn } from "~/lib/cn";
import type { IconName } from "~/lib/icon-registry";
import type { ComponentState } from "~/lib/status/status-model";
import type { ComponentView, DayLevel, IncidentView, StatusView } from "~/site/status-view";

const stateStyles: Record<ComponentState, { icon: IconName; className: string }> = {
  operational: { icon: "circle-check", className: "text-success" },
  under_maintenance: { icon: "circle-alert", className: "text-primary" },
  degraded_performance: { icon: "circle-alert", className: "text-families" },
  partial_outage: { icon: "circle-x", className: "text-danger" },
  major_outage: { icon: "circle-x", className: "text-danger" },
};

const dayStyles: Record<DayLevel, string> = {
  up: "bg-success",
  degraded: "bg-families",
  down: "bg-danger",
};

function StateText({ state, label }: { state: ComponentState; label: string }) {
  const { icon, className } = stateStyles[state];
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold", className)}>
      <Icon name={icon} className="size-5 shrink-0" />
      {label}
    </span>
  );
}

/** The platform's state in one sentence, in a band of its own. */
export function StatusSummary({ state, message }: StatusView["overall"]) {
  const { icon } = stateStyles[state];
  return (
    <Container className="pt-12 sm:pt-16">
      <p
        className={cn(
          "mx-auto flex max-w-3xl items-center gap-3 rounded-2xl p-5 text-xl font-semibold sm:text-2xl",
          state === "operational" ? "bg-success-soft text-success" : "bg-danger-soft text-danger",
        )}
      >
        <Icon name={icon} className="size-7 shrink-0" />
        {message}
      </p>
    </Container>
  );
}

/** Ninety days side by side, oldest on the left: a picture of the table below it. */
function UptimeBar({ days }: { days: ComponentView["days"] }) {
  return (
    <span aria-hidden="true" className="mt-3 grid h-6 grid-cols-[repeat(90,minmax(0,1fr))] gap-px">
      {days.map((day) => (
        <span key={day.date} className={cn("rounded-[1px]", dayStyles[day.level])} />
      ))}
    </span>
  );
}

export function ComponentTable({
  components,
  labels,
}: {
  components: readonly ComponentView[];
  labels: StatusLabels;
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
          {components.map((component) => (
            <tr key={component.id} className="border-t border-border">
              <th scope="row" className="px-4 py-4 font-semibold text-ink sm:px-6">
                {component.name}
                {/* Narrow screens have no room for a third column: the state sits under the name. */}
                <span className="mt-1 flex sm:hidden">
                  <StateText state={component.state} label={component.stateLabel} />
                </span>
                <UptimeBar days={component.days} />
              </th>
              <td className="hidden px-4 py-4 align-top sm:table-cell sm:px-6">
                <StateText state={component.state} label={component.stateLabel} />
              </td>
              <td className="px-4 py-4 text-right align-top font-mono tabular-nums sm:px-6">
                {component.uptime}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The bars' days as a table, newest first, behind a disclosure: 90 rows are long to scroll past. */
export function DailyUptimeTable({
  view,
  labels,
}: {
  view: Pick<StatusView, "components" | "dayRows">;
  labels: StatusLabels;
}) {
  return (
    <details className="mx-auto mt-6 max-w-3xl rounded-2xl border border-border bg-surface">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-primary sm:px-6">
        {labels.daysSummary}
      </summary>
      <div
        className="overflow-x-auto"
        role="region"
        aria-label={labels.daysCaption}
        // A scrolling area is reached by keyboard too (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{labels.daysCaption}</caption>
          <thead className="bg-surface-sunken text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {labels.day}
              </th>
              {view.components.map((component) => (
                <th key={component.id} scope="col" className="px-3 py-2 font-semibold">
                  {component.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.dayRows.map((row) => (
              <tr key={row.date} className="border-t border-border">
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  <time dateTime={row.date}>{row.dateText}</time>
                </th>
                {row.cells.map((cell, index) => (
                  <td key={view.components[index]?.id ?? index} className="px-3 py-2">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Untranslated({ text, labels }: { text: string; labels: StatusLabels }) {
  return (
    <>
      <span lang="en">{text}</span>{" "}
      <span className="text-sm text-ink-muted italic">({labels.untranslated})</span>
    </>
  );
}

/** Incidents or maintenance, each with its state, what it affects and every update, newest first. */
export function IncidentList({
  incidents,
  labels,
  headingLevel = "h3",
}: {
  incidents: readonly IncidentView[];
  labels: StatusLabels;
  headingLevel?: "h3" | "h4";
}) {
  const Heading = headingLevel;
  return (
    <ul className="mx-auto flex max-w-3xl flex-col gap-6">
      {incidents.map((incident) => (
        <li
          key={incident.id}
          id={`incident-${incident.id}`}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm"
        >
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Badge tone={incident.closed ? "success" : "primary"}>{incident.stateLabel}</Badge>
            {incident.impactLabel && !incident.closed && (
              <span className="text-sm font-medium text-ink-muted">{incident.impactLabel}</span>
            )}
          </div>
          <Heading className="text-xl font-semibold text-ink">
            {incident.title.translated ? (
              incident.title.text
            ) : (
              <Untranslated text={incident.title.text} labels={labels} />
            )}
          </Heading>
          {incident.window && <p className="text-sm text-ink-muted">{incident.window}</p>}
          <p className="text-sm text-ink-muted">
            {labels.affects} {incident.components.join(", ")}
          </p>
          <ol className="flex flex-col gap-3 border-l-2 border-border pl-4">
            {incident.updates.map((update) => (
              <li key={update.id} className="flex flex-col gap-1">
                <p className="text-sm">
                  <strong className="font-semibold text-ink">{update.stateLabel}</strong>
                  {" · "}
                  <time dateTime={update.at} className="text-ink-muted">
                    {update.atText}
                  </time>
                </p>
                <p className="leading-relaxed text-ink-muted">
                  {update.message.translated ? (
                    update.message.text
                  ) : (
                    <Untranslated text={update.message.text} labels={labels} />
                  )}
                </p>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
