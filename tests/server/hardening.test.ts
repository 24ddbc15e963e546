import type { AddressInfo } from "node:net";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../../server/app";
import type { Database } from "../../server/db/database";
import { get, rawRequest } from "./support/raw-http";
import { openTestDatabase } from "./support/databases";
import { fixturePages, makeSiteBuild, testConfig } from "./support/site-fixture";

let app: FastifyInstance;
let database: Database;
let port: number;
let site: Awaited<ReturnType<typeof makeSiteBuild>>;

beforeAll(async () => {
  site = await makeSiteBuild();
  database = await openTestDatabase("embedded");
  app = await buildApp(
    testConfig(site.buildDir, { headersTimeoutMs: 400, requestTimeoutMs: 800 }),
    { database },
  );
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.close();
  await site.remove();
});

const manyHeaders = Array.from({ length: 3000 }, (_, index) => `X-Filler-${index}: x\r\n`).join("");

/** Each hostile request and the one answer it must get. */
const attempts = (
  [
    ["dot segments", get("/../../etc/passwd"), 404],
    ["encoded dot segments", get("/%2e%2e/%2e%2e/etc/passwd"), 404],
    ["encoded slashes", get("/..%2f..%2fetc%2fpasswd"), 404],
    ["fully encoded traversal", get("/%2e%2e%2f%2e%2e%2fetc%2fpasswd"), 404],
    ["encoded backslashes", get("/assets/..%5c..%5c..%5cetc%5cpasswd"), 404],
    ["doubled dots", get("/....//....//etc/passwd"), 404],
    ["overlong UTF-8 dots", get("/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd"), 400],
    ["double-encoded dots", get("/%252e%252e/%252e%252e/etc/passwd"), 404],
    ["NUL byte", get("/%00"), 400],
    ["NUL before an extension", get("/index.html%00.js"), 400],
    ["malformed percent-encoding", get("/%ff%fe"), 400],
    ["truncated percent-encoding", get("/%E0%A4%A"), 400],
    ["a 300-character path segment", get(`/${"a".repeat(300)}`), 404],
    ["a 3,000-character path segment", get(`/${"a".repeat(3000)}`), 414],
    ["a 9,000-character URL", get(`/${"a/".repeat(4500)}`), 414],
    ["an absolute-form target", get("http://evil.example/"), 400],
    ["a protocol-relative path", get("//etc/passwd"), 404],
    ["no Host", "GET / HTTP/1.1\r\nConnection: close\r\n\r\n", 400],
    ["a Host with markup", get("/").replace("Host: localhost", "Host: <script>"), 400],
    ["a Host with spaces", get("/").replace("Host: localhost", "Host: evil example"), 400],
    ["3,000 headers", get("/", manyHeaders), 431],
    ["a range past the end", get("/", "Range: bytes=99999999-\r\n"), 416],
    ["DELETE", "DELETE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 405],
    [
      "PUT with a body",
      "PUT /index.html HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nConnection: close\r\n\r\nevil",
      405,
    ],
    ["TRACE", "TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 405],
    ["an unknown method", "BREW / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", 400],
    ["an unknown HTTP version", "GET / HTTP/9.9\r\nHost: localhost\r\n\r\n", 400],
    ["garbage", "garbage\r\n\r\n", 400],
  ] as const
).map(([label, request, status]) => ({ label, request, status }));

describe("hostile requests", () => {
  it.each(attempts)("$label answers $status", async ({ request, status }) => {
    const response = await rawRequest(port, [request]);
    expect(response.status).toBe(status);
    expect(response.body).not.toContain("root:x:0:0");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers.server).toBeUndefined();
  });

  it("a client that never finishes its headers is answered 408 and let go", async () => {
    const response = await rawRequest(port, ["GET / HTTP/1.1\r\nHost: local", "host\r\nX-Slow: "], {
      pauseMs: 100,
    });
    expect(response.status).toBe(408);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("a client that never finishes its body is answered 408 and let go", async () => {
    // A length within the body limit (a longer one is refused 413 before any of it is read).
    const response = await rawRequest(port, [
      "POST /api/anything HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{",
    ]);
    expect(response.status).toBe(408);
  });

  it("keeps serving the site afterwards, unchanged", async () => {
    const home = await rawRequest(port, [get("/")]);
    expect(home.status).toBe(200);
    expect(home.body).toBe(fixturePages["index.html"]);
  });
});
