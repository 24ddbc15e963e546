import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { leads } from "../../server/db/schema";
import { deleteLeadsOlderThan, storeLead } from "../../server/leads/lead-repository";
import { engines } from "./support/databases";
import {
  ADMIN_TOKEN,
  type IntakeApp,
  adminHeaders,
  contactMessage,
  demoRequest,
  noRateLimit,
  startIntakeApp,
  webhookSecret,
} from "./support/intake-app";

/** RFC 4180 rows of a CSV answer (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      rows.at(-1)?.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      rows.at(-1)?.push(field);
      field = "";
      rows.push([]);
      index += 1;
    } else field += char;
  }
  return rows.filter((row) => row.length > 0);
}

describe.each(engines)("exports and erasure on the %s engine", (engine) => {
  let intake: IntakeApp;
  beforeAll(async () => {
    intake = await startIntakeApp(engine, {
      adminToken: ADMIN_TOKEN,
      intake: noRateLimit,
      // A receiver that never answers: every lead keeps a pending delivery.
      delivery: {
        webhook: { url: "http://127.0.0.1:9/hooks", secret: webhookSecret },
        retryBaseS: 3600,
        worker: true,
      },
    });
  });
  afterAll(() => intake.close());

  const post = (url: string, payload: object) =>
    intake.app.inject({ method: "POST", url, payload });
  const get = (url: string, headers: Record<string, string> = adminHeaders) =>
    intake.app.inject({ url, headers });

  it("is closed without the token: 401 with WWW-Authenticate", async () => {
    for (const authorization of ["", "Bearer wrong-token-0123456789", `Basic ${ADMIN_TOKEN}`]) {
      const response = await get("/api/admin/leads", authorization ? { authorization } : {});
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer/);
    }
  });

  it("exports JSON: each lead's fields under their own names, and each channel's delivery state", async () => {
    const { id } = (await post("/api/demo-requests", demoRequest({ name: "Export Me" }))).json();
    const response = await get("/api/admin/leads?format=json&type=demo");
    expect(response.headers["content-type"]).toBe("application/json");
    expect(Number(response.headers["x-deliveries-pending"])).toBeGreaterThan(0);
    const lead = (response.json() as Record<string, unknown>[]).find((row) => row.id === id);
    expect(lead).toEqual({
      id,
      type: "demo",
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      locale: "en-US",
      spam: false,
      name: "Export Me",
      email: "ada@example.org",
      phone: "(512) 555-0100",
      demoDate: demoRequest().demoDate,
      source: null,
      deliveries: { webhook: "pending" },
    });
  });

  it("exports CSV: a header row, the same columns, formula cells defused", async () => {
    const formulas = ['=HYPERLINK("http://evil.example")', "+1+1", "-2+3", "@SUM(A1)"];
    for (const [index, cell] of formulas.entries()) {
      await post(
        "/api/contact-messages",
        contactMessage({ firstName: `Formula${index}`, lastName: cell, message: cell }),
      );
    }
    // The forms trim what is typed, so a leading tab or carriage return can only come from elsewhere.
    for (const [index, cell] of ["\tcmd", "\rcmd"].entries()) {
      const name = `Formula${formulas.length}`;
      formulas.push(cell);
      await storeLead(
        intake.database.db,
        {
          type: "contact",
          locale: "en-US",
          fields: { firstName: name, lastName: cell, email: "x@example.org", message: cell },
          email: "x@example.org",
          requestHash: `formula-${index}`,
        },
        { channels: ["webhook"], fallbackRecipients: [] },
      );
    }
    const response = await get("/api/admin/leads?format=csv&type=contact");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const [header = [], ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      "id",
      "type",
      "receivedAt",
      "locale",
      "spam",
      "name",
      "firstName",
      "lastName",
      "email",
      "phone",
      "demoDate",
      "inquiryType",
      "message",
      "sourcePage",
      "utmSource",
      "utmMedium",
      "utmCampaign",
      "emailDelivery",
      "webhookDelivery",
      "confirmationDelivery",
    ]);
    for (const [index, cell] of formulas.entries()) {
      const row = rows.find((fields) => fields[header.indexOf("firstName")] === `Formula${index}`);
      expect(row?.[header.indexOf("lastName")]).toBe(`'${cell}`);
      expect(row?.[header.indexOf("message")]).toBe(`'${cell}`);
      expect(row?.[header.indexOf("webhookDelivery")]).toBe("pending");
    }
  });

  it("filters by type and by date", async () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await get(`/api/admin/leads?since=${future}`)).json()).toEqual([]);
    const demos = (await get("/api/admin/leads?type=demo")).json() as { type: string }[];
    expect(demos.length).toBeGreaterThan(0);
    expect(demos.every((lead) => lead.type === "demo")).toBe(true);
    expect((await get("/api/admin/leads?since=yesterday")).statusCode).toBe(400);
    expect((await get("/api/admin/leads?format=xlsx")).statusCode).toBe(400);
  });

  it("reads every lead exactly once, in batches, even when many share a timestamp", async () => {
    const { db } = intake.database;
    for (let index = 0; index < 1200; index += 1) {
      await storeLead(
        db,
        {
          type: "contact",
          locale: "en-US",
          fields: { email: `batch${index}@example.org`, message: "Batch" },
          email: `batch${index}@example.org`,
          requestHash: String(index),
        },
        { channels: [], fallbackRecipients: [] },
      );
    }
    // One moment for them all, and a recent one: the retention test below must not see them.
    await db.update(leads).set({ receivedAt: sql`date_trunc('hour', now())` });
    const exported = (await get("/api/admin/leads?type=contact")).json() as { id: string }[];
    const ids = exported.map((lead) => lead.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(1200);
  });

  it("erases one person's leads and their deliveries by email address", async () => {
    await post("/api/demo-requests", demoRequest({ email: "Erase.Me@Example.org" }));
    await post("/api/contact-messages", contactMessage({ email: "erase.me@example.org" }));
    const erased = await intake.app.inject({
      method: "DELETE",
      url: "/api/admin/leads?email=erase.me@example.org",
      headers: adminHeaders,
    });
    expect(erased.json()).toEqual({ erased: { leads: 2, deliveries: 2 } });
    const remaining = (await get("/api/admin/leads")).json() as { email: string }[];
    expect(remaining.some((lead) => lead.email.toLowerCase() === "erase.me@example.org")).toBe(
      false,
    );
  });

  it("deletes leads older than the retention period", async () => {
    const { id } = (await post("/api/demo-requests", demoRequest({ name: "Old Lead" }))).json();
    const { db } = intake.database;
    await db
      .update(leads)
      .set({ receivedAt: sql`now() - interval '731 days'` })
      .where(sql`${leads.id} = ${id}`);
    expect(await deleteLeadsOlderThan(db, 730)).toBe(1);
    const remaining = (await get("/api/admin/leads")).json() as { id: string }[];
    expect(remaining.some((lead) => lead.id === id)).toBe(false);
  });
});

describe("without ADMIN_TOKEN", () => {
  it("the export does not exist: 404", async () => {
    const intake = await startIntakeApp("embedded");
    try {
      const response = await intake.app.inject({ url: "/api/admin/leads", headers: adminHeaders });
      expect(response.statusCode).toBe(404);
    } finally {
      await intake.close();
    }
  });
});
