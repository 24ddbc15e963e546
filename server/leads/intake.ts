/**
 * From a request body to a stored lead: validate with the form's schema (in
 * the submission's language), then store it with its outbox rows. Pure of
 * HTTP; routes/forms.ts turns the outcome into an answer.
 */
import { createHash } from "node:crypto";

import * as v from "valibot";

import { contactMessageMessages, demoRequestMessages } from "~/content/form-messages";
import { contactMessageSchema } from "~/lib/forms/contact-message";
import { demoRequestSchema, twoYearsAfter } from "~/lib/forms/demo-request";
import { fieldErrors } from "~/lib/forms/rules";

import type { Db } from "../db/database";
import type { Channel, LeadType } from "../db/schema";
import { storeLead } from "./lead-repository";

export type IntakeOutcome =
  | {
      kind: "stored";
      id: string;
      receivedAt: Date;
      locale: string;
      /** Whether it waits in the outbox for delivery (not spam, a channel is configured). */
      queued: boolean;
    }
  | { kind: "invalid"; errors: Record<string, string>; locale: string }
  | { kind: "key-reused"; locale: string };

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

function schemaFor(type: LeadType, now: Date) {
  return type === "demo"
    ? demoRequestSchema(demoRequestMessages, acceptedDemoDates(now))
    : contactMessageSchema(contactMessageMessages);
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
  now?: Date;
}

export async function takeLead(
  db: Db,
  channels: readonly Channel[],
  { type, body, idempotencyKey, now = new Date() }: IntakeRequest,
): Promise<IntakeOutcome> {
  const parsed = v.safeParse(schemaFor(type, now), body);
  if (!parsed.success) {
    const locale = typeof body.locale === "string" ? body.locale : "en-US";
    return { kind: "invalid", errors: fieldErrors(parsed.issues), locale };
  }
  const { locale, website, ...fields } = parsed.output;
  const spam = website !== "";
  const result = await storeLead(
    db,
    {
      type,
      locale,
      fields,
      email: fields.email.toLowerCase(),
      spam,
      idempotencyKey,
      requestHash: hashOf(type, fields),
    },
    channels,
  );
  if (result.outcome === "conflict") return { kind: "key-reused", locale };
  const queued = result.outcome === "created" && !spam && channels.length > 0;
  return { kind: "stored", id: result.id, receivedAt: result.receivedAt, locale, queued };
}
