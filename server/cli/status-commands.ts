/**
 * The command's status verbs, for the person on call away from the console:
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
import { timeInput, timeInputForms } from "~/lib/time-input";
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
import type { Family, Option, Task } from "./verbs";

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

const inBoth = (english: string, spanish: string | undefined): StatusText => ({
  "en-US": english,
  ...(spanish !== undefined && { "es-US": spanish }),
});

const textOptions = {
  title: { type: "string", value: "<text>", help: "a short title, in English" },
  "title-es": { type: "string", value: "<text>", help: "the title on the Spanish page" },
  component: {
    type: "string",
    value: "<name>[,<name>…]",
    help: "the components it touches, as the status page names them",
  },
  message: { type: "string", value: "<text>", help: "what people see, in English" },
  "message-es": { type: "string", value: "<text>", help: "the message on the Spanish page" },
} as const satisfies Record<string, Option>;

const spanish = `Without --title-es and --message-es, the Spanish page shows the English text.
The status page shows it within seconds.`;

/** A status task: a refusal (an unknown component or id, a state that does not fit) is a note. */
const statusTask =
  (task: StatusTask): Task =>
  ({ withDatabase }) =>
    withDatabase(({ db }) => performStatus(db, task));

export const incident: Family = {
  summary: "Open, update and list incidents on the status page.",
  verbs: {
    open: {
      summary: "Open an incident on the status page; its id goes to standard output.",
      usage: [
        "--title <text> --component <name>[,<name>…] --impact minor|major|critical --message <text> [--title-es <text>] [--message-es <text>]",
      ],
      options: {
        title: textOptions.title,
        "title-es": textOptions["title-es"],
        component: textOptions.component,
        impact: { type: "string", value: "minor|major|critical", help: "how bad it is" },
        message: textOptions.message,
        "message-es": textOptions["message-es"],
      },
      example:
        "brightway incident open --title 'Payments fail' --component 'Payment Processing' --impact major --message 'We are looking into it.'",
      notes: spanish,
      read(values) {
        const input = checked(incidentOpening, values);
        return statusTask({
          verb: "open",
          title: inBoth(input.title, input["title-es"]),
          components: input.component,
          impact: input.impact,
          message: inBoth(input.message, input["message-es"]),
        });
      },
    },
    update: {
      summary: "Move an incident or a maintenance window on, with a message.",
      usage: [
        "<id> --state investigating|identified|monitoring|resolved --message <text> [--impact none|minor|major|critical] [--message-es <text>]",
      ],
      operands: "<id>",
      options: {
        state: {
          type: "string",
          value: "<state>",
          help: "investigating, identified, monitoring or resolved (maintenance: in_progress or completed)",
        },
        impact: { type: "string", value: "none|minor|major|critical", help: "a new impact" },
        message: { type: "string", value: "<text>", help: "what changed, in English" },
        "message-es": textOptions["message-es"],
      },
      example:
        "brightway incident update 7 --state resolved --message 'A fix is in place; we are watching it.'",
      notes: `<id> is what incident open printed, or the first column of incident list.
Without --message-es, the Spanish page shows the English message.
The status page shows it within seconds.`,
      read(values, operands) {
        const [id, ...rest] = operands;
        if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest.join(" ")}`);
        if (id === undefined || !/^[1-9]\d{0,9}$/u.test(id))
          throw new UsageError(
            "incident update takes the incident's id, a number that brightway incident list shows",
          );
        const input = checked(incidentUpdating, values);
        return statusTask({
          verb: "update",
          id: Number(id),
          state: input.state,
          impact: input.impact,
          message: inBoth(input.message, input["message-es"]),
        });
      },
    },
    list: {
      summary:
        "List the open incidents and the maintenance under way or ahead, one tab-separated line each.",
      usage: [""],
      options: {},
      example: "brightway incident list",
      notes: "The columns: id, state, impact, components, title, and when.",
      read: () => statusTask({ verb: "list" }),
    },
  },
};

export const maintenance: Family = {
  summary: "Schedule maintenance on the status page; it starts and ends by itself.",
  verbs: {
    schedule: {
      summary: "Schedule a maintenance window; its id goes to standard output.",
      usage: [
        "--title <text> --component <name>[,<name>…] --from <time> --to <time> --message <text> [--title-es <text>] [--message-es <text>]",
      ],
      options: {
        title: textOptions.title,
        "title-es": textOptions["title-es"],
        component: textOptions.component,
        from: { type: "string", value: "<time>", help: "when it starts" },
        to: { type: "string", value: "<time>", help: "when it ends, after --from" },
        message: textOptions.message,
        "message-es": textOptions["message-es"],
      },
      example:
        "brightway maintenance schedule --title 'Database upgrade' --component Database --from 2027-03-15T02:00:00Z --to 2027-03-15T03:00:00Z --message 'Sign-in is unavailable for an hour.'",
      notes: `A <time> is ${timeInputForms}.
Its id takes incident update with --state in_progress or completed.
${spanish}`,
      read(values) {
        const input = checked(maintenanceScheduling, values);
        return statusTask({
          verb: "schedule",
          title: inBoth(input.title, input["title-es"]),
          components: input.component,
          from: input.from,
          to: input.to,
          message: inBoth(input.message, input["message-es"]),
        });
      },
    },
  },
};

type StatusTask =
  | {
      verb: "open";
      title: StatusText;
      components: string[];
      impact: (typeof openImpacts)[number];
      message: StatusText;
    }
  | {
      verb: "update";
      id: number;
      state: v.InferOutput<typeof incidentUpdating>["state"];
      impact?: v.InferOutput<typeof incidentUpdating>["impact"];
      message: StatusText;
    }
  | { verb: "list" }
  | {
      verb: "schedule";
      title: StatusText;
      components: string[];
      from: Date;
      to: Date;
      message: StatusText;
    };

/** Does the status task; a refusal (an unknown component or id, a state that does not fit) is a note. */
async function performStatus(db: Db, task: StatusTask) {
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
