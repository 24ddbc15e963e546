/**
 * The leads command's status verbs (issue 36), for the person on call away from the console:
 * `incident open | update <id> | list`, `maintenance schedule`. Every step goes through
 * server/status/status-repository.ts, audited as the command line; wrong input writes nothing.
 */
import * as v from "valibot";

import {
  type StatusIncident,
  type StatusSnapshot,
  type StatusText,
  impacts,
  incidentStates,
  isActive,
  isUpcoming,
  maintenancePhase,
  maintenanceStates,
  worstImpact,
} from "~/lib/status/status-model";

import { statusLimits } from "~/lib/status/status-limits";
import { timeInput } from "~/lib/time-input";
import { statusSeed } from "~/site/status-source.server";

import { commandLine } from "../audit/audit-log";
import type { Db } from "../db/db-types";
import {
  StatusInputError,
  componentsNamed,
  openIncident,
  scheduleMaintenance,
  statusSnapshot,
  updateIncident,
  seedStatus,
} from "../status/status-repository";
import { UsageError, checked } from "./command-input";

/** The options the status verbs take, for node:util's parseArgs (--from and --to are shared). */
export const statusOptions = {
  title: { type: "string" },
  "title-es": { type: "string" },
  message: { type: "string" },
  "message-es": { type: "string" },
  component: { type: "string" },
  impact: { type: "string" },
  state: { type: "string" },
} as const;

export const statusUsage = `  npm run leads -- incident open --title <text> --component <name>[,<name>…] --impact minor|major|critical --message <text>
  npm run leads -- incident update <id> --state investigating|identified|monitoring|resolved --message <text> [--impact none|minor|major|critical]
  npm run leads -- incident list
  npm run leads -- maintenance schedule --title <text> --component <name>[,<name>…] --from <time> --to <time> --message <text>`;

export const statusUsageNotes = `The status verbs take --title-es and --message-es for the Spanish page (English shows there
without them). incident list prints the id that incident update takes; a maintenance window's id
takes --state in_progress or completed.`;

const {
  title: TITLE_MAX,
  message: MESSAGE_MAX,
  componentName: NAME_MAX,
  components: COMPONENTS_MAX,
} = statusLimits;

/** Text a person wrote: trimmed, not empty, no longer than the console's API takes. */
const text = (what: string, max: number) =>
  v.pipe(v.string(what), v.trim(), v.nonEmpty(what), v.maxLength(max, `at most ${max} characters`));
const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("some text when given"),
      v.maxLength(max, `at most ${max} characters`),
    ),
  );

const componentsWanted = `one or more component names (at most ${COMPONENTS_MAX}, each at most ${NAME_MAX} characters), separated by commas`;
const componentList = v.pipe(
  v.string(componentsWanted),
  v.transform((value) =>
    value
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  ),
  v.minLength(1, componentsWanted),
  v.maxLength(COMPONENTS_MAX, componentsWanted),
  v.check((names) => names.every((name) => name.length <= NAME_MAX), componentsWanted),
);

const openImpacts = ["minor", "major", "critical"] as const;

const incidentOpening = v.object({
  title: text("a short title, like 'Payments fail'", TITLE_MAX),
  "title-es": optionalText(TITLE_MAX),
  component: componentList,
  impact: v.picklist(openImpacts, "minor, major or critical"),
  message: text(
    "what people see and what is being done, like 'We are looking into it.'",
    MESSAGE_MAX,
  ),
  "message-es": optionalText(MESSAGE_MAX),
});

const incidentUpdating = v.object({
  state: v.picklist(
    [...incidentStates, ...maintenanceStates],
    "investigating, identified, monitoring or resolved (maintenance: in_progress or completed)",
  ),
  impact: v.optional(v.picklist(impacts, "none, minor, major or critical")),
  message: text("what changed, like 'A fix is in place; we are watching it.'", MESSAGE_MAX),
  "message-es": optionalText(MESSAGE_MAX),
});

const maintenanceScheduling = v.pipe(
  v.object({
    title: text("a short title, like 'Database upgrade'", TITLE_MAX),
    "title-es": optionalText(TITLE_MAX),
    component: componentList,
    from: timeInput,
    to: timeInput,
    message: text(
      "what people should expect, like 'Sign-in is unavailable for an hour.'",
      MESSAGE_MAX,
    ),
    "message-es": optionalText(MESSAGE_MAX),
  }),
  v.forward(
    v.check(({ from, to }) => from < to, "after --from"),
    ["to"],
  ),
);

type Values = Record<string, string | boolean | undefined>;

const unset: Values = Object.fromEntries(
  [...Object.keys(statusOptions), "from", "to"].map((name) => [name, undefined]),
);

const inBoth = (english: string, spanish: string | undefined): StatusText => ({
  "en-US": english,
  ...(spanish !== undefined && { "es-US": spanish }),
});

