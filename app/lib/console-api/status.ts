/**
 * The status page's records in the console: read by anyone signed in, written by owners and
 * editors, components renamed and reordered by owners (server/routes/admin/status.ts).
 */
import * as v from "valibot";

import { statusLimits } from "../status/status-limits";
import {
  type StatusSnapshot,
  impacts,
  incidentStates,
  maintenanceStates,
} from "../status/status-model";
import { endpoint, noContent } from "./endpoint";

const {
  title: TITLE_MAX,
  message: MESSAGE_MAX,
  componentName: COMPONENT_NAME_MAX,
  components: COMPONENTS_MAX,
} = statusLimits;

/** Text a person wrote: trimmed, not empty, bounded. */
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
/** The Spanish version, which may be left empty (the page shows the English with a notice). */
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), "");
/** A row's id as PostgreSQL's serial holds it. */
const rowId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const componentIds = v.pipe(v.array(rowId), v.minLength(1), v.maxLength(COMPONENTS_MAX));
/** A moment with its offset, within years a person would plan for. */
const moment = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.transform((value) => new Date(value)),
  v.check((date) => date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 9999),
);
const created = v.object({ id: v.number() });

/** The same records the public status page shows (one shape, in ../status/status-model.ts). */
export const statusRecords = endpoint({
  method: "GET",
  path: "/status",
  answer: v.custom<StatusSnapshot>(() => true),
});

export const openIncident = endpoint({
  method: "POST",
  path: "/status/incidents",
  body: v.object({
    title: text(TITLE_MAX),
    titleEs: optionalText(TITLE_MAX),
    componentIds,
    impact: v.picklist(impacts.filter((impact) => impact !== "none")),
    message: text(MESSAGE_MAX),
    messageEs: optionalText(MESSAGE_MAX),
  }),
  answer: created,
});

export const updateIncident = endpoint({
  method: "POST",
  path: "/status/incidents/:id/updates",
  params: v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)) }),
  body: v.object({
    state: v.picklist([...incidentStates, ...maintenanceStates]),
    message: text(MESSAGE_MAX),
    messageEs: optionalText(MESSAGE_MAX),
    impact: v.optional(v.picklist(impacts)),
  }),
  answer: noContent,
});

export const scheduleMaintenance = endpoint({
  method: "POST",
  path: "/status/maintenance",
  body: v.object({
    title: text(TITLE_MAX),
    titleEs: optionalText(TITLE_MAX),
    componentIds,
    from: moment,
    to: moment,
    message: text(MESSAGE_MAX),
    messageEs: optionalText(MESSAGE_MAX),
  }),
  answer: created,
});

export const changeComponents = endpoint({
  method: "PUT",
  path: "/status/components",
  body: v.object({
    components: v.pipe(
      v.array(
        v.object({
          id: rowId,
          name: v.object({
            "en-US": text(COMPONENT_NAME_MAX),
            "es-US": text(COMPONENT_NAME_MAX),
          }),
        }),
      ),
      v.minLength(1),
      v.maxLength(50),
    ),
  }),
  answer: noContent,
});
