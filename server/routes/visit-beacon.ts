/**
 * POST /api/visits: the beacon a prerendered page sends when it is shown
 * (app/lib/visit-beacon.ts). The body is the page's path and query
 * as plain text; the page must be one of the site's. 204 once counted (or
 * when counting is off); 400 for anything else in the body, 403 from another
 * site, 429 past the rate limit. It sets nothing and answers nothing.
 */
import type { FastifyInstance } from "fastify";
import { isbot } from "isbot";

import { VISIT_BEACON_URL } from "~/lib/visit-beacon";

import { refuse } from "../refusals";
import { bodyLimits } from "./body-limits";
import { isSameOriginBeacon } from "./same-origin";

export interface BeaconOptions {
  /** A visitor who browses fast sends a beacon a page: far more than forms allow. */
  rateLimitMax: number;
  rateLimitWindowS: number;
}

export default async function visitBeaconRoutes(app: FastifyInstance, options: BeaconOptions) {
  app.post(
    VISIT_BEACON_URL,
    {
      bodyLimit: bodyLimits.beacon,
      config: {
        rateLimit: { max: options.rateLimitMax, timeWindow: options.rateLimitWindowS * 1000 },
      },
    },
    async (request, reply) => {
      if (!isSameOriginBeacon(request)) return refuse(request, reply, 403);
      const body = request.body;
      if (typeof body !== "string" || !/^\/(?!\/)/.test(body)) return refuse(request, reply, 400);
      const page = new URL(body, "https://site.invalid");
      if (!app.visits.isPage(page.pathname)) return refuse(request, reply, 400);
      const userAgent = request.headers["user-agent"];
      app.visits.countShown(request, page, !userAgent || isbot(userAgent) ? "bot" : "visit");
      return reply.code(204).send();
    },
  );
}
