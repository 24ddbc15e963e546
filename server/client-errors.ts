/**
 * Fastify's clientErrorHandler: problems Node's HTTP parser finds before a
 * request exists. Each gets a complete answer with the security headers.
 */
import type { Socket } from "node:net";

import { rawRefusal } from "./refusals";

const statusByCode: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(rawRefusal(statusByCode[error.code ?? ""] ?? 400));
}
