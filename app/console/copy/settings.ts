/** The delivery settings page: routing rules, confirmations to visitors, the daily digest, backups. */
export const settingsCopy = {
  title: "Delivery settings",
  intro:
    "Who on the team receives each new lead by email, whether visitors get a confirmation, whether you get a daily digest, and whether the backups hold. Every change is recorded in the audit log.",
  noEmail:
    "This server cannot send email yet: SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM are not all set. Routing rules are kept and apply once it can; until then leads are stored and read here.",
  routing: {
    heading: "Who receives new leads",
    rules:
      "A lead goes to the addresses of the most specific box that has any: for a contact message, its inquiry type first, then any inquiry type. When every box that fits it is empty, it goes to the fallback address set on the server (LEADS_EMAIL_TO): {fallback}.",
    noFallback: "none is set",
    applies:
      "A change applies to leads received after you save it; leads already received are not sent again.",
    format:
      "Separate addresses with commas or put each on a line of its own; up to {max} in a box.",
    demo: { label: "Demo requests" },
    contact: { legend: "Contact messages", any: "Any inquiry type" },
    /** A rule as the audit log names it. */
    ruleName: {
      demo: "Demo requests",
      contactAny: "Contact messages of any inquiry type",
      contact: "Contact messages, {inquiry}",
    },
    /** What an empty box means, read with it. */
    emptyToFallback: "Empty: the fallback address.",
    emptyToAny: "Empty: the addresses for any inquiry type.",
    save: "Save routing",
    saving: "Saving…",
    saved: "Routing saved. It applies to leads received from now on.",
    notAnAddress: "“{address}” is not an email address. Separate addresses with commas or lines.",
    tooMany: "At most {max} addresses in a box; this one has {count}.",
    /** The server refused the rules (400): said in place of its generic refusal. */
    refused: "The server did not accept these rules. Check each address and save again.",
  },
  confirmations: {
    heading: "Confirmation to visitors",
    what: "When they are on, everyone who sends a demo request or a message gets one email at once, in the language of the page they used (English or Spanish): that it arrived, what happens next, that the team answers within 24 hours, and how to reach the team. It never repeats what they typed. Spam gets none, and an address gets at most one in 24 hours.",
    on: "Confirmations are on.",
    off: "Confirmations are off.",
    turnOn: "Turn confirmations on",
    turnOff: "Turn confirmations off",
    busy: "Saving…",
    turnedOn: "Confirmations turned on: visitors who send a form from now on get one.",
    turnedOff: "Confirmations turned off: visitors get none from now on.",
    needsEmail:
      "Confirmations need email, which this server cannot send yet (SMTP_URL, LEADS_EMAIL_TO and LEADS_EMAIL_FROM). Once it can, they can be turned on here.",
  },
  digest: {
    heading: "Your daily digest",
    what: "One email a day to {email}: the day's new leads by type, spam caught and deliveries that failed, each with a link into the console. Nothing is sent on a day with nothing to report. Each owner chooses for themselves.",
    on: "You get the daily digest.",
    off: "You do not get the daily digest.",
    turnOn: "Subscribe to the digest",
    turnOff: "Unsubscribe from the digest",
    busy: "Saving…",
    turnedOn: "Subscribed: the digest comes once a day, on days with something to report.",
    turnedOff: "Unsubscribed: no more digests.",
    noEmail: "This server cannot send email yet, so no digest goes out until it can.",
  },
  backups: {
    heading: "Backups",
    off: "Backups are off. Every lead, note and account lives on this machine's disk only, and a lost disk loses them. Set BACKUP_DIR (a folder on another disk or a mounted share) and restart to keep a continuous copy that restores itself every day.",
    databaseServer:
      "Leads are kept in a PostgreSQL server (DATABASE_URL): backing it up is that server operator's job. A portable copy can still be made with npm run leads -- dump.",
    what: "Every change to the database is copied to the backup as it happens, with a full copy every day. Each day the newest backup is restored into a scratch folder and checked; if it does not restore, this page, the header and the daily digest say so.",
    target: "Kept in",
    lastBase: "Last full copy",
    noBaseYet: "None yet: the first is being made.",
    archive: "Changes copied",
    upToDate: "Up to date (at most {limit} s behind)",
    behind: "{lag} s behind; the limit is {limit} s",
    unreachable:
      "The backup cannot be written to since {since}. Leads are still taken; copying resumes by itself.",
    drill: "Last restore check",
    drillPassed: "Passed {at}: the backup restored, {leads} leads checked.",
    drillFailed: "Failed {at}: {problem}.",
    noDrillYet:
      "Not run yet: the first runs a day after the first full copy, or now with the button.",
    alert: {
      "drill failed":
        "The last restore check failed: the backup may not restore. Run it again after fixing the cause, or look at the server's log.",
      "archive behind":
        "Changes are not reaching the backup: a lost disk now would lose the leads received since.",
    },
    runDrill: "Run the restore check now",
    running: "Restoring and checking…",
    drillDone: "The restore check passed: the newest backup restored and was checked.",
    drillProblem: "The restore check failed: {problem}.",
  },
};
