/** The demo request: one schema for the dialog in the browser and for POST /api/demo-requests. */
import * as v from "valibot";

import { isIsoCalendarDate } from "../dates";

import {
  type FieldMessages,
  email,
  fieldLimits,
  honeypot,
  locale,
  phone,
  requiredText,
  storableString,
} from "./rules";

export interface DemoRequestMessages {
  name: FieldMessages;
  email: FieldMessages & { invalid: string };
  phone: FieldMessages & { invalid: string };
  demoDate: { required: string; invalid: string; tooEarly: string; tooLate: string };
}

/** The days a demo may be booked on, as YYYY-MM-DD (compared as text). */
export interface DemoDateRange {
  earliest: string;
  latest: string;
}

export function demoRequestSchema(messages: DemoRequestMessages, dates: DemoDateRange) {
  return v.object({
    name: requiredText(fieldLimits.name, messages.name),
    email: email(messages.email),
    phone: phone(messages.phone),
    demoDate: v.pipe(
      storableString(messages.demoDate.required),
      v.nonEmpty(messages.demoDate.required),
      v.check(isIsoCalendarDate, messages.demoDate.invalid),
      v.check((value) => value >= dates.earliest, messages.demoDate.tooEarly),
      v.check((value) => value <= dates.latest, messages.demoDate.tooLate),
    ),
    locale,
    website: honeypot,
  });
}

export type DemoRequest = v.InferOutput<ReturnType<typeof demoRequestSchema>>;
export type DemoRequestInput = v.InferInput<ReturnType<typeof demoRequestSchema>>;
export type DemoRequestField = "name" | "email" | "phone" | "demoDate";
export const demoRequestFields: DemoRequestField[] = ["name", "email", "phone", "demoDate"];

/** Two years ahead of a YYYY-MM-DD day. */
export function twoYearsAfter(isoDay: string): string {
  const [year = "0", rest = ""] = [isoDay.slice(0, 4), isoDay.slice(4)];
  return `${Number(year) + 2}${rest}`;
}
