import * as v from "valibot";

import { startOfToday, toIsoDate } from "~/lib/dates";
import {
  type DemoRequest,
  type DemoRequestField,
  type DemoRequestInput,
  type DemoRequestMessages,
  demoRequestSchema,
  twoYearsAfter,
} from "~/lib/forms/demo-request";
import { type Locale, fieldErrors } from "~/lib/forms/rules";

/** The dialog's fields as the visitor fills them in; the date as YYYY-MM-DD, "" until chosen. */
export interface DemoRequestDraft {
  name: string;
  email: string;
  phone: string;
  demoDate: string;
}

export type DemoRequestErrors = Partial<Record<DemoRequestField, string>>;

/** Submit stays disabled until every field has something in it. */
export function isDemoRequestComplete({ name, email, phone, demoDate }: DemoRequestDraft): boolean {
  return [name, email, phone, demoDate].every((value) => value.trim() !== "");
}

/** Days a visitor may pick: from their own today to two years ahead. */
export function demoDateRange(now = new Date()) {
  const earliest = toIsoDate(startOfToday(now));
  return { earliest, latest: twoYearsAfter(earliest) };
}

export function toDemoRequestInput(
  draft: DemoRequestDraft,
  website: string,
  locale: Locale,
): DemoRequestInput {
  return { ...draft, locale, website };
}

/** The schema the server applies, with the visitor's own calendar: what to send, or what to fix. */
export function checkDemoRequest(
  input: DemoRequestInput,
  messages: DemoRequestMessages,
  now = new Date(),
): { ok: true; request: DemoRequest } | { ok: false; errors: DemoRequestErrors } {
  const result = v.safeParse(demoRequestSchema(messages, demoDateRange(now)), input);
  return result.success
    ? { ok: true, request: result.output }
    : { ok: false, errors: fieldErrors(result.issues) };
}
