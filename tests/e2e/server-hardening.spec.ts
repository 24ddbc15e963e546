import { connect } from "node:net";

import { expect, test } from "@playwright/test";

/** Sends bytes exactly as given (no URL normalisation) and returns the status line and body. */
function rawRequest(port: number, head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(head));
    let response = "";
    socket.setTimeout(5000, () => socket.destroy(new Error("timed out")));
    socket.on("data", (chunk) => (response += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
      resolve({ status, body: response });
    });
  });
}

const get = (target: string, extraHeaders = "") =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extraHeaders}\r\n`;

test("hostile URLs never reach files outside the site and never break the server", async ({
  baseURL,
  request,
}) => {
  const port = Number(new URL(baseURL ?? "").port);
  const attempts = [
    get("/../../etc/passwd"),
    get("/%2e%2e/%2e%2e/etc/passwd"),
    get("/..%2f..%2fetc%2fpasswd"),
    get("/%2e%2e%2f%2e%2e%2fetc%2fpasswd"),
    get("/assets/..%5c..%5c..%5cetc%5cpasswd"),
    get("/....//....//etc/passwd"),
    get("/%00"),
    get("/index.html%00.js"),
    get("/%ff%fe"),
    get(`/${"a".repeat(16_000)}`),
    get("/", `X-Forwarded-Host: evil.example\r\nX-Original-URL: /../../etc/passwd\r\n`),
    get("/", `Range: bytes=99999999-\r\n`),
    get("//etc/passwd"),
    get("http://evil.example/"),
    "DELETE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "PUT /index.html HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nConnection: close\r\n\r\nevil",
    "TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "BREW / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    "GET / HTTP/9.9\r\n\r\n",
    "garbage\r\n\r\n",
  ];

  for (const head of attempts) {
    const { status, body } = await rawRequest(port, head);
    const label = head.slice(0, 60);
    expect(body, label).not.toContain("root:x:0:0");
    expect(status, label).not.toBeGreaterThanOrEqual(500);
  }

  // Still serving, and the PUT above changed nothing.
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain("Streamline ESA Fund Management");
});
