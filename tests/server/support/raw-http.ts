/** HTTP/1.1 exactly as written: no client library normalising the hostile parts away. */
import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(response: string): RawResponse {
  const [head = "", ...rest] = response.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: rest.join("\r\n\r\n"),
  };
}

/**
 * Writes `parts` in order, `pauseMs` apart, and resolves with what the
 * server answered once it closes the connection (or after `timeoutMs`).
 */
export function rawRequest(
  port: number,
  parts: string[],
  { pauseMs = 0, timeoutMs = 5000 } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let response = "";
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error("no answer in time")));
    socket.on("data", (chunk) => (response += chunk.toString("latin1")));
    socket.on("error", (error) => (response ? resolve(parse(response)) : reject(error)));
    socket.on("close", () => resolve(parse(response)));
    socket.on("connect", async () => {
      for (const [index, part] of parts.entries()) {
        if (index > 0 && pauseMs) await new Promise((done) => setTimeout(done, pauseMs));
        if (!socket.writable) return;
        socket.write(part);
      }
    });
  });
}

export const get = (target: string, extraHeaders = "") =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extraHeaders}\r\n`;
