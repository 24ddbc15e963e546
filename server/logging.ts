/**
 * Logs are JSON lines on stdout (pino, through Fastify). One line per
 * request: time, method, path (never the query string), status, duration
 * and bytes sent. No body, header value, query or client address is ever
 * logged, and errors are logged without their message, which can quote
 * what a visitor typed (a JSON parse error quotes the body, a database
 * error the row).
 */
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";

import type { LogLevel } from "./config";

/** Paths are logged in full up to this length, then cut. */
const MAX_LOGGED_PATH = 200;

export function loggedPath(url: string): string {
  const pathOnly = url.split("?", 1)[0] ?? "";
  return pathOnly.length > MAX_LOGGED_PATH ? `${pathOnly.slice(0, MAX_LOGGED_PATH)}…` : pathOnly;
}

/** An error's kind and where it happened, without its message. */
export function safeError(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === "string" ? { code } : {}),
    stack: (error.stack ?? "")
      .split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .map((line) => line.trim())
      .join("\n"),
  };
}

export function loggerOptions(level: LogLevel): FastifyServerOptions["logger"] {
  return {
    level,
    base: undefined,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    serializers: {
      // Fastify's types expect pino's serializer, which would keep the message.
      err: safeError as never,
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        path: loggedPath(request.url ?? ""),
      }),
      res: (reply: { statusCode?: number }) => ({ status: reply.statusCode }),
    },
  };
}

/**
 * Fastify's own request lines ("incoming request", "request completed")
 * replaced by ours: one line when the response has been sent. Bytes are
 * those written to the socket for this response, headers included.
 */
export class RequestLogController extends LogController {
  readonly #bytesAtStart = new WeakMap<object, number>();

  override incomingRequest(request: FastifyRequest) {
    this.#bytesAtStart.set(request, request.raw.socket?.bytesWritten ?? 0);
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const bytes = (request.raw.socket?.bytesWritten ?? 0) - (this.#bytesAtStart.get(request) ?? 0);
    const line = {
      method: request.method,
      path: loggedPath(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      bytes,
    };
    if (error) reply.log.error({ ...line, err: error }, "request");
    else reply.log.info(line, "request");
  }

  /** Our not-found handler answers every unknown path; the request line records it. */
  override routeNotFound() {}
}
