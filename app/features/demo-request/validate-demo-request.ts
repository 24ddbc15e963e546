import { startOfToday, toIsoDate } from "~/lib/dates";
import { isValidEmail, isValidPhone, trimValues, validationMessages } from "~/lib/validation";

import { demoRequestContent } from "~/content/demo-request";

export interface DemoRequestDraft {
  name: string;
  email: string;
  phone: string;
  demoDate: Date | undefined;
}

export type DemoRequestField = keyof DemoRequestDraft;
export type DemoRequestErrors = Partial<Record<DemoRequestField, string>>;

/** What the endpoint receives. */
export interface DemoRequestPayload {
  name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD, the visitor's local calendar day. */
  demoDate: string;
}

export const emptyDemoRequest: DemoRequestDraft = {
  name: "",
  email: "",
  phone: "",
  demoDate: undefined,
};

/** Field order, for focusing the first invalid one. */
export const demoRequestFields: DemoRequestField[] = ["name", "email", "phone", "demoDate"];

/** Submit stays disabled until every field has something in it. */
export function isDemoRequestComplete({ name, email, phone, demoDate }: DemoRequestDraft): boolean {
  return [name, email, phone].every((value) => value.trim() !== "") && demoDate !== undefined;
}

export function validateDemoRequest(draft: DemoRequestDraft, now = new Date()): DemoRequestErrors {
  const errors: DemoRequestErrors = {};
  if (!draft.name.trim()) errors.name = validationMessages.required("full name");
  if (!isValidEmail(draft.email)) errors.email = validationMessages.email;
  if (!isValidPhone(draft.phone)) errors.phone = validationMessages.phone;
  if (!draft.demoDate || draft.demoDate < startOfToday(now)) {
    errors.demoDate = demoRequestContent.pastDate;
  }
  return errors;
}

export function toDemoRequestPayload(draft: DemoRequestDraft): DemoRequestPayload {
  if (!draft.demoDate) throw new Error("A demo request needs a date");
  const { name, email, phone } = trimValues({
    name: draft.name,
    email: draft.email,
    phone: draft.phone,
  });
  return { name, email, phone, demoDate: toIsoDate(draft.demoDate) };
}
