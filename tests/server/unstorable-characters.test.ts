/**
 * Text PostgreSQL or UTF-8 cannot hold (NUL, lone surrogates) and other
 * control characters, sent where a visitor or an owner can send text: the
 * lead is stored as the rule in app/lib/forms/storable-text.ts says, or
 * refused with a 4xx that says why; nothing answers 500.
 */
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contactMessageMessages, demoRequestMessages } from "~/content/en/forms";

import { type Member, consoleRequest, consoleSettings, join } from "./support/console";
import {
  ADMIN_TOKEN,
  type IntakeApp,
  adminHeaders,
  contactMessage,
  demoRequest,
  noRateLimit,
  startIntakeApp,
} from "./support/intake-app";
import { rawRequest } from "./support/raw-http";

let intake: IntakeApp;
let owner: Member;
let port: number;

beforeAll(async () => {
  intake = await startIntakeApp("embedded", {
    adminToken: ADMIN_TOKEN,
    console: consoleSettings,
    intake: noRateLimit,
  });
  owner = await join(intake.app, intake.database.db, "owner@example.org", "owner");
  await intake.app.listen({ host: "127.0.0.1", port: 0 });
  port = (intake.app.server.address() as AddressInfo).port;
});
afterAll(() => intake.close());

const postJson = (url: string, payload: object, headers: Record<string, string> = {}) =>
  intake.app.inject({ method: "POST", url, payload, headers });

