/**
 * Counting search misses as the beacon reports them: a miss from a known
 * bot or from no browser at all is dropped, its query is cleaned (and
 * dropped when nothing is left), and it is counted in memory; one writer
 * adds the counts to the database in a batch every few seconds and once
 * more when the server stops. Nothing is written on the request path, and
 * nothing about the visitor or the query is ever logged. Counts nothing
 * when VISIT_COUNTING is off. Decorates `app.searchMisses`.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isbot } from "isbot";

import type { SearchMiss } from "~/lib/search-misses";

import type { ServerConfig } from "../config";
import { cleanQuery } from "./query-cleaning";
import { SearchMissCounter } from "./search-miss-counter";
import { addSearchMisses } from "./search-miss-repository";

export interface SearchMissCounting {
  count: (request: FastifyRequest, miss: SearchMiss) => void;
  /** Writes what is counted so far (tests, shutdown). */
  flush: () => Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    searchMisses: SearchMissCounting;
  }
}

export interface SearchMissCountingOptions {
  config: ServerConfig;
  /** The time, for tests that cross a UTC midnight. */
  clock?: () => Date;
}

async function searchMissCountingPlugin(
  app: FastifyInstance,
  { config, clock = () => new Date() }: SearchMissCountingOptions,
) {
  const counter = new SearchMissCounter();

  /** The one writer: batches go out one at a time; a batch that fails waits for the next. */
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    writing = writing.then(async () => {
      const batch = counter.takeBatch();
      if (batch.length === 0) return;
      try {
        await addSearchMisses(app.db, batch);
      } catch (error) {
        counter.putBack(batch);
        app.log.warn({ err: error }, "search misses could not be written; kept for the next try");
      }
    });
    return writing;
  };

  if (config.visits.counting) {
    const writer = setInterval(() => void flush(), config.visits.flushIntervalMs);
    writer.unref();
    app.addHook("onClose", async () => {
      clearInterval(writer);
      await flush();
    });
  }

  app.decorate("searchMisses", {
    count(request, miss) {
      const userAgent = request.headers["user-agent"];
      if (!config.visits.counting || !userAgent || isbot(userAgent)) return;
      const query = cleanQuery(miss.query);
      if (query === undefined) return;
      counter.count({ ...miss, query, at: clock(), address: request.ip, userAgent });
    },
    flush,
  } satisfies SearchMissCounting);
}

export default fp(searchMissCountingPlugin, {
  name: "search-miss-counting",
  dependencies: ["database"],
});
