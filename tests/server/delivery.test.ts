import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";

import { deliveries } from "../../server/db/schema";
import { GIVE_UP_AFTER_MS, MAX_DELAY_S, nextAttemptAt } from "../../server/delivery/backoff";
import { engines } from "./support/databases";
import {
  ADMIN_TOKEN,
  adminHeaders,
  contactMessage,
  demoRequest,
  noRateLimit,
  startIntakeApp,
  webhookSecret,
} from "./support/intake-app";
import { startSmtpServer, startWebhookReceiver, waitUntil } from "./support/receivers";

describe("retry timing", () => {
  const createdAt = new Date("2026-11-23T10:00:00Z");
  const at = (attempts: number, elapsedS: number, random = () => 0.999) =>
    nextAttemptAt({
      attempts,
      createdAt,
      now: new Date(createdAt.getTime() + elapsedS * 1000),
      baseS: 30,
      random,
    });
  const delayS = (attempts: number, random?: () => number) =>
    ((at(attempts, 0, random)?.getTime() ?? Number.NaN) - createdAt.getTime()) / 1000;

  it("doubles from the base delay, never waiting less than half of it", () => {
    expect(delayS(1)).toBeCloseTo(30, 0);
    expect(delayS(2)).toBeCloseTo(60, 0);
    expect(delayS(3)).toBeCloseTo(120, 0);
    expect(delayS(3, () => 0)).toBeCloseTo(60, 0);
  });

  it("is capped at an hour", () => {
    expect(delayS(20)).toBeLessThanOrEqual(MAX_DELAY_S);
    expect(delayS(20)).toBeGreaterThan(MAX_DELAY_S * 0.99);
  });

  it("gives up once the next try would fall more than 24 hours after the lead", () => {
    expect(at(5, GIVE_UP_AFTER_MS / 1000 - 7200)).toBeInstanceOf(Date);
    expect(at(30, GIVE_UP_AFTER_MS / 1000 - 60)).toBeUndefined();
  });
});

