/**
 * POST /api/demo-requests (JSON) and POST /api/contact-messages (JSON, or a
 * plain HTML form without JavaScript). 201 { id, receivedAt } once the lead
 * is committed; 422 { errors } for fields to fix; the same Idempotency-Key
 * replays the first answer. A form posted without JavaScript is answered
 * with a 303 to a page that says what happened.
 */
import fastifyCors from "@fastify/cors";
import fastifyFormbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { siteConfig } from "~/lib/site-config";

import type { LeadType } from "../db/schema";
import { type IntakeOutcome, takeLead } from "../leads/intake";
import { leadSource } from "../leads/lead-source";
import { CONTACT_PATH, isPlainFormPost, plainFormAnswer } from "../plain-form";
import { refuse } from "../refusals";
import { bodyLimits } from "./body-limits";
/** Printable ASCII, as a UUID or any client's own key is. */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;
const siteOrigin = new URL(siteConfig.url).origin;

export interface FormsOptions {
  rateLimitMax: number;
  rateLimitWindowS: number;
  allowedOrigins: string[];
  publicOrigin: string;
  /** Whether a path is one of the site's pages (a lead's possible source). */
  isSitePage: (path: string) => boolean;
}

/** A request from a page of this site, wherever it is served. */
function isOwnOrigin(origin: string, request: FastifyRequest): boolean {
  if (origin === siteOrigin) return true;
  try {
    const { protocol, host } = new URL(origin);
    // Parsed the same way, so that "localhost:80" and "http://localhost" compare equal.
    return new URL(`${protocol}//${request.host}`).host === host;
  } catch {
    return false;
  }
}

function answer(request: FastifyRequest, reply: FastifyReply, outcome: IntakeOutcome) {
  if (isPlainFormPost(request)) {
    return plainFormAnswer(reply, outcome.kind === "stored", outcome.locale);
  }
  switch (outcome.kind) {
    case "stored":
      return reply.code(201).send({ id: outcome.id, receivedAt: outcome.receivedAt.toISOString() });
    case "invalid":
      return reply.code(422).send({ errors: outcome.errors });
    case "key-reused":
      return reply.code(422).send({ errors: { idempotencyKey: outcome.message } });
  }
}

export default async function formRoutes(app: FastifyInstance, options: FormsOptions) {
  const { allowedOrigins } = options;
  // JSON only (and, for the contact form, plain HTML form posts): anything else is a 415.
  app.removeContentTypeParser("text/plain");
  await app.register(fastifyCors, {
    origin: (origin, callback) =>
      callback(null, Boolean(origin && allowedOrigins.includes(origin))),
    methods: ["POST"],
    allowedHeaders: ["Content-Type", "Idempotency-Key"],
    maxAge: 600,
  });
  // Only the contact form is ever posted without JavaScript.
  await app.register(async (contact) => {
    await contact.register(fastifyFormbody, { bodyLimit: bodyLimits.plainForm });
    contact.post(
      CONTACT_PATH,
      routeOptions(options, bodyLimits.plainForm),
      submitHandler(app, "contact", options),
    );
  });
  app.post(
    "/demo-requests",
    routeOptions(options, bodyLimits.formJson),
    submitHandler(app, "demo", options),
  );
}

/** A submission is a few fields; anything bigger than `bodyLimit` is refused before it is read. */
function routeOptions(options: FormsOptions, bodyLimit: number) {
  return {
    bodyLimit,
    config: {
      rateLimit: { max: options.rateLimitMax, timeWindow: options.rateLimitWindowS * 1000 },
    },
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const origin = request.headers.origin;
      if (origin && !isOwnOrigin(origin, request) && !options.allowedOrigins.includes(origin)) {
        return refuse(request, reply, 403);
      }
      const key = request.headers["idempotency-key"];
      if (key !== undefined && !idempotencyKeyPattern.test(String(key))) {
        return refuse(request, reply, 400);
      }
    },
  };
}

function submitHandler(app: FastifyInstance, type: LeadType, options: FormsOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return refuse(request, reply, 400);
    }
    const fields = body as Record<string, unknown>;
    const source = leadSource({
      source: fields.source,
      referer: request.headers.referer,
      ownOrigins: [options.publicOrigin, siteOrigin, `${request.protocol}://${request.host}`],
      isSitePage: options.isSitePage,
    });
    const outcome = await takeLead(app.db, app.leadDelivery.outbox, {
      type,
      body: fields,
      idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      source,
    });
    if (outcome.kind === "stored" && outcome.queued) app.leadDelivery.worker.nudge();
    return answer(request, reply, outcome);
  };
}
