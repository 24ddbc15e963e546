import { fillTemplate } from "~/lib/template";
import {
  type ComponentState,
  type StatusSnapshot,
  componentState,
  overallState,
} from "~/lib/status/status-model";
import { cn } from "~/lib/cn";
import { STATUS_PATH } from "~/lib/status/status-paths";

import { componentStateLabels, statusCopy } from "../../copy/status";
import { PageSection } from "../page-heading";

const copy = statusCopy.now;

const stateClassName: Record<ComponentState, string> = {
  operational: "bg-success-soft text-success",
  under_maintenance: "bg-primary-soft text-primary",
  degraded_performance: "bg-families-soft text-families",
  partial_outage: "bg-danger-soft text-danger",
  major_outage: "bg-danger text-on-primary",
};

/** The overall state and each component's, as the public page shows them at this moment. */
export function StatusNow({ snapshot, now }: { snapshot: StatusSnapshot; now: Date }) {
  const overall = overallState(snapshot, now);
  return (
    <PageSection id="status-now" title={copy.heading}>
      <p className={cn("self-start rounded-lg px-3 py-2 font-semibold", stateClassName[overall])}>
        {fillTemplate(copy.overall, { state: componentStateLabels[overall] })}
      </p>
      <ul className="grid max-w-3xl gap-2 sm:grid-cols-2">
        {snapshot.components.map((component) => {
          const state = componentState(component.id, snapshot.incidents, now);
          return (
            <li
              key={component.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border border-border px-3 py-2"
            >
              <span className="min-w-0 font-medium break-words">{component.name["en-US"]}</span>
              <span
                className={cn(
                  "rounded-full px-2 py-0.5 text-sm font-semibold",
                  stateClassName[state],
                )}
              >
                {componentStateLabels[state]}
              </span>
            </li>
          );
        })}
      </ul>
      <p>
        <a
          href={STATUS_PATH}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2"
        >
          {statusCopy.publicPage}
        </a>
      </p>
    </PageSection>
  );
}
