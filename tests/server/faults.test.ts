/**
 * The intake service as real processes, under the faults it must survive:
 * two instances sharing one PostgreSQL, a PostgreSQL server that goes away
 * and comes back, a shutdown with a delivery in flight. Killed right after
 * acknowledging leads: kill-9-embedded.test.ts and kill-9-postgres.test.ts;
 * the embedded cluster's own faults: embedded-database.test.ts.
 */
import { describe, expect, it } from "vitest";

import { startPostgresCluster } from "../../scripts/postgres-cluster";
import { createPostgresDatabase } from "./support/databases";
import { webhookSecret } from "./support/intake-app";
import { operatorHealth, postLead, processFixture } from "./support/process-fixture";
import { startWebhookReceiver, waitUntil } from "./support/receivers";
import { type ServerProcess, startServerProcess } from "./support/server-process";

const fixture = processFixture();

describe("two instances on one PostgreSQL database", () => {
  it("deliver each of 200 leads exactly once to one receiver", async () => {
    const receiver = await startWebhookReceiver();
    const env = fixture.env({
      DATABASE_URL: await createPostgresDatabase(),
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: webhookSecret,
      DELIVERY_RETRY_BASE_S: "0.2",
    });
    const instances = [await startServerProcess(env), await startServerProcess(env)];
    try {
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          postLead(instances[index % 2] as ServerProcess, `Shared ${index}`),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
      await waitUntil(() => new Set(receiver.acknowledged()).size === 200, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(receiver.received).toHaveLength(200);
      expect(new Set(receiver.received.map((hook) => hook.headers["webhook-id"])).size).toBe(200);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      await receiver.close();
    }
  });
});

describe("a database that goes away", () => {
  it("answers 503 with a clear body, and recovers without a restart", async () => {
    const cluster = await startPostgresCluster();
    const server = await startServerProcess(fixture.env({ DATABASE_URL: cluster.url() }));
    try {
      expect((await postLead(server, "Before")).status).toBe(201);
      await cluster.stop();

      const refused = await postLead(server, "During");
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("30");
      expect(await refused.json()).toEqual({ error: "Service Unavailable" });
      const health = await fetch(`${server.origin}/api/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({
        status: "unavailable",
        reason: "The database is not reachable.",
      });

      await cluster.start();
      await waitUntil(async () => (await fetch(`${server.origin}/api/health`)).status === 200);
      expect((await postLead(server, "After")).status).toBe(201);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.stop();
      await cluster.remove();
    }
  });
});

describe("shutdown", () => {
  it("finishes a delivery in flight, records it, and exits 0", async () => {
    const receiver = await startWebhookReceiver(() => 204, { answerAfterMs: 1500 });
    const env = fixture.env({
      DATA_DIR: await fixture.preparedDataDir(),
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: webhookSecret,
    });
    const server = await startServerProcess(env);
    await postLead(server, "In flight");
    await waitUntil(() => receiver.arrivals() === 1);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(receiver.acknowledged()).toHaveLength(1);

    const restarted = await startServerProcess(env);
    try {
      expect((await operatorHealth(restarted)).deliveries.pending).toBe(0);
    } finally {
      await restarted.stop();
      await receiver.close();
    }
  });
});
