/**
 * Authorization for the owners' console, as onRequest hooks a route names
 * (settled before a byte of the body is read):
 * `requireSignedIn` (anyone), `requireRole("viewer")` (the leads: owners and viewers), `requireRole("editor")`
 * (the site's entries: owners and editors) or `requireRole("owner")`.
 * 401 without a live session, 403 for a role that may not; never any data.
 * `sameOriginOnly` refuses (403) console requests made from another origin
 * or by another site's page, before anything else runs.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

import { mayActAs } from "../auth/roles";
import type { Role } from "../db/schema";
import { refuse } from "../refusals";

/** Anyone signed in, whatever their role: their own account, sessions and sign-out. */
export async function requireSignedIn(request: FastifyRequest, reply: FastifyReply) {
  if (!request.signedIn) return refuse(request, reply, 401);
}

export function requireRole(role: Role) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = request.signedIn;
    if (!signedIn) return refuse(request, reply, 401);
    if (!mayActAs(role, signedIn.user.role)) return refuse(request, reply, 403);
  };
}

const readOnly = (method: string) => method === "GET" || method === "HEAD";

export function sameOriginOnly(publicOrigin: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const site = request.headers["sec-fetch-site"];
    const crossOrigin = origin !== undefined && origin !== publicOrigin;
    const crossSite = site !== undefined && site !== "same-origin" && site !== "none";
    // Browsers send Origin with every state-changing request of a page.
    const unvouched = origin === undefined && !readOnly(request.method);
    if (crossOrigin || crossSite || unvouched) return refuse(request, reply, 403);
  };
}
