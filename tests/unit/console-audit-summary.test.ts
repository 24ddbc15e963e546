import { describe, expect, it } from "vitest";

import type { AuditEntry } from "~/lib/console-api/owner-tools";
import { auditAction, auditDetails, isLeadAction } from "~/console/audit-summary";

const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
  id: 1,
  at: "2026-11-24T10:00:00.000Z",
  actor: "owner@example.com",
  action,
  subject: null,
  details,
});

describe("an audit entry's details, summarised", () => {
  it("names an export's format, filter and rows, but never its search term", () => {
    const summary = auditDetails(
      entry("exported", {
        format: "csv",
        filter: { type: "contact", language: "es-US", q: "ana@example.com" },
        rows: 3,
      }),
    );
    expect(summary).toBe("CSV, Type: Contact message; Language: Spanish; a search, 3 rows");
    expect(summary).not.toContain("@");
    expect(auditDetails(entry("exported", { format: "json", filter: {}, rows: 1 }))).toBe(
      "JSON, the whole inbox, 1 row",
    );
  });

  it("names an uploaded image by its address and size", () => {
    expect(
      auditDetails(
        entry("image uploaded", { name: "3f2a9c0d1e2b3a4c5d6e-1200x630.png", bytes: 183_500 }),
      ),
    ).toBe("/media/3f2a9c0d1e2b3a4c5d6e-1200x630.png (179 KB)");
  });

  it("counts an erasure without its address", () => {
    const summary = auditDetails(
      entry("erased", { leads: 2, deliveries: 4, addressSha256: "ab12".repeat(16) }),
    );
    expect(summary).toBe("2 leads, 4 delivery records");
  });

  it("says how someone signed in, and what a change changed", () => {
    expect(auditDetails(entry("signed in", { method: "recovery code" }))).toBe(
      "with a recovery code",
    );
    expect(auditDetails(entry("role changed", { from: "viewer", to: "owner" }))).toBe(
      "viewer to owner",
    );
    expect(auditDetails(entry("invited", { email: "new@example.com", role: "viewer" }))).toBe(
      "as viewer",
    );
    expect(auditDetails(entry("delivery retried", { deliveries: 1 }))).toBe("1 delivery");
  });

  it("says which routing rules changed, from what to what", () => {
    const summary = auditDetails(
      entry("routing changed", {
        before: [
          { form: "demo", inquiryType: null, recipients: ["sales@example.org"] },
          { form: "contact", inquiryType: "sales", recipients: ["sales@example.org"] },
        ],
        after: [
          { form: "demo", inquiryType: null, recipients: ["demos@example.org", "ana@example.org"] },
          { form: "contact", inquiryType: "sales", recipients: ["sales@example.org"] },
          { form: "contact", inquiryType: "support", recipients: ["help@example.org"] },
        ],
      }),
    );
    expect(summary).toBe(
      "Demo requests: sales@example.org → demos@example.org, ana@example.org; Contact messages, Support: the fallback → help@example.org",
    );
    expect(
      auditDetails(
        entry("routing changed", {
          before: [{ form: "contact", inquiryType: null, recipients: ["team@example.org"] }],
          after: [],
        }),
      ),
    ).toBe("Contact messages of any inquiry type: team@example.org → the fallback");
    expect(auditDetails(entry("routing changed", { before: [], after: [] }))).toBe("no change");
  });

  it("names the delivery settings' actions in plain words", () => {
    expect(auditAction("confirmations turned on")).toBe("Confirmations to visitors turned on");
    expect(auditAction("confirmations turned off")).toBe("Confirmations to visitors turned off");
    expect(auditAction("digest subscribed")).toBe("Subscribed to the daily digest");
    expect(auditAction("digest unsubscribed")).toBe("Unsubscribed from the daily digest");
    expect(auditAction("routing changed")).toBe("Routing changed");
    expect(auditAction("lead opened")).toBe("Lead opened");
    expect(auditAction("backup drill run")).toBe("Backup restore check run");
    expect(auditDetails(entry("backup drill run", { ok: true, leads: 12 }))).toBe(
      "passed: 12 leads restored and checked",
    );
    expect(auditDetails(entry("backup drill run", { ok: false }))).toBe("failed");
  });

  it("links the actions done to a lead", () => {
    expect(isLeadAction("marked not spam")).toBe(true);
    expect(isLeadAction("role changed")).toBe(false);
  });
});
