/**
 * Whether a beacon comes from the site's own pages: sendBeacon is
 * same-origin, and browsers say so in Sec-Fetch-Site and Origin. A request
 * without either (a script, an old browser) passes: the beacons count only
 * what a rate limit and the drop rules let through.
 */
import type { FastifyRequest } from "fastify";

export function isSameOriginBeacon(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  const origin = request.headers.origin;
  return !(site && site !== "same-origin") && !(origin && !isOwnOrigin(origin, request.host));
}

function isOwnOrigin(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === new URL(`http://${host}`).host;
  } catch {
    return false;
  }
}
