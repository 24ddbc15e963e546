/**
 * Handling leads in the console: the inbox's filters, search, counts and
 * pages; one lead with its delivery attempts and notes; spam decisions,
 * retries, exports and erasure, each in the audit log.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditLog, deliveries, leadNotes, leads } from "../../server/db/schema";
import { type Member, consoleRequest, consoleSettings, join } from "./support/console";
import {
  type IntakeApp,
  contactMessage,
  demoRequest,
  noRateLimit,
  startIntakeApp,
  webhookSecret,
} from "./support/intake-app";
import { startWebhookReceiver, waitUntil } from "./support/receivers";

let intake: IntakeApp;
let owner: Member;
let viewer: Member;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
/** The receiver fails while this is set. */
let receiverDown = true;

beforeAll(async () => {
  receiver = await startWebhookReceiver(() => (receiverDown ? 503 : 204));
  intake = await startIntakeApp("embedded", {
    console: consoleSettings,
    intake: noRateLimit,
    delivery: {
      webhook: { url: receiver.url, secret: webhookSecret },
      retryBaseS: 3600,
      worker: true,
    },
  });
  owner = await join(intake.app, intake.database.db, "owner@example.org", "owner");
  viewer = await join(intake.app, intake.database.db, "viewer@example.org", "viewer");
});
afterAll(async () => {
  await intake.close();
  await receiver.close();
});

async function submit(url: string, body: Record<string, unknown>): Promise<string> {
  const answer = await intake.app.inject({ method: "POST", url, payload: body });
  expect(answer.statusCode).toBe(201);
  return answer.json().id;
}

const asOwner = (url: string, method: "GET" | "POST" = "GET", body?: unknown) =>
  consoleRequest(intake.app, { url, method, body, session: owner.session });

/** A note added from the lead's page, by the viewer unless another session is given. */
const addNote = (leadId: string, text: string, session = viewer.session) =>
  consoleRequest(intake.app, {
    method: "POST",
    url: `/api/admin/leads/${leadId}/notes`,
    session,
    body: { body: text },
  });

interface InboxRow {
  id: string;
  name: string;
  unread: boolean;
  status: string;
  delivery: string | null;
  spamReason: string | null;
  sourcePath: string | null;
}

