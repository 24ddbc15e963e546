/**
 * Every answer leaves with the security headers, whatever produced it: a
 * page, a file, the API, a refusal or an error. Routes that know better
 * (pages, hashed assets) set their own policy and caching first; everything
 * else is locked down and never stored.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { NO_STORE, lockedDownPolicy, securityHeaders } from "../http-policy";

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(securityHeaders);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", lockedDownPolicy);
    }
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", NO_STORE);
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: "security-headers" });
