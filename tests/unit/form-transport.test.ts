// @vitest-environment node
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { submitForm } from "~/lib/form-transport";

/** A real HTTP endpoint on loopback whose answer depends on the path. */
let server: Server;
let baseUrl: string;
const received: { path: string; contentType?: string; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({
        path: request.url ?? "",
        contentType: request.headers["content-type"],
        body: JSON.parse(body || "null"),
      });
      if (request.url === "/ok") response.writeHead(204).end();
      else if (request.url === "/slow") setTimeout(() => response.writeHead(200).end(), 1000);
      else response.writeHead(500).end("boom");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("submitForm without an endpoint", () => {
  it("waits the simulated delay, then succeeds", async () => {
    const started = Date.now();
    await expect(submitForm(undefined, { a: 1 }, { simulatedDelayMs: 50 })).resolves.toEqual({
      ok: true,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});

describe("submitForm with an endpoint", () => {
  const payload = {
    name: "Ada",
    email: "ada@example.org",
    phone: "5550100",
    demoDate: "2026-12-03",
  };

  it("POSTs the payload as JSON and succeeds on 2xx", async () => {
    await expect(submitForm(`${baseUrl}/ok`, payload)).resolves.toEqual({ ok: true });
    expect(received.at(-1)).toEqual({
      path: "/ok",
      contentType: "application/json",
      body: payload,
    });
  });

  it("fails with the status on a server error", async () => {
    await expect(submitForm(`${baseUrl}/error`, payload)).resolves.toEqual({
      ok: false,
      failure: "rejected",
      status: 500,
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
});
