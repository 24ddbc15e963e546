/**
 * How often one person may change things through the console, by
 * @fastify/rate-limit keyed on their account, never their address: people
 * share offices and networks, and one session moves between them. Past a
 * limit: 429 with Retry-After. A route with work that costs more (a
 * rendering, a public record) names its own limit with `perPerson`; every
 * other console write shares one allowance (`limitWritesPerPerson`). The
 * figures and why are in docs/security.md.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";

import { clientKey } from "../../client-key";

const MINUTE_MS = 60_000;

/** Every console write without a limit of its own, together: a minute's. */
const WRITES_A_MINUTE = 60;

/** The signed-in person; a request without one (about to be refused 401) counts against its address. */
function personKey(request: FastifyRequest): string {
  return request.signedIn
    ? `person:${request.signedIn.user.id}`
    : `address:${clientKey(request.ip)}`;
}

/**
 * A route's own limit per person: `max` requests in `minutes`, counted after the route's role
 * check and before the body is read, so a person past it costs no parsing.
 */
export const perPerson = (max: number, minutes: number) => ({
  rateLimit: {
    max,
    timeWindow: minutes * MINUTE_MS,
    hook: "onRequest" as const,
    keyGenerator: personKey,
  },
});

const changes = (method: RouteOptions["method"]) =>
  [method].flat().some((verb) => !["GET", "HEAD", "OPTIONS"].includes(verb));

/** Gives every console write added after this call, that has no limit of its own, the shared one. */
export function limitWritesPerPerson(app: FastifyInstance) {
  const shared = app.rateLimit({
    max: WRITES_A_MINUTE,
    timeWindow: MINUTE_MS,
    keyGenerator: personKey,
  });
  app.addHook("onRoute", (route) => {
    if (!changes(route.method) || route.config?.rateLimit) return;
    route.onRequest = [route.onRequest ?? []].flat().concat(shared);
  });
}