async function exported(id: string): Promise<Record<string, unknown> | undefined> {
  const answer = await intake.app.inject({
    url: "/api/admin/leads?format=json",
    headers: adminHeaders,
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as Record<string, unknown>[]).find((row) => row.id === id);
}

async function storedAs(url: string, payload: object) {
  const answer = await postJson(url, payload);
  expect(answer.statusCode).toBe(201);
  return exported(answer.json().id);
}

describe("the issue's requests", () => {
  it("a contact message with a NUL is stored without it", async () => {
    const lead = await storedAs(
      "/api/contact-messages",
      contactMessage({ message: "Pasted\u0000 from a PDF" }),
    );
    expect(lead?.message).toBe("Pasted from a PDF");
  });

  it("a demo request with a NUL in the name is stored without it", async () => {
    const lead = await storedAs("/api/demo-requests", demoRequest({ name: "A\u0000B" }));
    expect(lead?.name).toBe("AB");
  });

  it("a contact message with a lone surrogate is stored with U+FFFD in its place", async () => {
    const lead = await storedAs(
      "/api/contact-messages",
      contactMessage({ message: "half \ud800 an emoji, a whole one 😀" }),
    );
    expect(lead?.message).toBe("half \uFFFD an emoji, a whole one 😀");
  });

  it("the contact form without JavaScript, message=hi%00there, is sent and stored as hithere", async () => {
    const answer = await intake.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=plain%40example.org&inquiryType=general&message=hi%00there&locale=en-US",
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe("/contact/sent");
    const listed = await intake.app.inject({
      url: "/api/admin/leads?format=json&type=contact",
      headers: adminHeaders,
    });
    const rows = listed.json() as Record<string, unknown>[];
    expect(rows.find((row) => row.email === "plain@example.org")?.message).toBe("hithere");
  });

  it("console search with a NUL answers 200 and searches for the text around it", async () => {
    await storedAs("/api/contact-messages", contactMessage({ message: "Searchable\u0000Needle" }));
    const answer = await consoleRequest(intake.app, {
      url: "/api/admin/inbox?q=Searchable%00Needle",
      session: owner.session,
    });
    expect(answer.statusCode).toBe(200);
    const { leads } = answer.json() as { leads: { id: string }[] };
    expect(leads).toHaveLength(1);
  });
});

describe("the rule at the edges", () => {
  it("a field left empty by the rule gets its usual message", async () => {
    const answer = await postJson(
      "/api/contact-messages",
      contactMessage({ message: "\u0000\u0001 \u0000" }),
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({ message: contactMessageMessages.message.required });
  });

  it("a demo date with a NUL inside is read without it; one with a surrogate is refused as a date", async () => {
    const { demoDate } = demoRequest();
    const clean = await storedAs(
      "/api/demo-requests",
      demoRequest({ demoDate: `${demoDate}\u0000` }),
    );
    expect(clean?.demoDate).toBe(demoDate);
    const refused = await postJson(
      "/api/demo-requests",
      demoRequest({ demoDate: `${demoDate}\udfff` }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ demoDate: demoRequestMessages.demoDate.invalid });
  });

  it("keeps tabs, line breaks and bidirectional marks; turns a vertical tab into a line break", async () => {
    const lead = await storedAs(
      "/api/contact-messages",
      contactMessage({ message: "one\ttwo\r\nthree\vfour \u202Bשלום\u202C \u0007bell" }),
    );
    expect(lead?.message).toBe("one\ttwo\r\nthree\nfour \u202Bשלום\u202C bell");
  });

  it("the same submission with and without a NUL is one lead under one Idempotency-Key", async () => {
    const key = "5b0c4a4e-4c1f-4f7e-9d55-3f3f1b4c0a01";
    const first = await postJson(
      "/api/contact-messages",
      contactMessage({ message: "retry me\u0000" }),
      { "idempotency-key": key },
    );
    const again = await postJson("/api/contact-messages", contactMessage({ message: "retry me" }), {
      "idempotency-key": key,
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });
});

describe("headers and paths with odd bytes", () => {
  const post = (headers: string) => {
    const body = JSON.stringify(contactMessage());
    return `POST /api/contact-messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${headers}\r\n${body}`;
  };

  it.each([
    ["a NUL", "key\u0000one"],
    ["a control character", "key\u0001one"],
    ["Latin-1 bytes", "cl\u00e9"],
    ["a space", "two words"],
  ])("an Idempotency-Key with %s answers 400", async (_label, key) => {
    const answer = await rawRequest(port, [post(`Idempotency-Key: ${key}\r\n`)]);
    expect(answer.status).toBe(400);
  });

  it.each([
    ["a NUL", "/api/admin/leads/%00"],
    ["a lone surrogate", "/api/admin/leads/%ED%A0%80"],
  ])("a lead's path that is only %s answers 400", async (_label, url) => {
    const answer = await consoleRequest(intake.app, { url, session: owner.session });
    expect(answer.statusCode).toBe(400);
  });

  it("a lead's path with a NUL after its id is read without it", async () => {
    const { id } = (await postJson("/api/contact-messages", contactMessage())).json();
    const answer = await consoleRequest(intake.app, {
      url: `/api/admin/leads/${id}%00`,
      session: owner.session,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().id).toBe(id);
  });

  it("the machines' export and erasure clean their query parameters", async () => {
    const exportAnswer = await intake.app.inject({
      url: "/api/admin/leads?format=json&since=2026-01-01%00",
      headers: adminHeaders,
    });
    expect(exportAnswer.statusCode).toBe(200);
    const erasure = await intake.app.inject({
      method: "DELETE",
      url: "/api/admin/leads?email=nobody%00@example.org",
      headers: adminHeaders,
    });
    expect(erasure.statusCode).toBe(200);
    expect(erasure.json()).toMatchObject({ erased: { leads: 0 } });
  });
});

describe("the console's own text", () => {
  it("a note with a NUL and a lone surrogate is stored by the rule", async () => {
    const { id } = (await postJson("/api/contact-messages", contactMessage())).json();
    const added = await consoleRequest(intake.app, {
      method: "POST",
      url: `/api/admin/leads/${id}/notes`,
      session: owner.session,
      body: { body: "Called\u0000 back \udc00" },
    });
    expect(added.statusCode).toBe(201);
    const lead = await consoleRequest(intake.app, {
      url: `/api/admin/leads/${id}`,
      session: owner.session,
    });
    const notes = lead.json().notes as { body: string }[];
    expect(notes.map((note) => note.body)).toEqual(["Called back \uFFFD"]);
  });

  it("an invitation's address is read without a NUL", async () => {
    const answer = await consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/people/invitations",
      session: owner.session,
      body: { email: "new\u0000@example.org", role: "viewer" },
    });
    expect(answer.statusCode).toBe(200);
    const people = await consoleRequest(intake.app, {
      url: "/api/admin/people",
      session: owner.session,
    });
    const invited = (people.json().invitations as { email: string }[]).map((entry) => entry.email);
    expect(invited).toContain("new@example.org");
  });

  it("routing addresses are read without a NUL", async () => {
    const answer = await consoleRequest(intake.app, {
      method: "PUT",
      url: "/api/admin/routing",
      session: owner.session,
      body: {
        rules: [{ form: "demo", inquiryType: null, recipients: ["sales\u0000@example.org"] }],
      },
    });
    expect(answer.statusCode).toBe(204);
    const settings = await consoleRequest(intake.app, {
      url: "/api/admin/delivery-settings",
      session: owner.session,
    });
    expect(settings.json().rules).toEqual([
      { form: "demo", inquiryType: null, recipients: ["sales@example.org"] },
    ]);
  });

  it("an erasure for an address with a lone surrogate is refused as not an address", async () => {
    for (const url of ["/api/admin/erasure/preview", "/api/admin/erasure"]) {
      const address = "a\ud800@example.org";
      const answer = await consoleRequest(intake.app, {
        method: "POST",
        url,
        session: owner.session,
        body: { email: address, confirmation: address },
      });
      expect(answer.statusCode, url).toBe(400);
    }
  });
});
