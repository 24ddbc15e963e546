/**
 * GET /metrics (issue 37): off without METRICS_TOKEN, then only with it;
 * leads taken and refused by form and reason, deliveries, request durations
 * by route pattern, the process; the backups' series from a real server
 * backing up; Prometheus' text format (promtool's linter), no personal data anywhere in it, and
 * a real Prometheus, set up by docs/deploying.md §5's commands, scraping a server with the token
 * and loading the alerting rules.
 */
import { readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { deliveries } from "../../server/db/schema";
import { folderTarget, baseBackupDone } from "./support/backups";
import { guideCommands, runCommands } from "./support/deploying-guide";
import {
  type IntakeApp,
  contactMessage,
  demoRequest,
  startIntakeApp,
  webhookSecret,
} from "./support/intake-app";
import { processFixture } from "./support/process-fixture";
import { expectQuery, promtool, startPrometheus } from "./support/prometheus";
import { startServerProcess } from "./support/server-process";
import { repositoryRoot } from "./support/site-fixture";

const METRICS_TOKEN = "test-metrics-token-0123456789";
const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };

const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[a-zA-Z_]\w*="(?:[^"\\\n]|\\.)*"(?:,[a-zA-Z_]\w*="(?:[^"\\\n]|\\.)*")*\})? (-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|NaN|[+-]Inf)$/;

/** Checks the text as Prometheus parses it; returns each sample's name and labels with its value. */
function parsed(text: string): Map<string, number> {
  const typed = new Map<string, string>();
  const samples = new Map<string, number>();
  for (const line of text.trimEnd().split("\n")) {
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (comment) {
      if (comment[1] === "TYPE") typed.set(comment[2] as string, comment[3] as string);
      continue;
    }
    const sample = SAMPLE.exec(line);
    expect(sample, line).not.toBeNull();
    const [, name = "", labels = "", value = ""] = sample as RegExpExecArray;
    const family = name.replace(/_(bucket|sum|count)$/, "");
    const familyType = typed.get(family);
    expect(
      typed.has(name) || familyType === "histogram" || familyType === "summary",
      `${line}: TYPE first`,
    ).toBe(true);
    samples.set(`${name}${labels}`, Number(value));
  }
  return samples;
}

/** A histogram's buckets only grow, and +Inf counts every observation. */
function expectWholeHistogram(samples: Map<string, number>, name: string, labels: string) {
  const buckets = [...samples]
    .filter(([key]) => key.startsWith(`${name}_bucket{${labels},le=`))
    .map(([, value]) => value);
  expect(buckets.length).toBeGreaterThan(1);
  expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
  expect(buckets.at(-1)).toBe(samples.get(`${name}_count{${labels}}`));
}

