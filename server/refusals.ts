/**
 * How the server says no. Site paths get a short plain-text answer, API
 * paths a JSON one; neither ever repeats what the client sent.
 */
import { STATUS_CODES } from "node:http";

import type { FastifyReply, FastifyRequest } from "fastify";

import { lockedDownHeaders } from "./http-policy";

export const API_PREFIX = "/api/";

export const isApiPath = (url: string) => url.startsWith(API_PREFIX);

export const statusText = (status: number) => STATUS_CODES[status] ?? "Error";

export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  headers: Record<string, string> = {},
) {
  reply.code(status).headers(headers);
  if (isApiPath(request.url)) return reply.send({ error: statusText(status) });
  return reply.type("text/plain; charset=utf-8").send(`${status} ${statusText(status)}\n`);
}

/**
 * For errors Node's HTTP parser finds before any request exists (headers too
 * large, a malformed request line, a client too slow to send its request):
 * a complete raw response that still carries the security headers.
 */
export function rawRefusal(status: number): string {
  const body = `${status} ${statusText(status)}\n`;
  const headers = {
    ...lockedDownHeaders,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  };
  const lines = Object.entries(headers).map(([key, value]) => `${key}: ${value}`);
  return `HTTP/1.1 ${status} ${statusText(status)}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}
