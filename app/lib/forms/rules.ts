/**
 * Field rules shared by every form, in the browser and on the server.
 * Messages come from content (app/content/form-messages.ts), in the
 * submission's language.
 */
import * as v from "valibot";

import { storableText } from "./storable-text";

export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
} as const;

/** The site's languages; a submission says which one it was made in. */
export const locales = ["en-US", "es-US"] as const;
export type Locale = (typeof locales)[number];

// One "@", something on each side, a dot in the domain, no spaces: what a person can check by eye.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const phoneCharacters = /^[0-9 +\-().]+$/;
const MIN_PHONE_DIGITS = 7;

export interface FieldMessages {
  /** Shown when a field is empty (or not text at all). */
  required: string;
  tooLong: string;
}

/** Text as storableText cleans it, before any other check: a field left empty by that is empty. */
export const storableString = (message: string) =>
  v.pipe(v.string(message), v.transform(storableText));

/** Trimmed text that may be left empty. */
export const optionalText = (max: number, messages: Pick<FieldMessages, "tooLong">) =>
  v.pipe(storableString(messages.tooLong), v.trim(), v.maxLength(max, messages.tooLong));

/** Trimmed text that must say something. */
export const requiredText = (max: number, messages: FieldMessages) =>
  v.pipe(
    storableString(messages.required),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(max, messages.tooLong),
  );

export const email = (messages: FieldMessages & { invalid: string }) =>
  v.pipe(
    storableString(messages.required),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(fieldLimits.email, messages.tooLong),
    v.regex(emailPattern, messages.invalid),
  );

export const phone = (messages: FieldMessages & { invalid: string }) =>
  v.pipe(
    storableString(messages.required),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(fieldLimits.phone, messages.tooLong),
    v.regex(phoneCharacters, messages.invalid),
    v.check((value) => value.replace(/\D/g, "").length >= MIN_PHONE_DIGITS, messages.invalid),
  );

/** The language of a submission; anything unknown is the default, English. */
export const locale = v.optional(v.fallback(v.picklist(locales), "en-US"), "en-US");

/**
 * The honeypot: a field people never see. Anything in it marks the
 * submission as spam (accepted, stored flagged, never passed on).
 */
export const honeypot = v.optional(v.fallback(v.string(), "filled"), "");

/** The first message for each field, keyed by field name. */
export function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue)?.split(".")[0] ?? "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
