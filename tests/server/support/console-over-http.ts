/**
 * The console's helpers (support/console.ts) against a real server process: the requests they
 * would inject into an app in this process, sent over HTTP to its origin instead.
 */
import type { FastifyInstance, InjectOptions } from "fastify";

export function consoleOverHttp(origin: string): FastifyInstance {
  const inject = async ({ method = "GET", url, payload, headers }: InjectOptions) => {
    const response = await fetch(`${origin}${String(url)}`, {
      method,
      headers: {
        ...(headers as Record<string, string>),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: { "set-cookie": response.headers.getSetCookie() },
      body,
      json: () => JSON.parse(body) as unknown,
    };
  };
  // `inject` is all the helpers call.
  return { inject } as unknown as FastifyInstance;
}
