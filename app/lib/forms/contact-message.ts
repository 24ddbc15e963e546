/** The contact message: one schema for the form in the browser and for POST /api/contact-messages. */
import * as v from "valibot";

import {
  type FieldMessages,
  email,
  fieldLimits,
  honeypot,
  locale,
  optionalText,
  requiredText,
} from "./rules";

export const inquiryTypes = ["general", "sales", "support", "partnership"] as const;
export type InquiryType = (typeof inquiryTypes)[number];

export interface ContactMessageMessages {
  firstName: Pick<FieldMessages, "tooLong">;
  lastName: Pick<FieldMessages, "tooLong">;
  email: FieldMessages & { invalid: string };
  inquiryType: { invalid: string };
  message: FieldMessages;
}

export function contactMessageSchema(messages: ContactMessageMessages) {
  return v.object({
    firstName: v.optional(optionalText(fieldLimits.name, messages.firstName), ""),
    lastName: v.optional(optionalText(fieldLimits.name, messages.lastName), ""),
    email: email(messages.email),
    inquiryType: v.optional(v.picklist(inquiryTypes, messages.inquiryType.invalid), "general"),
    message: requiredText(fieldLimits.message, messages.message),
    locale,
    website: honeypot,
  });
}

export type ContactMessage = v.InferOutput<ReturnType<typeof contactMessageSchema>>;
export type ContactField = "firstName" | "lastName" | "email" | "inquiryType" | "message";
export const contactFields: ContactField[] = [
  "firstName",
  "lastName",
  "email",
  "inquiryType",
  "message",
];
