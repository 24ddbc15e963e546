/**
 * GET /metrics in Prometheus' text format, for a monitoring system to
 * scrape: off (404) unless METRICS_TOKEN is set, then only with
 * `Authorization: Bearer <token>`. Counted as answers go out: leads taken
 * and refused by form and reason, and every request's duration by route
 * pattern and status class (never a raw path, so never a query or an
 * address). Read when scraped: the outbox, the backups and the process.
 * No label ever holds personal data.
 */
import { createHash, timingSafeEqual } from "node:crypto";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

import { deliveryCounts } from "../leads/lead-repository";
import { watchEventLoopDelay } from "../metrics/event-loop-delay";
import { Counter, Histogram, gauge, readCounter, summary } from "../metrics/exposition";
import { refuse } from "../refusals";

const FORMS: Record<string, string> = {
  "/api/demo-requests": "demo",
  "/api/contact-messages": "contact",
};

/** Why a lead was not taken, by the status it was answered with. */
const REFUSALS: Record<number, string> = {
  400: "malformed",
  403: "origin",
  409: "key_reused",
  413: "too_large",
  415: "content_type",
  422: "invalid",
  429: "rate_limited",
  503: "unavailable",
};

/** Seconds: from a cached file's few milliseconds to a slow export. */
const DURATION_BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (value: string) => createHash("sha256").update(value).digest();

/** A lead's outcome from its answer: a form posted without JavaScript is sent on to a page. */
function leadOutcome(reply: FastifyReply): "accepted" | string {
  const status = reply.statusCode;
  if (status === 201) return "accepted";
  if (status === 303)
    return String(reply.getHeader("location")).endsWith("/sent") ? "accepted" : "invalid";
  return REFUSALS[status] ?? "other";
}

async function metrics(app: FastifyInstance, { token }: { token?: string }) {
  if (!token) {
    // Off: nothing is counted or watched (the event loop's monitor alone woke an idle server 50
    // times a second), and the path is not there.
    app.get("/metrics", async (request, reply) => refuse(request, reply, 404));
    return;
  }
  const accepted = new Counter("brightway_leads_accepted_total", "Leads stored, by form.");
  const refused = new Counter(
    "brightway_leads_refused_total",
    "Lead submissions not stored, by form and reason.",
  );
  const durations = new Histogram(
    "brightway_http_request_duration_seconds",
    "Time to answer a request, by route pattern and status class.",
    DURATION_BOUNDS,
  );
  const loopDelay = watchEventLoopDelay();
  app.addHook("onClose", async () => loopDelay.stop());

  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? "unmatched";
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    durations.observe({ route, status: statusClass }, reply.elapsedTime / 1000);
    const form = FORMS[route];
    if (form && request.method === "POST") {
      const outcome = leadOutcome(reply);
      if (outcome === "accepted") accepted.inc({ form });
      else refused.inc({ form, reason: outcome });
    }
  });

  const expected = digest(token);
  app.get("/metrics", async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? "").split(" ");
    if (scheme !== "Bearer" || !given || !timingSafeEqual(digest(given), expected))
      return refuse(request, reply, 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });

    const deliveries = await deliveryCounts(app.db);
    const backup = app.backups && (await app.backups.state());
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const drill = backup?.lastDrill;
    const sections = [
      accepted.text(),
      refused.text(),
      gauge("brightway_deliveries", "Deliveries of leads not yet done, by state.", [
        [{ state: "pending" }, deliveries.pending],
        [{ state: "failed" }, deliveries.failed],
      ]),
      ...(backup
        ? [
            gauge(
              "brightway_backup_archive_lag_seconds",
              "Age of the oldest WAL segment not yet shipped to the backup target.",
              [[{}, backup.lagS]],
            ),
            gauge(
              "brightway_backup_last_drill_success",
              "1 when the last restore drill held, 0 when it failed or none has run.",
              [[{}, drill?.ok ? 1 : 0]],
            ),
            gauge(
              "brightway_backup_last_drill_timestamp_seconds",
              "When the last restore drill ran (0: never).",
              [[{}, drill ? Date.parse(drill.at) / 1000 : 0]],
            ),
          ]
        : []),
      durations.text(),
      gauge("brightway_process_resident_memory_bytes", "The server process' resident memory.", [
        [{}, memory.rss],
      ]),
      gauge("brightway_process_heap_used_bytes", "The server's JavaScript heap in use.", [
        [{}, memory.heapUsed],
      ]),
      summary(
        "brightway_event_loop_delay_seconds",
        "How late the event loop ran timers: quantiles over the last complete minute, sum and count since the start.",
        loopDelay.read(),
      ),
      // Prometheus' standard process metrics, by their standard names.
      gauge("process_start_time_seconds", "Start time of the process since the Unix epoch.", [
        [{}, performance.timeOrigin / 1000],
      ]),
      readCounter("process_cpu_seconds_total", "User and system CPU time spent, in seconds.", [
        [{}, (cpu.user + cpu.system) / 1e6],
      ]),
    ];
    return reply
      .header("content-type", "text/plain; version=0.0.4; charset=utf-8")
      .header("cache-control", "no-store")
      .send(sections.join(""));
  });
}

export default fp(metrics, { name: "metrics" });
