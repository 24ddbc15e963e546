/**
 * Refusals decided from the request line and headers alone, before any
 * route runs: a request target longer than the limit (414), and a Host that
 * is missing (HTTP/1.1) or is not a host name, address or port (400). Node's
 * own missing-Host check is off so that this answer carries our headers.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { refuse } from "../refusals";

/** reg-name or IPv4 (RFC 3986 unreserved characters and dots), or a bracketed IPv6 literal; optional port. */
const validHost = /^(?:[A-Za-z0-9\-._~]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

async function requestGuardsPlugin(
  app: FastifyInstance,
  { maxUrlLength }: { maxUrlLength: number },
) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.length > maxUrlLength) return refuse(request, reply, 414);
    const host = request.headers.host;
    const hostIsValid =
      host === undefined ? request.raw.httpVersion === "1.0" : validHost.test(host);
    if (!hostIsValid) return refuse(request, reply, 400);
  });
}

export default fp(requestGuardsPlugin, { name: "request-guards" });