describe.each(engines)("delivery on the %s engine", (engine) => {
  it("signs each webhook per Standard Webhooks, with the delivery's id as webhook-id", async () => {
    const receiver = await startWebhookReceiver();
    const intake = await startIntakeApp(engine, {
      adminToken: ADMIN_TOKEN,
      intake: noRateLimit,
      delivery: {
        webhook: { url: receiver.url, secret: webhookSecret },
        retryBaseS: 30,
        worker: true,
      },
    });
    try {
      const posted = await intake.app.inject({
        method: "POST",
        url: "/api/demo-requests",
        payload: demoRequest({ name: "Hook Ada", locale: "es-US" }),
      });
      const { id } = posted.json() as { id: string };
      await waitUntil(() => receiver.received.length === 1);
      const [hook] = receiver.received;
      const verified = new Webhook(webhookSecret).verify(hook?.body ?? "", {
        "webhook-id": String(hook?.headers["webhook-id"]),
        "webhook-timestamp": String(hook?.headers["webhook-timestamp"]),
        "webhook-signature": String(hook?.headers["webhook-signature"]),
      });
      expect(verified).toMatchObject({
        type: "lead.created",
        data: { id, type: "demo", locale: "es-US", name: "Hook Ada", email: "ada@example.org" },
      });
      // The delivery's own id, stable across retries, not the lead's.
      expect(hook?.headers["webhook-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(hook?.headers["webhook-id"]).not.toBe(id);
      await waitUntil(async () => {
        const rows = (
          await intake.app.inject({ url: "/api/admin/leads", headers: adminHeaders })
        ).json() as { deliveries: Record<string, string> }[];
        return rows[0]?.deliveries.webhook === "delivered";
      });
    } finally {
      await intake.close();
      await receiver.close();
    }
  });

  it("retries a failing receiver until it recovers; each lead is acknowledged exactly once", async () => {
    // Down for the first eight requests, then up.
    const receiver = await startWebhookReceiver((index) => (index < 8 ? 503 : 204));
    const intake = await startIntakeApp(engine, {
      intake: noRateLimit,
      delivery: {
        webhook: { url: receiver.url, secret: webhookSecret },
        retryBaseS: 0.05,
        worker: true,
      },
    });
    try {
      for (let index = 0; index < 5; index += 1) {
        await intake.app.inject({
          method: "POST",
          url: "/api/contact-messages",
          payload: contactMessage({ firstName: `Retry ${index}` }),
        });
      }
      await waitUntil(() => receiver.acknowledged().length >= 5);
      // Give any duplicate the time to show itself.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const acknowledged = receiver.acknowledged();
      expect(new Set(acknowledged).size).toBe(5);
      expect(acknowledged).toHaveLength(5);
      expect(receiver.received.length).toBeGreaterThan(8);
      expect((await intake.app.inject("/api/health")).json().deliveries).toBe("ok");
    } finally {
      await intake.close();
      await receiver.close();
    }
  });

  it("marks a delivery failed after 24 hours of trying, and health counts it", async () => {
    const receiver = await startWebhookReceiver(() => 500);
    const intake = await startIntakeApp(engine, {
      adminToken: ADMIN_TOKEN,
      intake: noRateLimit,
      delivery: {
        webhook: { url: receiver.url, secret: webhookSecret },
        retryBaseS: 30,
        worker: true,
      },
    });
    try {
      await intake.app.inject({
        method: "POST",
        url: "/api/demo-requests",
        payload: demoRequest(),
      });
      // The refused attempt recorded (not only received): the worker's own write of its next
      // attempt would otherwise land after ours and put it 30 s away.
      await waitUntil(async () => {
        const [row] = await intake.database.db.select().from(deliveries);
        return row?.attempts === 1 && row.leaseUntil === null;
      });
      // As if the lead had come in a day ago: the next failure is the last.
      await intake.database.db
        .update(deliveries)
        .set({ createdAt: sql`now() - interval '25 hours'`, nextAttemptAt: sql`now()` });
      await waitUntil(async () => {
        const health = (await intake.app.inject("/api/health")).json();
        return health.deliveries === "failed";
      });
      const figures = await intake.app.inject({ url: "/api/admin/health", headers: adminHeaders });
      expect(figures.json().deliveries).toEqual({ pending: 0, failed: 1 });
    } finally {
      await intake.close();
      await receiver.close();
    }
  });

  it("emails a plain-text summary of the lead over SMTP", async () => {
    const smtp = await startSmtpServer();
    const intake = await startIntakeApp(engine, {
      intake: noRateLimit,
      delivery: {
        email: { smtpUrl: smtp.url, to: "leads@brightway.example", from: "site@brightway.example" },
        retryBaseS: 30,
        worker: true,
      },
    });
    try {
      await intake.app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: contactMessage({ firstName: "Mail", lastName: "Reader", locale: "es-US" }),
      });
      await waitUntil(() => smtp.messages.length === 1);
      const [mail = ""] = smtp.messages;
      expect(mail).toMatch(/^To: leads@brightway\.example/m);
      expect(mail).toMatch(/^From: site@brightway\.example/m);
      expect(mail).toMatch(/^Reply-To: grace@example\.org/m);
      expect(mail).toMatch(/^Subject: Contact message \(support\) from Mail Reader/m);
      expect(mail).toMatch(/^Message-ID: <[0-9a-f-]{36}@brightway\.example>/m);
      expect(mail).toContain("First name: Mail");
      expect(mail).toContain("Email: grace@example.org");
      expect(mail).toContain("How do reimbursements work for tutoring?");
      expect(mail).toContain("Language: Spanish (es-US)");
    } finally {
      await intake.close();
      await smtp.close();
    }
  });

  it("with no channel configured, stores the lead and queues nothing", async () => {
    const intake = await startIntakeApp(engine, { intake: noRateLimit });
    try {
      const posted = await intake.app.inject({
        method: "POST",
        url: "/api/demo-requests",
        payload: demoRequest(),
        headers: { "idempotency-key": randomUUID() },
      });
      expect(posted.statusCode).toBe(201);
      const rows = await intake.database.db.select().from(deliveries);
      expect(rows).toEqual([]);
    } finally {
      await intake.close();
    }
  });
});
