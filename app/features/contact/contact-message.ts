import { type InquiryType, parseInquiry } from "~/lib/inquiry";
import { isValidEmail, trimValues, validationMessages } from "~/lib/validation";

/** A message as the form holds it, and (trimmed) as the endpoint receives it. */
export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  inquiry: InquiryType;
  message: string;
}

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Field order (and the form controls' names), for focusing the first invalid one. */
export const contactFields: ContactField[] = [
  "firstName",
  "lastName",
  "email",
  "inquiry",
  "message",
];

/** Reads the form's controls by name; anything missing or unknown reads as empty or "general". */
export function readContactForm(data: FormData): ContactMessage {
  const text = (name: ContactField) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    inquiry: parseInquiry(text("inquiry")),
    message: text("message"),
  };
}

/** Email and message are required; names are optional (a reply needs only an address). */
export function validateContactMessage({ email, message }: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!email.trim()) errors.email = validationMessages.required("email address");
  else if (!isValidEmail(email)) errors.email = validationMessages.email;
  if (!message.trim()) errors.message = validationMessages.required("message");
  return errors;
}

export function toContactPayload({ inquiry, ...text }: ContactMessage): ContactMessage {
  return { ...trimValues(text), inquiry };
}
