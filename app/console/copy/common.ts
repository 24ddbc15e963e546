/**
 * The console's copy (English only): its frame, navigation, and what a
 * person reads when a request goes wrong. Each page's own copy is in the
 * module named after it.
 */
export const consoleCopy = {
  consoleName: "console",
  loading: "Loading the console…",
  needsJavaScript: "The owners' console needs JavaScript. Turn it on and reload this page.",
  skipLink: "Skip to content",
  /** Read after the brand: "Brightway console (start page)"; the inbox, or publishing for editors. */
  brandLink: "(start page)",
  nav: {
    label: "Console",
    /** The phone's menu button: the sections, who is signed in, and sign-out. */
    menu: "Menu",
    inbox: "Inbox",
    spam: "Spam",
    entries: "Publishing",
    helpCenter: "Help center",
    status: "Status",
    report: "Report",
    settings: "Delivery settings",
    audit: "Audit log",
    people: "People",
    erase: "Erase",
    account: "Account",
  },
  signedInAs: "Signed in as",
  signOut: "Sign out",
  deliveries: {
    label: "Deliveries",
    pending: "{count} pending",
    failed: "{count} failed",
    /** Read after each count by screen readers: "2 failed (show leads whose delivery failed)". */
    pendingLink: "(show leads waiting for delivery)",
    failedLink: "(show leads whose delivery failed)",
  },
  /** In the header, for owners, while the backups need attention. */
  backupAlert: {
    "drill failed": "Backups: restore check failed",
    "archive behind": "Backups: falling behind",
  },
  recoveryPrompt: {
    text: "You signed in with a recovery code. Add a new passkey so you can sign in without one next time.",
    link: "Add a passkey now",
  },
  problems: {
    forbidden: "You do not have access to this.",
    rateLimited: "Too many attempts; try again in 15 minutes.",
    busy: "The server is busy: try again in {wait}.",
    unavailable:
      "The console could not reach the server, or the server had a problem. Check your connection and try again.",
    notFound: "There is nothing here: the address is wrong, or what it showed has been erased.",
    unexpected: "Something unexpected went wrong. Reload the page and try again.",
  },
  errorTitle: "This page could not be shown",
  tryAgain: "Try again",
  toStart: "Go to the console's start page",
  notFoundTitle: "Page not found",
  cancel: "Cancel",
  close: "Close",
  /** Times as a person reads them, in their own time zone. */
  dateTimeLocale: "en-US",
  none: "None",
};
