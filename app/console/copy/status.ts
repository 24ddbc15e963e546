/** The console's Status page: incidents, maintenance and the components of the public status page. */
import type {
  ComponentState,
  Impact,
  IncidentState,
  MaintenanceState,
} from "~/lib/status/status-model";

export const statusCopy = {
  title: "Status",
  intro:
    "What the public status page (/status and /es/status) says. Owners and editors post incidents and maintenance here; each is live on the page within seconds, with no review, and recorded in the audit log.",
  readOnly: "You can read everything here; only owners and editors post incidents and maintenance.",
  publicPage: "Open the public status page",
  now: {
    heading: "Now",
    overall: "Overall: {state}",
  },
  open: {
    heading: "Open incidents and maintenance",
    none: "Nothing is open: no incident, and no maintenance under way or planned.",
    opened: "Opened {when}",
    window: "{from} to {to}",
    affects: "Affects: {components}",
    updates: "Updates",
    updateHeading: "Post an update",
  },
  update: {
    state: "State",
    impact: "Impact",
    keepImpact: "Keep the impact as it is",
    message: "Message",
    messageHint: "What people should know now. Shown on the public page with the time.",
    submit: "Post update",
    busy: "Posting…",
    done: "Update posted. The public page shows it.",
    needsMessage: "Write the message first.",
  },
  incident: {
    heading: "Open an incident",
    hint: "Goes live on the public status page at once, as “Investigating”.",
    title: "Title",
    titleHint: "One line a family or a state office understands, such as “Payments are delayed”.",
    components: "Affected components",
    impact: "Impact",
    message: "First message",
    submit: "Open incident",
    busy: "Opening…",
    done: "Incident opened. The public page shows it.",
    needsTitle: "Write a title first.",
    needsComponent: "Pick at least one component.",
    needsImpact: "Pick the impact.",
    needsMessage: "Write the first message.",
  },
  maintenance: {
    heading: "Schedule maintenance",
    hint: "It starts and ends by itself at these times; the public page announces it ahead.",
    title: "Title",
    components: "Components",
    from: "Starts",
    to: "Ends",
    timeZone: "Times are Austin's, where the office is: {zone}.",
    message: "Message",
    submit: "Schedule maintenance",
    busy: "Scheduling…",
    done: "Maintenance scheduled. The public page announces it.",
    needsTitle: "Write a title first.",
    needsComponent: "Pick at least one component.",
    needsFrom: "Pick when it starts.",
    needsTo: "Pick when it ends.",
    endsFirst: "It must end after it starts.",
    needsMessage: "Write a message.",
  },
  components: {
    heading: "Components",
    hint: "Owners only: the names the public page shows in each language, and their order. Saving renames every component at once.",
    english: "Name in English",
    spanish: "Name in Spanish",
    position: "Component {position}",
    moveUp: "Move up",
    moveDown: "Move down",
    submit: "Save components",
    busy: "Saving…",
    done: "Components saved. The public page shows the new names and order.",
    needsNames: "Give every component a name in both languages.",
  },
  history: {
    heading: "History",
    none: "No incident has been resolved yet.",
    resolved: "{from} to {to}",
    maintenance: "Maintenance",
    showUpdates: "Updates ({count})",
  },
  /** Said for a 422: the server's reason follows. */
  refused: "The server did not accept this:",
  /** A field over its limit (the API refuses more). */
  tooLong: "At most {max} characters; this has {count}.",
  kind: { incident: "Incident", maintenance: "Maintenance" },
};

/** Impact as the form offers it, with what it means for the people using the platform. */
export const impactLabels: Record<Impact, string> = {
  none: "None",
  minor: "Minor: degraded performance",
  major: "Major: partial outage",
  critical: "Critical: outage",
};

export const updateStateLabels: Record<IncidentState | MaintenanceState, string> = {
  investigating: "Investigating",
  identified: "Identified",
  monitoring: "Monitoring",
  resolved: "Resolved",
  scheduled: "Scheduled",
  in_progress: "In progress",
  completed: "Completed",
};

export const componentStateLabels: Record<ComponentState, string> = {
  operational: "Operational",
  under_maintenance: "Under maintenance",
  degraded_performance: "Degraded performance",
  partial_outage: "Partial outage",
  major_outage: "Outage",
};
