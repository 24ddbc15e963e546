/** What an export or an erasure may ask for, checked the same way over HTTP and on the command line. */
import { type SQL, and, eq, gte, sql } from "drizzle-orm";
import * as v from "valibot";

import { timeInput } from "~/lib/time-input";

import { leadTypes, leads } from "../db/schema";

export const exportQuery = v.pipe(
  v.object({
    format: v.optional(v.picklist(["json", "csv"], "json or csv"), "json"),
    since: v.optional(timeInput),
    type: v.optional(v.picklist(leadTypes, "demo or contact")),
    include: v.optional(v.literal("spam", "spam")),
  }),
  v.transform(({ include, ...query }) => ({ ...query, includeSpam: include === "spam" })),
);

export type ExportQuery = v.InferOutput<typeof exportQuery>;

/** An export's filter as the audit log records it. */
export function exportedFilter({ since, type, includeSpam }: Omit<ExportQuery, "format">) {
  return { since: since?.toISOString(), type, includeSpam };
}

/** The leads an export query asks for, as a condition on the leads table. */
export function exportCondition({ since, type, includeSpam }: Omit<ExportQuery, "format">): SQL {
  return (
    and(
      since ? gte(leads.receivedAt, since) : undefined,
      type ? eq(leads.type, type) : undefined,
      includeSpam ? undefined : eq(leads.spam, false),
    ) ?? sql`true`
  );
}

export const eraseQuery = v.object({
  email: v.pipe(v.string("an email address"), v.trim(), v.email("an email address")),
});
