// @vitest-environment node
import { type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSubmissionKeys, submitForm } from "~/lib/form-transport";

/** A real HTTP endpoint on loopback whose answer depends on the path. */
let server: Server;
let baseUrl: string;
const received: { path: string; contentType?: string; key?: string; body: unknown }[] = [];

const answers: Record<string, (response: ServerResponse) => void> = {
  "/created": (response) => response.writeHead(201).end('{"id":"x"}'),
  "/invalid": (response) =>
    response
      .writeHead(422, { "content-type": "application/json" })
      .end('{"errors":{"email":"Enter an email address like name@example.com."}}'),
  "/limited": (response) => response.writeHead(429, { "retry-after": "540" }).end(),
  "/forbidden": (response) => response.writeHead(403).end(),
  "/error": (response) => response.writeHead(503).end("down"),
  "/slow": (response) => setTimeout(() => response.writeHead(201).end(), 1000),
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({
        path: request.url ?? "",
        contentType: request.headers["content-type"],
        key: request.headers["idempotency-key"] as string | undefined,
        body: JSON.parse(body || "null"),
      });
      answers[request.url ?? ""]?.(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const payload = { name: "Ada", email: "ada@example.org", phone: "5550100", demoDate: "2026-12-03" };

describe("submitForm", () => {
  it("POSTs the payload as JSON with its Idempotency-Key and succeeds on 2xx", async () => {
    await expect(
      submitForm(`${baseUrl}/created`, payload, { idempotencyKey: "key-1" }),
    ).resolves.toEqual({ ok: true });
    expect(received.at(-1)).toEqual({
      path: "/created",
      contentType: "application/json",
      key: "key-1",
      body: payload,
    });
  });

  it("returns the fields to fix on 422", async () => {
    await expect(submitForm(`${baseUrl}/invalid`, payload)).resolves.toEqual({
      ok: false,
      failure: "invalid",
      errors: { email: "Enter an email address like name@example.com." },
    });
  });

  it("returns when to try again on 429", async () => {
    await expect(submitForm(`${baseUrl}/limited`, payload)).resolves.toEqual({
      ok: false,
      failure: "rate-limited",
      retryAfterSeconds: 540,
    });
  });

  it("tells a refusal (4xx) from a server that is down (5xx)", async () => {
    await expect(submitForm(`${baseUrl}/forbidden`, payload)).resolves.toEqual({
      ok: false,
      failure: "rejected",
      status: 403,
    });
    await expect(submitForm(`${baseUrl}/error`, payload)).resolves.toEqual({
      ok: false,
      failure: "unavailable",
      status: 503,
    });
  });

  it("fails as a network error when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(submitForm(`http://127.0.0.1:${port}/`, payload)).resolves.toEqual({
      ok: false,
      failure: "network",
    });
  });

  it("gives up after the timeout", async () => {
    await expect(submitForm(`${baseUrl}/slow`, payload, { timeoutMs: 100 })).resolves.toEqual({
      ok: false,
      failure: "timeout",
    });
  });

  it("only simulates when told to: a one-second wait, then success, nothing sent", async () => {
    // Counted by path: the timeout test's request may still arrive meanwhile on a loaded machine.
    const sentToError = () => received.filter(({ path }) => path === "/error").length;
    const before = sentToError();
    const started = Date.now();
    await expect(
      submitForm(`${baseUrl}/error`, payload, { simulate: true, simulatedDelayMs: 50 }),
    ).resolves.toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(sentToError()).toBe(before);
  });
});

describe("submission keys", () => {
  it("reuse the key for a retry of the same payload, and make a new one otherwise", () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor('{"a":1}');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys.keyFor('{"a":1}')).toBe(first);
    const changed = keys.keyFor('{"a":2}');
    expect(changed).not.toBe(first);
    keys.succeeded();
    expect(keys.keyFor('{"a":2}')).not.toBe(changed);
  });
});
