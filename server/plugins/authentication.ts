/**
 * Authentication for the owners' console: reads the session cookie of
 * requests under /api/admin/ and decorates `request.signedIn` with the
 * person and their session, or null. The cookie is the only one the site
 * ever sets: `__Host-` (this host only, path /), HttpOnly, Secure,
 * SameSite=Strict, holding a random id whose hash is the session's key.
 * Routes never read cookies themselves.
 */
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

import { ABSOLUTE_HOURS, type SignedIn, findSession } from "../auth/sessions";

export const SESSION_COOKIE = "__Host-brightway-session";
export const ADMIN_API_PREFIX = "/api/admin/";

declare module "fastify" {
  interface FastifyRequest {
    signedIn: SignedIn | null;
  }
}

const cookieOptions = { path: "/", httpOnly: true, secure: true, sameSite: "strict" } as const;

export function setSessionCookie(reply: FastifyReply, id: string) {
  reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions, maxAge: ABSOLUTE_HOURS * 3600 });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions);
}

async function authenticationPlugin(app: FastifyInstance) {
  await app.register(fastifyCookie);
  app.decorateRequest("signedIn", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith(ADMIN_API_PREFIX)) return;
    const id = request.cookies[SESSION_COOKIE];
    if (id) request.signedIn = (await findSession(app.db, id)) ?? null;
  });
}

export default fp(authenticationPlugin, { name: "authentication", dependencies: ["database"] });
