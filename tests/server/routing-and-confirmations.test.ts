/**
 * Each lead reaches the right desk (routing rules, LEADS_EMAIL_TO as the
 * fallback) and, when owners turn it on, the visitor gets one confirmation
 * in the page's language that never repeats what they typed; a real SMTP
 * receiver stands in for the mail server.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditLog } from "../../server/db/schema";
import { type Member, consoleRequest, consoleSettings, join } from "./support/console";
import {
  type IntakeApp,
  contactMessage,
  demoRequest,
  noRateLimit,
  startIntakeApp,
} from "./support/intake-app";
import { type ReceivedEmail, startSmtpServer, waitUntil } from "./support/receivers";

const TEAM_FALLBACK = "team@example.org";
let intake: IntakeApp;
let owner: Member;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let smtpDown = false;

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: () => smtpDown });
  intake = await startIntakeApp("embedded", {
    console: consoleSettings,
    intake: noRateLimit,
    delivery: {
      email: { smtpUrl: smtp.url, to: TEAM_FALLBACK, from: "website@brightway.example" },
      retryBaseS: 0.2,
      worker: true,
    },
  });
  owner = await join(intake.app, intake.database.db, "owner@example.org", "owner");
});
afterAll(async () => {
  await intake.close();
  await smtp.close();
});

const asOwner = (method: "GET" | "PUT", url: string, body?: unknown) =>
  consoleRequest(intake.app, { method, url, body, session: owner.session });

async function submit(url: string, body: Record<string, unknown>): Promise<string> {
  const answer = await intake.app.inject({ method: "POST", url, payload: body });
  expect(answer.statusCode).toBe(201);
  return answer.json().id;
}

/** The team's copy of a lead (its summary names the lead's id). */
async function teamEmail(id: string): Promise<ReceivedEmail> {
  await waitUntil(() => smtp.emails.some((email) => email.text.includes(id)));
  return smtp.emails.find((email) => email.text.includes(id)) as ReceivedEmail;
}

const sentTo = (address: string) => smtp.emails.filter((email) => email.to.includes(address));

describe("routing", () => {
  it("sends each kind of lead to its desk only, from the moment the rules change, audited", async () => {
    const before = await submit("/api/demo-requests", demoRequest({ name: "Before Rules" }));
    expect((await teamEmail(before)).to).toEqual([TEAM_FALLBACK]);

    const rules = [
      { form: "demo", inquiryType: null, recipients: ["sales@example.org", "demos@example.org"] },
      { form: "contact", inquiryType: "support", recipients: ["support-desk@example.org"] },
      { form: "contact", inquiryType: null, recipients: ["general@example.org"] },
    ];
    expect((await asOwner("PUT", "/api/admin/routing", { rules })).statusCode).toBe(204);
    expect((await asOwner("GET", "/api/admin/delivery-settings")).json().rules).toHaveLength(3);

    const demo = await submit("/api/demo-requests", demoRequest({ name: "Routed Demo" }));
    const support = await submit(
      "/api/contact-messages",
      contactMessage({ inquiryType: "support" }),
    );
    const sales = await submit("/api/contact-messages", contactMessage({ inquiryType: "sales" }));
    expect((await teamEmail(demo)).to).toEqual(["sales@example.org", "demos@example.org"]);
    expect((await teamEmail(support)).to).toEqual(["support-desk@example.org"]);
    expect((await teamEmail(sales)).to).toEqual(["general@example.org"]);

    const [change] = await intake.database.db
      .select({ details: auditLog.details, actor: auditLog.actor })
      .from(auditLog)
      .where(eq(auditLog.action, "routing changed"));
    expect(change).toEqual({ actor: "owner@example.org", details: { before: [], after: rules } });
  });

  it("refuses a rule that names no address or an inquiry type for demo requests", async () => {
    const bad = [
      [{ form: "demo", inquiryType: null, recipients: [] }],
      [{ form: "demo", inquiryType: "sales", recipients: ["a@example.org"] }],
      [{ form: "contact", inquiryType: null, recipients: ["not an address"] }],
    ];
    for (const rules of bad)
      expect((await asOwner("PUT", "/api/admin/routing", { rules })).statusCode).toBe(400);
  });
});

describe("confirmations", () => {
  const visitor = "lucia@example.org";
  const typed = "Necesito información urgente sobre Lucía y su escuela <b>hola</b>";

  beforeAll(async () => {
    expect((await asOwner("PUT", "/api/admin/confirmations", { on: true })).statusCode).toBe(204);
  });

  it("goes to the visitor in the page's language, saying what happens next, never repeating their words", async () => {
    await submit("/api/contact-messages", {
      ...contactMessage({ firstName: "Lucía", lastName: "Ortega", email: visitor, message: typed }),
      locale: "es-US",
      source: "/es/pricing",
    });
    await waitUntil(() => sentTo(visitor).length === 1);
    const [confirmation] = sentTo(visitor);
    const text = confirmation?.text ?? "";
    expect(text).toContain("Subject: Recibimos su mensaje (Brightway)");
    expect(text).toContain("Una persona de nuestro equipo le responderá en un plazo de 24 horas.");
    expect(text).toContain("Auto-Submitted: auto-generated");
    expect(text).toMatch(/Message-ID: <[0-9a-f-]{36}@brightway\.example>/i);
    for (const words of ["Lucía", "Lucia", "Ortega", "urgente", "hola", "<b>"])
      expect(text).not.toContain(words);
  });

  it("goes to an address at most once in 24 hours, and never to spam", async () => {
    await submit("/api/demo-requests", demoRequest({ email: visitor }));
    await submit(
      "/api/contact-messages",
      contactMessage({ email: "bot@example.org", website: "http://spam.example" }),
    );
    const english = await submit(
      "/api/contact-messages",
      contactMessage({ email: "grace.english@example.org" }),
    );
    await teamEmail(english);
    await waitUntil(() => sentTo("grace.english@example.org").length === 1);
    expect(sentTo("grace.english@example.org")[0]?.text).toContain(
      "Someone from our team will answer within 24 hours",
    );
    expect(sentTo(visitor)).toHaveLength(1);
    expect(sentTo("bot@example.org")).toEqual([]);
  });

  it("is retried while the mail server refuses, and arrives once", async () => {
    smtpDown = true;
    const address = "patient@example.org";
    await submit("/api/contact-messages", contactMessage({ email: address }));
    await waitUntil(() => smtp.refused() >= 3);
    smtpDown = false;
    await waitUntil(() => sentTo(address).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sentTo(address)).toHaveLength(1);
  });

  it("stops when owners turn it off", async () => {
    expect((await asOwner("PUT", "/api/admin/confirmations", { on: false })).statusCode).toBe(204);
    const id = await submit(
      "/api/contact-messages",
      contactMessage({ email: "quiet@example.org" }),
    );
    await teamEmail(id);
    expect(sentTo("quiet@example.org")).toEqual([]);
  });
});
