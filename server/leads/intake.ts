/**
 * From a request body to a stored lead: validate with the form's schema (in
 * the submission's language), then store it with its outbox rows. Pure of
 * HTTP; routes/forms.ts turns the outcome into an answer.
 */
import { createHash } from "node:crypto";

import * as v from "valibot";

import * as en from "~/content/en/forms";
import * as es from "~/content/es/forms";
import { contactMessageSchema } from "~/lib/forms/contact-message";
import { demoRequestSchema, twoYearsAfter } from "~/lib/forms/demo-request";
import { fieldErrors } from "~/lib/forms/rules";
import { type Locale, type Localized, defaultLocale, locales } from "~/lib/i18n";

import type { Db } from "../db/database";
import type { LeadType } from "../db/schema";
import { type LeadSource, type Outbox, storeLead } from "./lead-repository";

export type IntakeOutcome =
  | {
      kind: "stored";
      id: string;
      receivedAt: Date;
      locale: Locale;
      /** Whether it waits in the outbox for delivery (not spam, a channel is configured). */
      queued: boolean;
    }
  | { kind: "invalid"; errors: Record<string, string>; locale: Locale }
  | { kind: "key-reused"; message: string; locale: Locale };

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Demo dates the server accepts: from yesterday (UTC), since a visitor's
 * "today" can be a day behind the server's, to two years after tomorrow.
 */
export function acceptedDemoDates(now: Date) {
  return {
    earliest: isoDay(new Date(now.getTime() - DAY_MS)),
    latest: twoYearsAfter(isoDay(new Date(now.getTime() + DAY_MS))),
  };
}

const formCopy: Localized<typeof en> = { "en-US": en, "es-US": es };

/** The language a submission says it was made in; answers are in it. */
export function submissionLocale(body: unknown): Locale {
  const locale = (body as { locale?: unknown } | null)?.locale;
  return locales.find((known) => known === locale) ?? defaultLocale;
}

function schemaFor(type: LeadType, now: Date, locale: Locale) {
  const copy = formCopy[locale];
  return type === "demo"
    ? demoRequestSchema(copy.demoRequestMessages, acceptedDemoDates(now))
    : contactMessageSchema(copy.contactMessageMessages);
}

/** Same submission, same hash: key order and the honeypot do not matter. */
function hashOf(type: LeadType, fields: Record<string, string>): string {
  const canonical = JSON.stringify(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(`${type}\n${canonical}`).digest("hex");
}

export interface IntakeRequest {
  type: LeadType;
  body: Record<string, unknown>;
  idempotencyKey?: string;
  /** The page it was sent from, when that is one of the site's pages. */
  source?: LeadSource;
  now?: Date;
}

export async function takeLead(
  db: Db,
  outbox: Outbox,
  { type, body, idempotencyKey, source, now = new Date() }: IntakeRequest,
): Promise<IntakeOutcome> {
  const submittedIn = submissionLocale(body);
  const parsed = v.safeParse(schemaFor(type, now, submittedIn), body);
  if (!parsed.success) {
    return { kind: "invalid", errors: fieldErrors(parsed.issues), locale: submittedIn };
  }
  const { locale, website, ...fields } = parsed.output;
  const spamReason = website !== "" ? ("honeypot" as const) : undefined;
  const result = await storeLead(
    db,
    {
      type,
      locale,
      fields,
      email: fields.email.toLowerCase(),
      spamReason,
      idempotencyKey,
      requestHash: hashOf(type, fields),
      source,
    },
    outbox,
  );
  if (result.outcome === "conflict") {
    return { kind: "key-reused", message: formCopy[locale].idempotencyKeyReused, locale };
  }
  const queued = result.outcome === "created" && !spamReason && outbox.channels.length > 0;
  return { kind: "stored", id: result.id, receivedAt: result.receivedAt, locale, queued };
}
