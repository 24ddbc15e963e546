/**
 * The Status page's forms read into what the API takes, checked the way it
 * checks them, so a person hears what is missing before anything is sent:
 * each problem by its field's name.
 */
import { OFFICE_TIME_ZONE, officeZoneName } from "~/lib/office-time";
import { statusLimits } from "~/lib/status/status-limits";
import { type Impact, type UpdateState, impacts } from "~/lib/status/status-model";
import { fillTemplate } from "~/lib/template";
import { parseOfficeClockInput } from "~/lib/time-input";

import { statusCopy as copy } from "./copy/status";

export type Read<T> = { ok: true; body: T } | { ok: false; errors: Record<string, string> };

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** A required text within its limit: its problem, if any. */
function checkText(value: string, max: number, missing: string): string | undefined {
  if (!value) return missing;
  if (value.length > max) return fillTemplate(copy.tooLong, { max, count: value.length });
  return undefined;
}

const componentIdsOf = (form: FormData) =>
  form
    .getAll("componentIds")
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

function result<T>(body: T, errors: Record<string, string | undefined>): Read<T> {
  const found = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return Object.keys(found).length > 0 ? { ok: false, errors: found } : { ok: true, body };
}

const severities: readonly Impact[] = impacts.filter((impact) => impact !== "none");

export interface IncidentBody {
  title: string;
  componentIds: number[];
  impact: Exclude<Impact, "none">;
  message: string;
}

export function readIncident(form: FormData): Read<IncidentBody> {
  const title = textOf(form, "title");
  const message = textOf(form, "message");
  const componentIds = componentIdsOf(form);
  const impact = textOf(form, "impact") as IncidentBody["impact"];
  return result(
    { title, componentIds, impact, message },
    {
      title: checkText(title, statusLimits.title, copy.incident.needsTitle),
      componentIds: componentIds.length === 0 ? copy.incident.needsComponent : undefined,
      impact: severities.includes(impact) ? undefined : copy.incident.needsImpact,
      message: checkText(message, statusLimits.message, copy.incident.needsMessage),
    },
  );
}

export interface UpdateBody {
  state: UpdateState;
  message: string;
  impact?: Impact;
}

export function readUpdate(form: FormData): Read<UpdateBody> {
  const state = textOf(form, "state") as UpdateState;
  const message = textOf(form, "message");
  const impact = textOf(form, "impact") as Impact;
  return result(
    { state, message, ...(impacts.includes(impact) && { impact }) },
    { message: checkText(message, statusLimits.message, copy.update.needsMessage) },
  );
}

export interface MaintenanceBody {
  title: string;
  componentIds: number[];
  from: string;
  to: string;
  message: string;
}

/** A datetime-local value ("2026-12-03T22:00"), read on the office's clock, as ISO 8601. */
const momentOf = (value: string): string | undefined => parseOfficeClockInput(value)?.toISOString();

export function readMaintenance(form: FormData): Read<MaintenanceBody> {
  const title = textOf(form, "title");
  const message = textOf(form, "message");
  const componentIds = componentIdsOf(form);
  const from = momentOf(textOf(form, "from"));
  const to = momentOf(textOf(form, "to"));
  return result(
    { title, componentIds, from: from ?? "", to: to ?? "", message },
    {
      title: checkText(title, statusLimits.title, copy.maintenance.needsTitle),
      componentIds: componentIds.length === 0 ? copy.maintenance.needsComponent : undefined,
      from: from ? undefined : copy.maintenance.needsFrom,
      to: !to
        ? copy.maintenance.needsTo
        : from && to <= from
          ? copy.maintenance.endsFirst
          : undefined,
      message: checkText(message, statusLimits.message, copy.maintenance.needsMessage),
    },
  );
}

export interface ComponentsBody {
  components: { id: number; name: { "en-US": string; "es-US": string } }[];
}

/** Every component's two names, in the order of the form's rows. */
export function readComponents(form: FormData): Read<ComponentsBody> {
  const ids = form.getAll("id").map(Number);
  const english = form.getAll("nameEn").map((value) => String(value).trim());
  const spanish = form.getAll("nameEs").map((value) => String(value).trim());
  const components = ids.map((id, index) => ({
    id,
    name: { "en-US": english[index] ?? "", "es-US": spanish[index] ?? "" },
  }));
  const complete = components.every(
    ({ name }) =>
      name["en-US"] &&
      name["es-US"] &&
      name["en-US"].length <= statusLimits.componentName &&
      name["es-US"].length <= statusLimits.componentName,
  );
  return result({ components }, { components: complete ? undefined : copy.components.needsNames });
}

/** The office's time zone as the maintenance form states it: "America/Chicago (CST)". */
export const timeZoneName = (date = new Date()): string =>
  `${OFFICE_TIME_ZONE} (${officeZoneName(date)})`;
