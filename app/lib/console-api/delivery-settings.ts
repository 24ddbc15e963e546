/**
 * Where leads go and what visitors hear: routing rules, confirmations, and an owner's own
 * digest (server/routes/admin/delivery-settings.ts).
 */
import * as v from "valibot";

import { inquiryTypes } from "../forms/contact-message";
import { type AnswerOf, email, endpoint, noContent } from "./endpoint";
import { leadTypes } from "./values";

/** Which addresses get a form's leads: for contact messages, per inquiry type or any (null). */
const routingRule = v.pipe(
  v.object({
    form: v.picklist(leadTypes),
    inquiryType: v.nullable(v.picklist(inquiryTypes)),
    recipients: v.pipe(v.array(email), v.minLength(1), v.maxLength(10)),
  }),
  // Demo requests have no inquiry type.
  v.check((value) => value.form === "contact" || value.inquiryType === null),
);

export const deliverySettings = endpoint({
  method: "GET",
  path: "/delivery-settings",
  answer: v.object({
    /** Whether the server can send email (SMTP_URL, LEADS_EMAIL_TO, LEADS_EMAIL_FROM). */
    emailConfigured: v.boolean(),
    /** LEADS_EMAIL_TO: where a lead goes when no rule fits it. */
    fallbackRecipients: v.array(v.string()),
    rules: v.array(routingRule),
    confirmations: v.boolean(),
  }),
});

export const setRouting = endpoint({
  method: "PUT",
  path: "/routing",
  body: v.pipe(
    v.object({ rules: v.pipe(v.array(routingRule), v.maxLength(10)) }),
    v.check(
      ({ rules }) =>
        new Set(rules.map((entry) => `${entry.form}:${entry.inquiryType}`)).size === rules.length,
    ),
  ),
  answer: noContent,
});

export const setConfirmations = endpoint({
  method: "PUT",
  path: "/confirmations",
  body: v.object({ on: v.boolean() }),
  answer: noContent,
});

export const setDigest = endpoint({
  method: "PUT",
  path: "/account/digest",
  body: v.object({ subscribed: v.boolean() }),
  answer: noContent,
});

export type DeliverySettings = AnswerOf<typeof deliverySettings>;
export type RoutingRule = DeliverySettings["rules"][number];
