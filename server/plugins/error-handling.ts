/**
 * The one error handler. A 4xx says what kind of request was refused (never
 * quoting it); a 5xx says nothing internal and is logged without its
 * message.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { safeError } from "../logging";
import { refuse } from "../refusals";

async function errorHandlingPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return refuse(request, reply, status);
    request.log.error({ err: safeError(error) }, "request failed");
    return refuse(request, reply, 500);
  });
}

export default fp(errorHandlingPlugin, { name: "error-handling" });
