import type { InquiryType } from "~/lib/forms/contact-message";
import type { Locale } from "~/lib/i18n";
import { leadFieldLabels } from "~/lib/lead-fields";

import type {
  DeliveryStatus as DeliveryState,
  LeadStatus,
  LeadType,
  SpamReason,
} from "~/lib/console-api/values";

/** How each value of a lead reads. */
export const leadLabels = {
  type: { demo: "Demo request", contact: "Contact message" } satisfies Record<LeadType, string>,
  status: { new: "New", handled: "Handled" } satisfies Record<LeadStatus, string>,
  language: { "en-US": "English", "es-US": "Spanish" } satisfies Record<Locale, string>,
  inquiry: {
    general: "General",
    sales: "Sales",
    support: "Support",
    partnership: "Partnership",
  } satisfies Record<InquiryType, string>,
  delivery: {
    pending: "Pending",
    delivered: "Delivered",
    failed: "Failed",
  } satisfies Record<DeliveryState, string>,
  noDelivery: "Not sent",
  spamReason: {
    honeypot: "Hidden form field was filled in (likely a bot)",
    marked: "Marked as spam by a person",
  } satisfies Record<SpamReason, string>,
  channel: { email: "Email", webhook: "Webhook" } as Record<string, string>,
  field: leadFieldLabels,
  noName: "(no name given)",
  unread: "(unread)",
};

export const inboxCopy = {
  title: "Inbox",
  spamTitle: "Spam",
  spamIntro:
    "Leads taken for spam are kept here, never dropped, until the retention period ends. Open one to mark it not spam: it is then delivered like a new lead.",
  filters: {
    heading: "Filters",
    type: "Type",
    inquiry: "Inquiry type",
    language: "Language",
    status: "Status",
    delivery: "Delivery",
    from: "Received from",
    to: "Received to",
    search: "Search names, addresses and messages",
    any: "Any",
    withCount: "{label} ({count})",
    more: {
      none: "More filters",
      one: "More filters (1 active)",
      other: "More filters ({count} active)",
    },
    apply: "Apply filters",
    clear: "Clear filters",
  },
  deliveryFilter: { pending: "Pending", failed: "Failed" },
  matching: { none: "No leads match", one: "1 lead matches", other: "{count} leads match" },
  spamFolder: {
    none: "Spam folder: empty",
    one: "Spam folder: 1 lead",
    other: "Spam folder: {count} leads",
  },
  tableCaption: "Leads, newest first",
  columns: {
    type: "Type",
    name: "Name",
    email: "Email",
    inquiry: "Inquiry type",
    language: "Language",
    received: "Received",
    source: "Sent from",
    status: "Status",
    delivery: "Delivery",
    reason: "Why it was flagged",
  },
  empty: "No leads match these filters.",
  emptySpam: "The spam folder is empty.",
  nextPage: "Older leads",
  firstPage: "Back to the newest",
  export: {
    label: "Export these leads",
    csv: "Download CSV",
    json: "Download JSON",
  },
};

export const leadCopy = {
  back: "Back to the inbox",
  heading: "{type} from {name}",
  sent: "What they sent",
  received: "Received",
  language: "Language",
  status: "Status",
  spam: "Spam",
  sentFrom: "Sent from the page",
  campaign: "Campaign",
  campaignParts: { source: "source: {value}", medium: "medium: {value}" },
  email: "Write to them",
  actions: {
    heading: "Actions",
    markHandled: "Mark handled",
    markNew: "Mark new",
    markSpam: "Mark as spam",
    notSpam: "Not spam: deliver it",
    retry: "Retry delivery now",
    retried: {
      none: "Nothing was waiting to be delivered.",
      one: "1 delivery will be tried again now.",
      other: "{count} deliveries will be tried again now.",
    },
    done: {
      handled: "Marked handled.",
      new: "Marked new.",
      spam: "Moved to spam. Its pending deliveries were stopped.",
      notSpam: "Taken out of spam. It will be delivered like a new lead.",
    },
  },
  deliveries: {
    heading: "Deliveries",
    none: "This lead has no deliveries: no channel was set up when it arrived, or it was taken for spam.",
    attempts: "Attempts",
    noAttempts: "Not tried yet.",
    delivered: "Delivered",
    failed: "Failed: {detail}",
    failedWithoutDetail: "Failed",
    nextAttempt: "Next attempt: {time}",
  },
  notes: {
    heading: "Notes",
    intro:
      "Notes are for the team only. They are kept with the lead and cannot be changed or removed.",
    none: "No notes yet.",
    by: "{author}, {time}",
    label: "New note",
    add: "Add note",
    adding: "Adding…",
    added: "Note added.",
    empty: "Write the note first.",
  },
};
