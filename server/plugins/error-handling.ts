/**
 * The one error handler. A 4xx says what kind of request was refused (never
 * quoting it); a database that cannot take the request (unreachable,
 * restarting, out of disk, read-only) is a 503 that says to try again, and
 * its reason is logged once until it recovers; anything else is a 500 that
 * says nothing internal and is logged without its message. A contact form
 * posted without JavaScript is answered with its "not sent" page instead.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { submissionLocale } from "../leads/intake";
import { isPlainFormPost, plainFormAnswer } from "../plain-form";
import { isApiPath, refuse, statusText } from "../refusals";

/**
 * Socket codes, and SQLSTATE classes 08 (connection), 57P (shutdown), 53
 * (out of disk or memory), 58 (I/O) and 25006 (read-only).
 */
const unavailableCodes =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|08\w{3}|57P\d\d|53\w{3}|58\w{3}|25006)$/;
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|database did not answer in time/;

const reasons: [RegExp, string][] = [
  [/^53100$/, "the disk is full"],
  [/^53/, "the database is out of memory or connections"],
  [/^58/, "the database cannot read or write its files"],
  [/^25006$/, "the database is read-only"],
];

function errorCode(error: Error): string | undefined {
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code !== "string") return undefined;
  // A Unix socket that is not there (yet): the embedded database is starting.
  return code === "ENOENT" && syscall === "connect" ? "ECONNREFUSED" : code;
}

/** Why the database cannot take a request, in words fit for the log; undefined if that is not the problem. */
function databaseUnavailableReason(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = errorCode(current);
    if (code && unavailableCodes.test(code)) {
      return (
        reasons.find(([pattern]) => pattern.test(code))?.[1] ?? "the database is not reachable"
      );
    }
    if (unavailableMessages.test(current.message)) return "the database is not reachable";
  }
  return undefined;
}

async function errorHandlingPlugin(app: FastifyInstance) {
  let reported: string | undefined;
  app.addHook("onResponse", async (_request, reply) => {
    if (reply.statusCode < 500) reported = undefined;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = databaseUnavailableReason(error);
    const status = unavailable ? 503 : (error.statusCode ?? 500);
    if (unavailable && unavailable !== reported) {
      reported = unavailable;
      request.log.error(
        { reason: unavailable },
        "the database cannot take leads; answering 503 until it can",
      );
    } else if (status >= 500 && !unavailable) {
      request.log.error({ err: error }, "request failed");
    }
    if (isPlainFormPost(request) && status !== 403) {
      return plainFormAnswer(reply, false, submissionLocale(request.body));
    }
    // Past a route's body limit: the limit, so that the client knows what would be taken.
    if (status === 413 && isApiPath(request.url)) {
      const reason = `The request's body may be at most ${request.routeOptions.bodyLimit} bytes.`;
      return reply.code(413).send({ error: statusText(413), reason });
    }
    if (status >= 400 && status < 500) return refuse(request, reply, status);
    if (unavailable) return refuse(request, reply, 503, { "Retry-After": "30" });
    return refuse(request, reply, 500);
  });
}

export default fp(errorHandlingPlugin, { name: "error-handling" });
