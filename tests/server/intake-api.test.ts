import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as spanish from "~/content/es/forms";

import { engines } from "./support/databases";
import {
  ADMIN_TOKEN,
  type IntakeApp,
  adminHeaders,
  contactMessage,
  demoRequest,
  noRateLimit,
  startIntakeApp,
} from "./support/intake-app";

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe.each(engines)("the intake API on the %s engine", (engine) => {
  let intake: IntakeApp;
  beforeAll(async () => {
    intake = await startIntakeApp(engine, {
      adminToken: ADMIN_TOKEN,
      intake: noRateLimit,
    });
  });
  afterAll(() => intake.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    intake.app.inject({ method: "POST", url, payload: payload as object, headers });

  async function exported(query = "") {
    const response = await intake.app.inject({
      url: `/api/admin/leads?format=json${query}`,
      headers: adminHeaders,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>[];
  }

  describe("a demo request", () => {
    it("answers 201 with the lead's id and time once it is stored", async () => {
      const response = await post("/api/demo-requests", demoRequest({ name: "Ada Stored" }));
      expect(response.statusCode).toBe(201);
      const { id, receivedAt } = response.json() as { id: string; receivedAt: string };
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.now() - new Date(receivedAt).getTime()).toBeLessThan(60_000);
      const stored = (await exported()).find((lead) => lead.id === id);
      expect(stored).toMatchObject({ type: "demo", name: "Ada Stored", locale: "en-US" });
    });

    it("keeps only the fields of the form, trimmed", async () => {
      const response = await post(
        "/api/demo-requests",
        demoRequest({ name: "  Ada Trimmed  ", role: "admin", isAdmin: true, __proto__: { x: 1 } }),
      );
      expect(response.statusCode).toBe(201);
      const stored = (await exported()).find((lead) => lead.id === response.json().id);
      expect(stored?.name).toBe("Ada Trimmed");
      expect(stored).not.toHaveProperty("role");
      expect(stored).not.toHaveProperty("isAdmin");
    });

    it.each([
      [{ name: "" }, "name", "Enter your full name."],
      [{ name: 42 }, "name", "Enter your full name."],
      [{ name: "a".repeat(101) }, "name", "Use at most 100 characters."],
      [{ email: "ada@example" }, "email", "Enter an email address like name@example.com."],
      [{ email: ["ada@example.org"] }, "email", "Enter your email address."],
      [{ phone: "555-01" }, "phone", "Enter a phone number with at least 7 digits"],
      [{ phone: "call me maybe" }, "phone", "Enter a phone number with at least 7 digits"],
      [{ demoDate: "" }, "demoDate", "Choose a date for your demo."],
      [{ demoDate: "next Tuesday" }, "demoDate", "Choose a date from the calendar."],
      [{ demoDate: "2027-02-30" }, "demoDate", "Choose a date from the calendar."],
      [{ demoDate: isoDay(-2) }, "demoDate", "Choose today or a later date."],
      [{ demoDate: isoDay(2 * 366 + 2) }, "demoDate", "Choose a date within the next two years."],
    ])("answers 422 for %j with the field's message", async (change, field, message) => {
      const response = await post("/api/demo-requests", demoRequest(change));
      expect(response.statusCode).toBe(422);
      const { errors } = response.json() as { errors: Record<string, string> };
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]).toContain(message);
    });

    it("answers in the submission's language", async () => {
      const response = await post(
        "/api/demo-requests",
        demoRequest({ email: "ana@", demoDate: "", locale: "es-US" }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        email: spanish.demoRequestMessages.email.invalid,
        demoDate: spanish.demoRequestMessages.demoDate.required,
      });
      const unknown = await post(
        "/api/demo-requests",
        demoRequest({ email: "ana@", locale: "fr" }),
      );
      expect(unknown.json().errors.email).toBe("Enter an email address like name@example.com.");
    });

    it("stores the language a request was made in", async () => {
      const response = await post(
        "/api/demo-requests",
        demoRequest({ name: "Ana Española", locale: "es-US" }),
      );
      expect(response.statusCode).toBe(201);
      const stored = (await exported()).find((lead) => lead.id === response.json().id);
      expect(stored).toMatchObject({ name: "Ana Española", locale: "es-US" });
    });

    it("accepts yesterday, for visitors whose day is behind the server's", async () => {
      expect(
        (await post("/api/demo-requests", demoRequest({ demoDate: isoDay(-1) }))).statusCode,
      ).toBe(201);
    });

    it("lists every invalid field at once", async () => {
      const response = await post("/api/demo-requests", {});
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual([
        "demoDate",
        "email",
        "name",
        "phone",
      ]);
    });
  });

  describe("hostile and malformed requests", () => {
    it.each([
      ["text/plain", "name=Ada"],
      ["application/xml", "<lead/>"],
      ["application/x-www-form-urlencoded", "name=Ada"],
    ])("a demo request sent as %s answers 415", async (contentType, payload) => {
      const response = await post("/api/demo-requests", payload, { "content-type": contentType });
      expect(response.statusCode).toBe(415);
    });

    it("a body above 16 KB answers 413", async () => {
      const response = await post("/api/demo-requests", demoRequest({ name: "a".repeat(17_000) }));
      expect(response.statusCode).toBe(413);
    });

    it.each([
      ["malformed JSON", '{"name": "Ada",'],
      ["a JSON array", "[1, 2, 3]"],
      ["a JSON string", '"Ada"'],
      ["null", "null"],
      ["deeply nested arrays", `${"[".repeat(5000)}${"]".repeat(5000)}`],
    ])("%s answers 400", async (_label, payload) => {
      const response = await post("/api/demo-requests", payload, {
        "content-type": "application/json",
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain("Ada");
    });

    it("deeply nested values in a field answer 422", async () => {
      const nested = JSON.parse(`${"[".repeat(3000)}"x"${"]".repeat(3000)}`) as unknown;
      const response = await post("/api/demo-requests", demoRequest({ name: nested }));
      expect(response.statusCode).toBe(422);
    });

    it("a prototype-polluting body is refused", async () => {
      const response = await post(
        "/api/demo-requests",
        '{"name":"Ada","__proto__":{"polluted":true}}',
        { "content-type": "application/json" },
      );
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it("markup and script in every field are stored and exported as the text that was typed", async () => {
      const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
      const response = await post(
        "/api/contact-messages",
        contactMessage({ firstName: hostile, lastName: "Zoë 李 👩🏽‍🏫", message: hostile }),
      );
      expect(response.statusCode).toBe(201);
      const stored = (await exported()).find((lead) => lead.id === response.json().id);
      expect(stored).toMatchObject({ firstName: hostile, lastName: "Zoë 李 👩🏽‍🏫", message: hostile });
      const csv = await intake.app.inject({
        url: "/api/admin/leads?format=csv&type=contact",
        headers: adminHeaders,
      });
      expect(csv.body).toContain(`"<script>alert(""x"")</script><img src=x onerror=alert(1)>"`);
    });
  });

  describe("the Idempotency-Key", () => {
    it("replays the first answer for the same key and body, storing one lead", async () => {
      const key = crypto.randomUUID();
      const body = demoRequest({ name: "Ada Retry" });
      const first = await post("/api/demo-requests", body, { "idempotency-key": key });
      const again = await post("/api/demo-requests", body, { "idempotency-key": key });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect((await exported()).filter((lead) => lead.name === "Ada Retry")).toHaveLength(1);
    });

    it("refuses the same key with a different body", async () => {
      const key = crypto.randomUUID();
      await post("/api/demo-requests", demoRequest({ name: "Ada One" }), {
        "idempotency-key": key,
      });
      const other = await post("/api/demo-requests", demoRequest({ name: "Ada Two" }), {
        "idempotency-key": key,
      });
      expect(other.statusCode).toBe(422);
      expect(other.json().errors).toHaveProperty("idempotencyKey");
      expect((await exported()).filter((lead) => lead.name === "Ada Two")).toHaveLength(0);
    });

    it("refuses a key that is not printable text", async () => {
      const response = await post("/api/demo-requests", demoRequest(), {
        "idempotency-key": "a".repeat(201),
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe("the contact form without JavaScript", () => {
    const form = (fields: Record<string, string>) =>
      post("/api/contact-messages", new URLSearchParams(fields).toString(), {
        "content-type": "application/x-www-form-urlencoded",
      });

    it("is stored and answered with a 303 to the confirmation page", async () => {
      const response = await form({ ...contactMessage({ firstName: "Plain Form" }) });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/contact/sent");
      expect((await exported()).some((lead) => lead.firstName === "Plain Form")).toBe(true);
    });

    it("sends invalid input to the page that says what to fix, storing nothing", async () => {
      const response = await form({
        ...contactMessage({ firstName: "Not Stored", email: "nope" }),
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/contact/not-sent");
      expect((await exported()).some((lead) => lead.firstName === "Not Stored")).toBe(false);
    });

    it("leads a Spanish form to the Spanish pages", async () => {
      const sent = await form({
        ...contactMessage({ firstName: "Forma Simple" }),
        locale: "es-US",
      });
      expect(sent.headers.location).toBe("/es/contact/sent");
      const notSent = await form({ ...contactMessage({ email: "no" }), locale: "es-US" });
      expect(notSent.headers.location).toBe("/es/contact/not-sent");
    });
  });

  describe("origins", () => {
    it("refuses a POST from another site's page", async () => {
      const response = await post("/api/demo-requests", demoRequest(), {
        origin: "https://evil.example",
      });
      expect(response.statusCode).toBe(403);
    });

    it("accepts its own pages, wherever the site is served", async () => {
      for (const origin of ["http://localhost:80", "https://brightway.example"]) {
        const response = await post("/api/demo-requests", demoRequest(), {
          origin,
          host: "localhost:80",
        });
        expect(response.statusCode, origin).toBe(201);
      }
    });

    it("accepts requests without an Origin (server to server)", async () => {
      expect((await post("/api/demo-requests", demoRequest())).statusCode).toBe(201);
    });
  });

  describe("the honeypot", () => {
    it("answers like any other, stores the lead flagged, and leaves it out of exports", async () => {
      const response = await post(
        "/api/demo-requests",
        demoRequest({ name: "Spam Bot", website: "https://spam.example" }),
      );
      expect(response.statusCode).toBe(201);
      expect((await exported()).some((lead) => lead.name === "Spam Bot")).toBe(false);
      const withSpam = await exported("&include=spam");
      expect(withSpam.find((lead) => lead.name === "Spam Bot")).toMatchObject({ spam: true });
    });
  });

  describe("health", () => {
    it("answers 200 with states only while the database answers; the figures need the API token", async () => {
      const response = await intake.app.inject("/api/health");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok", deliveries: "ok" });
      expect((await intake.app.inject("/api/admin/health")).statusCode).toBe(401);
      const figures = await intake.app.inject({ url: "/api/admin/health", headers: adminHeaders });
      expect(figures.json()).toEqual({ deliveries: { pending: 0, failed: 0 } });
    });
  });
});
