/** The inbox and one lead (server/routes/admin/leads.ts). */
import * as v from "valibot";

import { inquiryTypes } from "../forms/contact-message";
import { locales } from "../i18n";
import { type AnswerOf, endpoint, idParam, isoTime, noContent } from "./endpoint";
import { textLimits } from "./text-limits";
import { deliveryStatuses, leadStatuses, leadTypes, spamReasons } from "./values";

const day = v.pipe(v.string(), v.isoDate("a date such as 2026-11-01"));

/**
 * Which leads the inbox, its counts and its export show, from the query string: every
 * parameter optional, unknown ones ignored.
 */
export const inboxFilter = v.object({
  type: v.optional(v.picklist(leadTypes, "demo or contact")),
  inquiry: v.optional(v.picklist(inquiryTypes, `one of ${inquiryTypes.join(", ")}`)),
  language: v.optional(v.picklist(locales, `one of ${locales.join(", ")}`)),
  status: v.optional(v.picklist(leadStatuses, "new or handled")),
  from: v.optional(day),
  to: v.optional(day),
  /** Leads with a delivery in this state: the console header's link to failed deliveries. */
  delivery: v.optional(v.picklist(["pending", "failed"], "pending or failed")),
  /** The spam folder: "only"; otherwise spam is left out. */
  spam: v.optional(v.literal("only", "only")),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "at most 200 characters"))),
});

const type = v.picklist(leadTypes);
const status = v.picklist(leadStatuses);
const spamReason = v.nullable(v.picklist(spamReasons));
const deliveryState = v.picklist(deliveryStatuses);
const locale = v.picklist(locales);

export const inbox = endpoint({
  method: "GET",
  path: "/inbox",
  query: v.object({
    ...inboxFilter.entries,
    cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
  answer: v.object({
    leads: v.array(
      v.object({
        id: v.string(),
        type,
        receivedAt: isoTime,
        locale,
        status,
        unread: v.boolean(),
        spamReason,
        name: v.string(),
        email: v.string(),
        inquiryType: v.nullable(v.picklist(inquiryTypes)),
        /** The site's page the form was sent from, when known. */
        sourcePath: v.nullable(v.string()),
        delivery: v.nullable(deliveryState),
      }),
    ),
    nextCursor: v.optional(v.string()),
    counts: v.object({
      total: v.number(),
      new: v.number(),
      handled: v.number(),
      demo: v.number(),
      contact: v.number(),
      spam: v.number(),
    }),
  }),
});

const note = v.object({ id: v.string(), author: v.string(), body: v.string(), createdAt: isoTime });

export const lead = endpoint({
  method: "GET",
  path: "/leads/:id",
  params: idParam,
  answer: v.object({
    id: v.string(),
    type,
    receivedAt: isoTime,
    locale,
    fields: v.record(v.string(), v.string()),
    email: v.string(),
    spam: v.boolean(),
    spamReason,
    status,
    /** The site's page the form was sent from, and that page's campaign parameters. */
    sourcePath: v.nullable(v.string()),
    utmSource: v.nullable(v.string()),
    utmMedium: v.nullable(v.string()),
    utmCampaign: v.nullable(v.string()),
    deliveries: v.array(
      v.object({
        id: v.string(),
        channel: v.string(),
        status: deliveryState,
        nextAttemptAt: v.nullable(isoTime),
        attempts: v.array(
          v.object({
            attemptedAt: isoTime,
            delivered: v.boolean(),
            detail: v.nullable(v.string()),
          }),
        ),
      }),
    ),
    notes: v.array(note),
  }),
});

export const setLeadStatus = endpoint({
  method: "POST",
  path: "/leads/:id/status",
  params: idParam,
  body: v.object({ status }),
  answer: noContent,
});

export const addNote = endpoint({
  method: "POST",
  path: "/leads/:id/notes",
  params: idParam,
  body: v.object({
    body: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(textLimits.note)),
  }),
  answer: v.object({ id: v.string(), createdAt: isoTime }),
});

export const decideSpam = endpoint({
  method: "POST",
  path: "/leads/:id/spam",
  params: idParam,
  body: v.object({ spam: v.boolean() }),
  answer: noContent,
});

export const retryDeliveries = endpoint({
  method: "POST",
  path: "/leads/:id/retry",
  params: idParam,
  answer: v.object({ retried: v.number() }),
});

export type InboxPage = AnswerOf<typeof inbox>;
export type InboxLead = InboxPage["leads"][number];
export type LeadDetail = AnswerOf<typeof lead>;
export type LeadDelivery = LeadDetail["deliveries"][number];
export type LeadNote = LeadDetail["notes"][number];
