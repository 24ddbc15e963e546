import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { engines } from "./support/databases";
import { type IntakeApp, contactMessage, demoRequest, startIntakeApp } from "./support/intake-app";

describe.each(engines)("limits and origins on the %s engine", (engine) => {
  let intake: IntakeApp;
  beforeAll(async () => {
    intake = await startIntakeApp(engine, {
      intake: {
        rateLimitMax: 3,
        rateLimitWindowS: 600,
        trustProxy: ["127.0.0.1"],
        allowedOrigins: ["https://partner.example"],
      },
    });
  });
  afterAll(() => intake.close());

  const post = (url: string, payload: object, headers: Record<string, string>) =>
    intake.app.inject({ method: "POST", url, payload, headers });

  it("allows FORM_RATE_LIMIT_MAX submissions per address and form, then answers 429 with Retry-After", async () => {
    const from = { "x-forwarded-for": "203.0.113.10" };
    for (let index = 0; index < 3; index += 1) {
      expect((await post("/api/demo-requests", demoRequest(), from)).statusCode).toBe(201);
    }
    const limited = await post("/api/demo-requests", demoRequest(), from);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(500);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(600);

    // The other form, and another address behind the trusted proxy, have their own counts.
    expect((await post("/api/contact-messages", contactMessage(), from)).statusCode).toBe(201);
    const other = { "x-forwarded-for": "203.0.113.11" };
    expect((await post("/api/demo-requests", demoRequest(), other)).statusCode).toBe(201);
  });

  it("does not take a client address from X-Forwarded-For unless the proxy is trusted", async () => {
    const direct = await startIntakeApp(engine, {
      intake: { rateLimitMax: 1, rateLimitWindowS: 600, trustProxy: false, allowedOrigins: [] },
    });
    try {
      const first = await direct.app.inject({
        method: "POST",
        url: "/api/demo-requests",
        payload: demoRequest(),
        headers: { "x-forwarded-for": "198.51.100.1" },
      });
      const spoofed = await direct.app.inject({
        method: "POST",
        url: "/api/demo-requests",
        payload: demoRequest(),
        headers: { "x-forwarded-for": "198.51.100.2" },
      });
      expect(first.statusCode).toBe(201);
      expect(spoofed.statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it("lets a listed origin POST, with CORS headers, and answers its preflight", async () => {
    const origin = "https://partner.example";
    const preflight = await intake.app.inject({
      method: "OPTIONS",
      url: "/api/contact-messages",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, idempotency-key",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(origin);
    expect(preflight.headers["access-control-allow-methods"]).toContain("POST");
    expect(String(preflight.headers["access-control-allow-headers"]).toLowerCase()).toContain(
      "idempotency-key",
    );

    const response = await post("/api/contact-messages", contactMessage(), {
      origin,
      "x-forwarded-for": "203.0.113.20",
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers["access-control-allow-origin"]).toBe(origin);
  });

  it("gives an unlisted origin no CORS headers and refuses its POST", async () => {
    const origin = "https://elsewhere.example";
    const preflight = await intake.app.inject({
      method: "OPTIONS",
      url: "/api/demo-requests",
      headers: { origin, "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    const response = await post("/api/demo-requests", demoRequest(), {
      origin,
      "x-forwarded-for": "203.0.113.21",
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
