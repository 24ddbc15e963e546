/**
 * POST /api/search-misses: the beacon the site search sends when a visitor
 * did not find something (app/lib/search-misses.ts), as JSON text. 204 once
 * taken, and for a bot as well (it is told nothing); 400 for a body that is
 * not JSON of that shape, 403 from another site, 413 past the body limit,
 * 429 past the rate limit. It sets nothing and answers nothing; the query
 * is cleaned and counted by app.searchMisses (server/search-misses).
 */
import type { FastifyInstance } from "fastify";
import * as v from "valibot";

import { searchMissSchema } from "~/lib/search-miss-schema";
import { SEARCH_MISS_URL } from "~/lib/search-misses";

import { refuse } from "../refusals";
import type { BeaconOptions } from "./visit-beacon";
import { bodyLimits } from "./body-limits";
import { isSameOriginBeacon } from "./same-origin";

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export default async function searchMissBeaconRoutes(app: FastifyInstance, options: BeaconOptions) {
  app.post(
    SEARCH_MISS_URL,
    {
      bodyLimit: bodyLimits.searchMiss,
      config: {
        rateLimit: { max: options.rateLimitMax, timeWindow: options.rateLimitWindowS * 1000 },
      },
    },
    async (request, reply) => {
      if (!isSameOriginBeacon(request)) return refuse(request, reply, 403);
      const { body } = request;
      const miss = typeof body === "string" && v.safeParse(searchMissSchema, parsedJson(body));
      if (!miss || !miss.success) return refuse(request, reply, 400);
      app.searchMisses.count(request, miss.output);
      return reply.code(204).send();
    },
  );
}