/** The status verb asked for, checked; undefined when `positionals` name none. */
export function parseStatus(positionals: readonly string[], given: Values) {
  const [command, verb, id, ...rest] = positionals;
  // Every option present, so that one left out is named like one given wrongly.
  const values = { ...unset, ...given };
  if (command === "incident" && verb === "open" && id === undefined) {
    const input = checked(incidentOpening, values);
    return {
      command: "status",
      verb,
      title: inBoth(input.title, input["title-es"]),
      components: input.component,
      impact: input.impact,
      message: inBoth(input.message, input["message-es"]),
    } as const;
  }
  if (command === "incident" && verb === "update" && rest.length === 0) {
    if (id === undefined || !/^[1-9]\d{0,9}$/u.test(id))
      throw new UsageError(
        "incident update takes the incident's id, a number that npm run leads -- incident list shows",
      );
    const input = checked(incidentUpdating, values);
    return {
      command: "status",
      verb,
      id: Number(id),
      state: input.state,
      impact: input.impact,
      message: inBoth(input.message, input["message-es"]),
    } as const;
  }
  if (command === "incident" && verb === "list" && id === undefined)
    return { command: "status", verb } as const;
  if (command === "maintenance" && verb === "schedule" && id === undefined) {
    const input = checked(maintenanceScheduling, values);
    return {
      command: "status",
      verb,
      title: inBoth(input.title, input["title-es"]),
      components: input.component,
      from: input.from,
      to: input.to,
      message: inBoth(input.message, input["message-es"]),
    } as const;
  }
  return undefined;
}

export type StatusTask = NonNullable<ReturnType<typeof parseStatus>>;

/** Does the status task; a refusal (an unknown component or id, a state that does not fit) is a note. */
export async function performStatus(db: Db, task: StatusTask) {
  try {
    // On a database no server has started on yet, the sample components are there as the server would put them.
    await seedStatus(db, statusSeed(), commandLine);
    return await perform(db, task);
  } catch (error) {
    if (error instanceof StatusInputError) return { ok: false, note: error.message };
    throw error;
  }
}

const shownSoon = "The status page shows it within seconds.";

async function perform(db: Db, task: StatusTask) {
  switch (task.verb) {
    case "open": {
      const componentIds = await componentsNamed(db, task.components);
      const id = await openIncident(
        db,
        { title: task.title, componentIds, impact: task.impact, message: task.message },
        commandLine,
      );
      process.stdout.write(`${id}\n`);
      const names = componentNames(await statusSnapshot(db), componentIds);
      return { ok: true, note: `Opened incident ${id} on ${names} (${task.impact}). ${shownSoon}` };
    }
    case "update": {
      await updateIncident(
        db,
        task.id,
        { state: task.state, message: task.message, impact: task.impact },
        commandLine,
      );
      const impact = task.impact ? `, impact ${task.impact}` : "";
      return {
        ok: true,
        note: `Incident ${task.id} is now ${task.state}${impact}. ${shownSoon}`,
      };
    }
    case "schedule": {
      const componentIds = await componentsNamed(db, task.components);
      const id = await scheduleMaintenance(
        db,
        {
          title: task.title,
          componentIds,
          from: task.from,
          to: task.to,
          message: task.message,
        },
        commandLine,
      );
      process.stdout.write(`${id}\n`);
      const names = componentNames(await statusSnapshot(db), componentIds);
      return {
        ok: true,
        note: `Scheduled maintenance ${id} on ${names} from ${task.from.toISOString()} to ${task.to.toISOString()}; it starts and ends by itself. ${shownSoon}`,
      };
    }
    case "list":
      return list(await statusSnapshot(db), new Date());
  }
}

function componentNames(snapshot: StatusSnapshot, ids: readonly number[]): string {
  return snapshot.components
    .filter((component) => ids.includes(component.id))
    .map((component) => component.name["en-US"])
    .join(", ");
}

/**
 * One tab-separated line per open incident (newest first), then per maintenance window under
 * way or ahead (soonest first): id, state, impact, components, title, and when.
 */
function list(snapshot: StatusSnapshot, now: Date) {
  const incidents = snapshot.incidents.filter(
    (incident) => incident.kind === "incident" && isActive(incident, now),
  );
  const maintenance = snapshot.incidents
    .filter(
      (incident) =>
        incident.kind === "maintenance" && (isActive(incident, now) || isUpcoming(incident, now)),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const line = (incident: StatusIncident, state: string, impact: string, when: string) =>
    [
      incident.id,
      state,
      impact,
      componentNames(
        snapshot,
        incident.components.map((item) => item.componentId),
      ),
      incident.title["en-US"],
      when,
    ]
      .map(field)
      .join("\t");
  const lines = [
    ...incidents.map((incident) =>
      line(
        incident,
        incident.updates[0]?.state ?? "investigating",
        worstImpact(incident),
        `since ${incident.startsAt}`,
      ),
    ),
    ...maintenance.map((window) =>
      line(
        window,
        maintenancePhase(window, now),
        "maintenance",
        `${window.startsAt}/${window.endsAt ?? ""}`,
      ),
    ),
  ];
  process.stdout.write(lines.length ? `${lines.join("\n")}\n` : "");
  const windows = maintenance.length
    ? `${maintenance.length} maintenance window(s) under way or scheduled.`
    : "";
  return {
    ok: true,
    note:
      incidents.length === 0
        ? ["No open incidents.", windows].filter(Boolean).join(" ")
        : [`${incidents.length} open incident(s).`, windows].filter(Boolean).join(" "),
  };
}

/** A title with a tab or a line break in it would otherwise break the line into more columns or lines. */
const field = (value: string | number) => String(value).replaceAll(/\s+/gu, " ");
