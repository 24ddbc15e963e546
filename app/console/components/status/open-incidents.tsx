import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/field";
import { controlClassName } from "~/components/ui/field-styles";
import {
  type StatusComponent,
  type StatusIncident,
  type StatusSnapshot,
  incidentStates,
  isActive,
  isUpcoming,
  maintenancePhase,
  maintenanceStates,
} from "~/lib/status/status-model";

import { impactLabels, statusCopy, updateStateLabels } from "../../copy/status";
import { Feedback } from "../feedback";
import { PageSection } from "../page-heading";
import { IncidentCard, IncidentUpdates } from "./incident-card";
import { MessageBox, type StatusResult, useStatusForm } from "./status-fields";

const copy = statusCopy.open;
/** The update forms' one fetcher: its outcome outlives the form of an incident it closed. */
const UPDATES = "status-updates";

/** Open incidents, then maintenance under way, then maintenance planned, soonest first. */
export function openIncidents(snapshot: StatusSnapshot, now: Date): StatusIncident[] {
  const rank = (incident: StatusIncident) =>
    incident.kind === "incident" ? 0 : isActive(incident, now) ? 1 : 2;
  return snapshot.incidents
    .filter((incident) =>
      incident.kind === "incident"
        ? incident.resolvedAt === null
        : isActive(incident, now) || isUpcoming(incident, now),
    )
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (rank(a) === 2
          ? a.startsAt.localeCompare(b.startsAt)
          : b.startsAt.localeCompare(a.startsAt)),
    );
}

/** Where an incident stands: its newest update's state; maintenance, by its times too. */
export function currentState(incident: StatusIncident, now: Date) {
  if (incident.kind === "maintenance") return maintenancePhase(incident, now);
  return incident.updates[0]?.state ?? "investigating";
}

export function OpenIncidents({
  snapshot,
  now,
  writes,
}: {
  snapshot: StatusSnapshot;
  now: Date;
  writes: boolean;
}) {
  const open = openIncidents(snapshot, now);
  const updates = useFetcher<StatusResult>({ key: UPDATES });
  // An update that closed its incident: the form is gone with it, so the section says it.
  const closed =
    updates.state === "idle" &&
    updates.data?.done &&
    !open.some((incident) => incident.id === updates.data?.incident)
      ? updates.data.done
      : undefined;
  return (
    <PageSection id="open-incidents" title={copy.heading}>
      <Feedback done={closed} />
      {open.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {open.map((incident) => (
            <li key={incident.id}>
              <OpenIncident
                incident={incident}
                components={snapshot.components}
                now={now}
                writes={writes}
              />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}

function OpenIncident({
  incident,
  components,
  now,
  writes,
}: {
  incident: StatusIncident;
  components: StatusComponent[];
  now: Date;
  writes: boolean;
}) {
  const state = currentState(incident, now);
  return (
    <IncidentCard incident={incident} components={components} state={updateStateLabels[state]}>
      <h4 className="font-semibold">{copy.updates}</h4>
      <IncidentUpdates incident={incident} />
      {writes && <UpdateForm incident={incident} state={state} />}
    </IncidentCard>
  );
}

/** A short form: the state, one message and, for an incident, a new impact if it changed. */
function UpdateForm({ incident, state }: { incident: StatusIncident; state: string }) {
  const prefix = `update-${incident.id}`;
  const { fetcher, form, busy, result, errors, onSubmit } = useStatusForm(prefix, {
    key: UPDATES,
    incident: incident.id,
  });
  const states = incident.kind === "incident" ? incidentStates : maintenanceStates;
  const titled = `${copy.updateHeading}: ${incident.title["en-US"]}`;
  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={titled}
      className="flex flex-col gap-4 border-t border-border pt-4"
    >
      <h4 className="font-semibold">{copy.updateHeading}</h4>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="incident" value={incident.id} />
      <div className="flex flex-wrap gap-4">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${prefix}-state`}>{statusCopy.update.state}</Label>
          <select
            id={`${prefix}-state`}
            name="state"
            defaultValue={state}
            className={controlClassName}
          >
            {states.map((value) => (
              <option key={value} value={value}>
                {updateStateLabels[value]}
              </option>
            ))}
          </select>
        </div>
        {incident.kind === "incident" && (
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${prefix}-impact`}>{statusCopy.update.impact}</Label>
            <select
              id={`${prefix}-impact`}
              name="impact"
              defaultValue=""
              className={controlClassName}
            >
              <option value="">{statusCopy.update.keepImpact}</option>
              {(["minor", "major", "critical"] as const).map((impact) => (
                <option key={impact} value={impact}>
                  {impactLabels[impact]}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <MessageBox
        id={`${prefix}-message`}
        label={statusCopy.update.message}
        hint={statusCopy.update.messageHint}
        error={errors.message}
      />
      <Button type="submit" className="self-start">
        {busy ? statusCopy.update.busy : statusCopy.update.submit}
      </Button>
      <Feedback problem={result?.problem} done={result?.done} />
    </fetcher.Form>
  );
}
