/**
 * The one error handler. A 4xx says what kind of request was refused (never
 * quoting it); a database that cannot be reached is a 503 that says to try
 * again; anything else is a 500 that says nothing internal and is logged
 * without its message. A contact form posted without JavaScript is answered
 * with its "not sent" page instead.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { submissionLocale } from "../leads/intake";
import { isPlainFormPost, plainFormAnswer } from "../plain-form";
import { refuse } from "../refusals";

/** node-postgres and socket codes, and SQLSTATE classes 08 (connection) and 57P (shutdown). */
const unavailableCodes =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|08\w{3}|57P\d\d)$/;
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|database did not answer in time/;

/** Whether an error (or one it wraps) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && unavailableCodes.test(code)) return true;
    if (unavailableMessages.test(current.message)) return true;
  }
  return false;
}

async function errorHandlingPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = isDatabaseUnavailable(error);
    const status = unavailable ? 503 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    if (isPlainFormPost(request) && status !== 403) {
      return plainFormAnswer(reply, false, submissionLocale(request.body));
    }
    if (status >= 400 && status < 500) return refuse(request, reply, status);
    if (unavailable) return refuse(request, reply, 503, { "Retry-After": "30" });
    return refuse(request, reply, 500);
  });
}

export default fp(errorHandlingPlugin, { name: "error-handling" });