async function inbox(query: string) {
  const answer = await consoleRequest(intake.app, {
    url: `/api/admin/inbox?${query}`,
    session: viewer.session,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    leads: InboxRow[];
    nextCursor?: string;
    counts: Record<string, number>;
  };
}

describe("the inbox", () => {
  let spanish: string;
  let honeypot: string;

  beforeAll(async () => {
    spanish = await submit(
      "/api/contact-messages",
      contactMessage({
        firstName: "María",
        lastName: "Núñez",
        email: "maria@example.org",
        inquiryType: "support",
        message: "Necesito información sobre la tutoría.",
        locale: "es-US",
        source: "/es/pricing?utm_campaign=otono",
      }),
    );
    await submit(
      "/api/demo-requests",
      demoRequest({ name: "Ada Lovelace", email: "ada@example.org" }),
    );
    honeypot = await submit(
      "/api/contact-messages",
      contactMessage({ firstName: "Bot", website: "http://spam.example" }),
    );
  });

  it("finds a Spanish message with or without its accents, by name, email or message", async () => {
    for (const q of ["informacion", "INFORMACIÓN", "maria nunez", "maria@example", "Núñez"]) {
      expect(
        (await inbox(`q=${encodeURIComponent(q)}`)).leads.map((lead) => lead.id),
        q,
      ).toEqual([spanish]);
    }
    expect((await inbox("q=%25")).leads).toEqual([]);
  });

  it("filters by type, inquiry, language and status, with counts for each choice", async () => {
    const contacts = await inbox("type=contact&language=es-US&inquiry=support");
    expect(contacts.leads.map((lead) => lead.name)).toEqual(["María Núñez"]);
    expect(contacts.counts).toMatchObject({
      total: 1,
      new: 1,
      handled: 0,
      contact: 1,
      demo: 0,
      spam: 1,
    });
    expect((await inbox("type=demo")).leads.map((lead) => lead.name)).toEqual(["Ada Lovelace"]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await inbox(`from=${today}&to=${today}`)).counts.total).toBe(2);
    expect((await inbox("from=2000-01-01&to=2000-01-02")).leads).toEqual([]);
  });

  it("shows the page each lead was sent from, or none when it is not known", async () => {
    const rows = (await inbox("")).leads.map((lead) => [lead.name, lead.sourcePath]);
    expect(rows).toEqual([
      ["Ada Lovelace", null],
      ["María Núñez", "/es/pricing"],
    ]);
  });

  it("keeps spam in its own folder, with the reason", async () => {
    const spam = await inbox("spam=only");
    expect(spam.leads.map((lead) => [lead.id, lead.spamReason])).toEqual([[honeypot, "honeypot"]]);
    expect(spam.leads[0]?.delivery, "never delivered").toBeNull();
    expect((await inbox("")).leads.map((lead) => lead.id)).not.toContain(honeypot);
  });

  it("pages newest first by cursor, every lead once", async () => {
    for (let index = 0; index < 60; index += 1) {
      await submit(
        "/api/demo-requests",
        demoRequest({ name: `Parent ${index}`, email: `parent${index}@example.org` }),
      );
    }
    const first = await inbox("type=demo");
    expect(first.leads).toHaveLength(50);
    expect(first.leads[0]?.name).toBe("Parent 59");
    const second = await inbox(`type=demo&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeUndefined();
    const ids = [...first.leads, ...second.leads].map((lead) => lead.id);
    expect(new Set(ids).size).toBe(61);
    expect(
      (
        await consoleRequest(intake.app, {
          url: "/api/admin/inbox?cursor=garbage",
          session: viewer.session,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("one lead", () => {
  it("opens (read for everyone after), takes notes and a status, all audited", async () => {
    const id = await submit(
      "/api/contact-messages",
      contactMessage({ firstName: "Grace", email: "grace@example.org" }),
    );
    expect((await inbox("q=grace")).leads[0]?.unread).toBe(true);
    const opened = await consoleRequest(intake.app, {
      url: `/api/admin/leads/${id}`,
      session: viewer.session,
    });
    expect(opened.json()).toMatchObject({
      id,
      fields: { firstName: "Grace" },
      status: "new",
      notes: [],
    });
    expect((await inbox("q=grace")).leads[0]?.unread).toBe(false);

    const note = await addNote(id, "Called back; wants a demo in March.");
    expect(note.statusCode).toBe(201);
    await consoleRequest(intake.app, {
      method: "POST",
      url: `/api/admin/leads/${id}/status`,
      session: viewer.session,
      body: { status: "handled" },
    });
    const after = (await asOwner(`/api/admin/leads/${id}`)).json();
    expect(after.status).toBe("handled");
    expect(after.notes).toEqual([
      expect.objectContaining({
        author: "viewer@example.org",
        body: "Called back; wants a demo in March.",
      }),
    ]);
    const actions = await intake.database.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(eq(auditLog.subject, id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: "lead opened", actor: "viewer@example.org" },
        { action: "note added", actor: "viewer@example.org" },
        { action: "status changed", actor: "viewer@example.org" },
        { action: "lead opened", actor: "owner@example.org" },
      ]),
    );
  });

  it("a change to a lead that is not there (erased, or never sent) answers 404 and is not audited", async () => {
    const missing = "00000000-0000-1000-8000-000000000000";
    const answers = [
      await addNote(missing, "Called back."),
      await asOwner(`/api/admin/leads/${missing}/status`, "POST", { status: "handled" }),
      await asOwner(`/api/admin/leads/${missing}/spam`, "POST", { spam: true }),
      await asOwner(`/api/admin/leads/${missing}/spam`, "POST", { spam: false }),
      await asOwner(`/api/admin/leads/${missing}/retry`, "POST"),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const audited = await intake.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, missing));
    expect(audited).toEqual([]);
  });

  it("shows each delivery attempt; Retry delivery now delivers it when the receiver is back", async () => {
    const id = await submit(
      "/api/demo-requests",
      demoRequest({ name: "Retry Me", email: "retry@example.org" }),
    );
    await waitUntil(
      async () =>
        (await asOwner(`/api/admin/leads/${id}`)).json().deliveries[0]?.attempts.length === 1,
    );
    const failing = (await asOwner(`/api/admin/leads/${id}`)).json().deliveries[0];
    expect(failing).toMatchObject({ channel: "webhook", status: "pending", lastError: "HTTP 503" });
    expect(failing.attempts[0]).toMatchObject({ delivered: false, detail: "HTTP 503" });
    expect((await inbox("q=retry@example")).leads[0]?.delivery).toBe("pending");
    await intake.database.db
      .update(deliveries)
      .set({ status: "failed" })
      .where(eq(deliveries.leadId, id));
    expect((await inbox("q=retry@example")).leads[0]?.delivery).toBe("failed");

    receiverDown = false;
    const retried = await asOwner(`/api/admin/leads/${id}/retry`, "POST");
    expect(retried.json()).toEqual({ retried: 1 });
    await waitUntil(
      async () =>
        (await asOwner(`/api/admin/leads/${id}`)).json().deliveries[0]?.status === "delivered",
    );
    expect((await inbox("q=retry@example")).leads[0]?.delivery).toBe("delivered");
    const attempts = (await asOwner(`/api/admin/leads/${id}`)).json().deliveries[0].attempts;
    expect(attempts.map((attempt: { delivered: boolean }) => attempt.delivered)).toEqual([
      false,
      true,
    ]);
  });

  it("marked not spam, is delivered like a new lead; marked spam, is taken out of the inbox", async () => {
    receiverDown = false;
    const id = await submit(
      "/api/contact-messages",
      contactMessage({ firstName: "Real", email: "real.person@example.org", website: "x" }),
    );
    const before = receiver.received.length;
    expect((await asOwner(`/api/admin/leads/${id}/spam`, "POST", { spam: false })).statusCode).toBe(
      204,
    );
    await waitUntil(() => receiver.received.slice(before).some((hook) => hook.body.includes(id)));
    expect((await inbox("q=real.person")).leads.map((lead) => lead.id)).toEqual([id]);

    expect((await asOwner(`/api/admin/leads/${id}/spam`, "POST", { spam: true })).statusCode).toBe(
      204,
    );
    expect((await inbox("spam=only&q=real.person")).leads[0]).toMatchObject({
      id,
      spamReason: "marked",
    });
  });
});

describe("owners' tools", () => {
  it("export the current filter with the API's columns and formula guard, audited with its row count", async () => {
    await submit(
      "/api/contact-messages",
      contactMessage({ firstName: "=HYPERLINK(1)", email: "formula@example.org" }),
    );
    const csv = await asOwner("/api/admin/export?format=csv&q=formula");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(
      /attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, row, extra] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(
      "id,type,receivedAt,locale,spam,name,firstName,lastName,email,phone,demoDate,inquiryType,message,sourcePage,utmSource,utmMedium,utmCampaign,emailDelivery,webhookDelivery,confirmationDelivery",
    );
    expect(row).toContain("'=HYPERLINK(1)");
    expect(extra).toBeUndefined();
    const [entry] = await intake.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, "exported"));
    expect(entry?.details).toMatchObject({ format: "csv", rows: 1, filter: { q: "formula" } });
  });

  it("erase a person after a preview and the address typed twice; the audit keeps no address", async () => {
    const address = "erase.me@example.org";
    const id = await submit("/api/contact-messages", contactMessage({ email: address }));
    await addNote(id, "Asked to be forgotten.", owner.session);
    expect(
      (await asOwner("/api/admin/erasure/preview", "POST", { email: address })).json(),
    ).toEqual({ leads: 1 });
    const mismatch = await asOwner("/api/admin/erasure", "POST", {
      email: address,
      confirmation: "other@example.org",
    });
    expect(mismatch.statusCode).toBe(422);
    const erased = await asOwner("/api/admin/erasure", "POST", {
      email: address,
      confirmation: address.toUpperCase(),
    });
    expect(erased.json()).toEqual({ erased: { leads: 1, deliveries: 1 } });

    const { db } = intake.database;
    expect(await db.$count(leads, eq(leads.id, id))).toBe(0);
    expect(await db.$count(deliveries, eq(deliveries.leadId, id))).toBe(0);
    expect(await db.$count(leadNotes, eq(leadNotes.leadId, id))).toBe(0);
    const log = JSON.stringify(await db.select().from(auditLog));
    expect(log).not.toContain(address);
    expect(log).toContain('"action":"erased"');
  });
});
