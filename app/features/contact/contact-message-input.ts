import * as v from "valibot";

import {
  type ContactField,
  type ContactMessage,
  type ContactMessageMessages,
  contactMessageSchema,
} from "~/lib/forms/contact-message";
import { fieldErrors } from "~/lib/forms/rules";

export type ContactErrors = Partial<Record<ContactField, string>>;

/** The form's controls by name, as text; the schema decides what is valid. */
export function readContactForm(data: FormData): Record<string, string> {
  return Object.fromEntries(
    [...data.entries()].flatMap(([name, value]) =>
      typeof value === "string" ? [[name, value]] : [],
    ),
  );
}

/** The server's own schema: what to send, or what to fix. */
export function checkContactMessage(
  input: Record<string, string>,
  messages: ContactMessageMessages,
): { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors } {
  const result = v.safeParse(contactMessageSchema(messages), input);
  return result.success
    ? { ok: true, message: result.output }
    : { ok: false, errors: fieldErrors(result.issues) };
}