describe("/metrics", () => {
  let intake: IntakeApp;
  beforeAll(async () => {
    // Deliveries are queued for a webhook, and this instance does not deliver them (as one of
    // several that only take leads in): each stays pending until the test says otherwise.
    intake = await startIntakeApp("embedded", {
      metricsToken: METRICS_TOKEN,
      intake: { rateLimitMax: 4, rateLimitWindowS: 600, trustProxy: false, allowedOrigins: [] },
      delivery: {
        webhook: { url: "http://127.0.0.1:9/never", secret: webhookSecret },
        retryBaseS: 30,
        worker: false,
      },
    });
  });
  afterAll(() => intake?.close());

  const scrape = async () => {
    const answer = await intake.app.inject({ url: "/metrics", headers: bearer });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    return answer.body;
  };

  it("answers 401 without the token or with another, and 404 when no token is set", async () => {
    expect((await intake.app.inject("/metrics")).statusCode).toBe(401);
    const wrong = await intake.app.inject({
      url: "/metrics",
      headers: { authorization: "Bearer not-the-metrics-token-0000" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("brightway_");
    const off = await startIntakeApp("embedded");
    try {
      expect((await off.app.inject({ url: "/metrics", headers: bearer })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("counts leads taken and refused, deliveries and requests, with no personal data", async () => {
    const post = (url: string, payload: object) =>
      intake.app.inject({ method: "POST", url, payload, remoteAddress: "203.0.113.9" });
    expect(
      (await post("/api/demo-requests", demoRequest({ email: "ana@example.org" }))).statusCode,
    ).toBe(201);
    expect(
      (await post("/api/demo-requests", demoRequest({ email: "not an address" }))).statusCode,
    ).toBe(422);
    const form = await intake.app.inject({
      method: "POST",
      url: "/api/contact-messages",
      payload: new URLSearchParams(contactMessage({ email: "luis@example.org" })).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: "203.0.113.10",
    });
    expect(form.statusCode).toBe(303);
    // The limit is four a window: two more are taken, two refused.
    for (let sent = 0; sent < 4; sent += 1) await post("/api/demo-requests", demoRequest());
    await intake.app.inject("/pricing?email=ana%40example.org");

    // One of the four leads' deliveries given up on, as the worker does after a day of refusals.
    const [first] = await intake.database.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .limit(1);
    await intake.database.db
      .update(deliveries)
      .set({ status: "failed" })
      .where(eq(deliveries.id, first?.id ?? ""));

    const text = await scrape();
    const samples = parsed(text);
    expect(samples.get('brightway_leads_accepted_total{form="demo"}')).toBe(3);
    expect(samples.get('brightway_leads_accepted_total{form="contact"}')).toBe(1);
    expect(samples.get('brightway_leads_refused_total{form="demo",reason="invalid"}')).toBe(1);
    expect(samples.get('brightway_leads_refused_total{form="demo",reason="rate_limited"}')).toBe(2);
    expect(samples.get('brightway_deliveries{state="pending"}')).toBe(3);
    expect(samples.get('brightway_deliveries{state="failed"}')).toBe(1);
    expectWholeHistogram(
      samples,
      "brightway_http_request_duration_seconds",
      'route="/api/demo-requests",status="2xx"',
    );
    expect(samples.get("brightway_process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(samples.has('brightway_event_loop_delay_seconds{quantile="0.99"}')).toBe(true);
    for (const personal of ["@", "ana", "luis", "?", "pricing?"])
      expect(text).not.toContain(personal);
    // Prometheus' own linter: names, units, types and help as its conventions want them.
    expect(promtool(["metrics"], text)).toEqual({ status: 0, output: "" });
  });

  it("gives the process' start and CPU seconds by Prometheus' standard names, as the process reads them", async () => {
    const cpuBefore = process.cpuUsage();
    const text = await scrape();
    const cpuAfter = process.cpuUsage();
    const samples = parsed(text);
    expect(text).toContain("# TYPE process_start_time_seconds gauge\n");
    expect(text).toContain("# TYPE process_cpu_seconds_total counter\n");
    // The app answers in this process: its start is now less its uptime.
    const started = samples.get("process_start_time_seconds") ?? 0;
    expect(Math.abs(started - (Date.now() / 1000 - process.uptime()))).toBeLessThan(2);
    const seconds = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1e6;
    const cpu = samples.get("process_cpu_seconds_total") ?? 0;
    expect(cpu).toBeGreaterThanOrEqual(seconds(cpuBefore));
    expect(cpu).toBeLessThanOrEqual(seconds(cpuAfter));
    // The summary's sum and count only grow from scrape to scrape.
    const next = parsed(await scrape());
    for (const series of [
      "brightway_event_loop_delay_seconds_sum",
      "brightway_event_loop_delay_seconds_count",
    ])
      expect(next.get(series)).toBeGreaterThanOrEqual(samples.get(series) ?? Infinity);
    expect(promtool(["metrics"], text)).toEqual({ status: 0, output: "" });
  });
});

describe("/metrics of a server backing up", () => {
  const fixture = processFixture();

  /** /etc/prometheus as docs/deploying.md §5's commands leave it, scraping `target`. */
  async function prometheusAsTheGuideSetsItUp(target: string) {
    const scratch = await fixture.folder("brightway-prometheus-");
    const settings = path.join(scratch, "brightway.env");
    await writeFile(settings, `METRICS_TOKEN=${METRICS_TOKEN}\n`, { mode: 0o600 });
    const etc = path.join(scratch, "prometheus");
    await mkdir(etc);
    const places = {
      "/etc/brightway/brightway.env": settings,
      "/etc/prometheus": etc,
      "/opt/brightway": repositoryRoot,
    };
    runCommands(guideCommands("## 5. Watching it", places), { PATH: process.env.PATH });
    const config = path.join(etc, "prometheus.yml");
    const local = (await readFile(config, "utf8")).replace('"127.0.0.1:3000"', `"${target}"`);
    await writeFile(config, local);
    return etc;
  }

  it(
    "shows the archive's lag and that no drill has run yet, to a real Prometheus too",
    { timeout: 120_000 },
    async () => {
      const backupDir = await fixture.folder("brightway-backup-");
      const server = await startServerProcess(
        fixture.env({
          DATA_DIR: await fixture.preparedDataDir(),
          BACKUP_DIR: backupDir,
          METRICS_TOKEN,
        }),
      );
      try {
        await baseBackupDone(folderTarget(backupDir));
        const answer = await fetch(`${server.origin}/metrics`, { headers: bearer });
        expect(answer.status).toBe(200);
        const samples = parsed(await answer.text());
        expect(samples.get("brightway_backup_archive_lag_seconds")).toBeGreaterThanOrEqual(0);
        expect(samples.get("brightway_backup_last_drill_success")).toBe(0);
        expect(samples.get("brightway_backup_last_drill_timestamp_seconds")).toBe(0);

        const folder = await prometheusAsTheGuideSetsItUp(new URL(server.origin).host);
        const prometheus = await startPrometheus(folder);
        try {
          await expectQuery(prometheus, 'up{job="brightway"}', "1");
          await expectQuery(prometheus, "brightway_backup_last_drill_success", "0");
          const shipped = readFileSync(path.join(repositoryRoot, "deploy/alerts.yml"), "utf8");
          const alerts = [...shipped.matchAll(/- alert: (\w+)/g)].map(([, name]) => name);
          expect(alerts).toContain("BrightwayDown");
          expect(await prometheus.alertNames()).toEqual(alerts);
        } finally {
          await prometheus.stop();
        }
      } finally {
        await server.stop();
      }
    },
  );
});
