import type { Role } from "~/lib/console-api/values";

export const roleLabels: Record<Role, string> = {
  owner: "owner",
  viewer: "viewer",
  editor: "editor",
};

export const roleDescriptions: Record<Role, string> = {
  owner: "Owner: everything, including export, erasure, the audit log and people",
  viewer: "Viewer: reads leads, marks them handled and adds notes",
  editor: "Editor: writes articles, press releases and job postings and submits them for review",
};

export const eraseCopy = {
  title: "Erase a person's leads",
  intro:
    "When someone asks to be forgotten, erase every lead sent from their address: the leads, their deliveries and notes. The audit log records how many were erased, never the address.",
  email: "Their email address",
  preview: "Find their leads",
  previewing: "Looking…",
  found: {
    none: "No leads have this address. There is nothing to erase.",
    one: "1 lead will be erased.",
    other: "{count} leads will be erased.",
  },
  confirmation: "Type the address again to confirm",
  erase: "Erase these leads",
  erasing: "Erasing…",
  mismatch: "The two addresses do not match. Type the same address twice.",
  invalidEmail: "Enter an email address.",
  erased: "Erased {leads} and {deliveries}.",
  leadsCount: { none: "no leads", one: "1 lead", other: "{count} leads" },
  deliveriesCount: {
    none: "no delivery records",
    one: "1 delivery record",
    other: "{count} delivery records",
  },
  again: "Erase another address",
};

export const auditCopy = {
  title: "Audit log",
  intro:
    "Every sign-in, change, export and erasure, newest first. Entries cannot be changed or removed, and each carries a hash of the one before, so a check on the server (npm run leads -- audit verify) proves that none was.",
  caption: "Audit log entries, newest first",
  columns: { at: "Time", actor: "Who", action: "What", subject: "On what", details: "Details" },
  empty: "Nothing has been recorded yet.",
  older: "Older entries",
  newest: "Back to the newest",
  subject: { lead: "Lead {id}", other: "{id}" },
  details: {
    method: { passkey: "with a passkey", "recovery code": "with a recovery code" } as Record<
      string,
      string
    >,
    rows: { none: "no rows", one: "1 row", other: "{count} rows" },
    export: "{format}, {filter}, {rows}",
    wholeInbox: "the whole inbox",
    search: "a search",
    filter: "{key}: {value}",
    erased: "{leads}, {deliveries}",
    status: "to {status}",
    role: "as {role}",
    roleChange: "{from} to {to}",
    deliveries: { none: "no deliveries", one: "1 delivery", other: "{count} deliveries" },
    sessions: { none: "no sessions", one: "1 session ended", other: "{count} sessions ended" },
    purged: "{entries} entries older than {before}",
    drillPassed: "passed: {leads} leads restored and checked",
    imageUploaded: "/media/{name} ({size} KB)",
    drillFailed: "failed",
    routing: {
      change: "{rule}: {before} → {after}",
      /** A rule that was not there, or is no more: its leads go to LEADS_EMAIL_TO. */
      fallback: "the fallback",
      unchanged: "no change",
    },
  },
  /** Actions that read better in other words than the log's own; the rest are shown as recorded. */
  actions: {
    "confirmations turned on": "Confirmations to visitors turned on",
    "confirmations turned off": "Confirmations to visitors turned off",
    "digest subscribed": "Subscribed to the daily digest",
    "digest unsubscribed": "Unsubscribed from the daily digest",
    "backup drill run": "Backup restore check run",
  } as Record<string, string>,
};

export const peopleCopy = {
  title: "People",
  intro: "Who may sign in to the console. Invitations are single-use links that last 24 hours.",
  peopleCaption: "People who can sign in",
  columns: { email: "Email", role: "Role", since: "Joined", actions: "Actions" },
  you: "(you)",
  changeRole: "Make {role}",
  changeRoleTitle: "Make {email} {role}?",
  changeRoleText: {
    owner:
      "They will be able to do everything: export, erase, read the audit log, manage people and publish.",
    viewer: "They will read leads, mark them handled and add notes, and nothing more.",
    editor:
      "They will write articles, press releases and job postings for an owner to publish, and no longer see leads.",
  } satisfies Record<Role, string>,
  remove: "Remove",
  removeTitle: "Remove {email}?",
  removeText:
    "They are signed out at once and can no longer sign in. Their notes stay, with their address.",
  confirmRemove: "Remove them",
  lastOwner: "The console needs at least one owner: make someone else an owner first.",
  changed: "Role changed.",
  removed: "Removed.",
  invitations: {
    heading: "Open invitations",
    caption: "Invitations not yet used",
    none: "No open invitations.",
    expires: "Expires",
    withdraw: "Withdraw",
    withdrawTitle: "Withdraw the invitation to {email}?",
    withdrawText: "The link stops working at once. You can invite them again later.",
    confirmWithdraw: "Withdraw it",
    withdrawn: "Invitation withdrawn.",
    gone: "That invitation was already used, withdrawn or expired.",
  },
  invite: {
    heading: "Invite someone",
    email: "Their email address",
    role: "Role",
    button: "Create an invitation link",
    busy: "Creating…",
    created: "Send this link to {email}. It works once, until {time}.",
    linkLabel: "Invitation link",
    copy: "Copy the link",
    copied: "The link is copied.",
    copyFailed: "The browser did not allow copying. Select the link and copy it yourself.",
    invalid: "Enter an email address.",
  },
};
