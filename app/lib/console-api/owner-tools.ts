/** Owners' tools for the data as a whole: export, erasure, the audit log (server/routes/admin/owner-tools.ts). */
import * as v from "valibot";

import { type AnswerOf, email, endpoint, isoTime } from "./endpoint";
import { inboxFilter } from "./leads";

/** A file the browser downloads (a link, never fetched by the console's scripts). */
export const exportLeads = endpoint({
  method: "GET",
  path: "/export",
  query: v.object({ ...inboxFilter.entries, format: v.picklist(["csv", "json"]) }),
  answer: v.string(),
});

export const erasurePreview = endpoint({
  method: "POST",
  path: "/erasure/preview",
  body: v.object({ email }),
  answer: v.object({ leads: v.number() }),
});

export const erase = endpoint({
  method: "POST",
  path: "/erasure",
  body: v.object({ email, confirmation: email }),
  answer: v.object({ erased: v.object({ leads: v.number(), deliveries: v.number() }) }),
});

export const auditLog = endpoint({
  method: "GET",
  path: "/audit",
  query: v.object({
    before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/), v.transform(Number))),
  }),
  answer: v.object({
    entries: v.array(
      v.object({
        id: v.number(),
        at: isoTime,
        actor: v.string(),
        action: v.string(),
        subject: v.nullable(v.string()),
        details: v.record(v.string(), v.unknown()),
      }),
    ),
    nextBefore: v.optional(v.number()),
  }),
});

export type AuditPage = AnswerOf<typeof auditLog>;
export type AuditEntry = AuditPage["entries"][number];
