/**
 * The intake service as real processes, under the faults it must survive:
 * killed right after acknowledging leads (on both engines), two instances
 * sharing one PostgreSQL, a PostgreSQL server that goes away and comes back,
 * a shutdown with a delivery in flight. The embedded cluster's own faults
 * are in embedded-database.test.ts.
 */
import { describe, expect, it } from "vitest";

import { startPostgresCluster } from "../../scripts/postgres-cluster";
import { createPostgresDatabase } from "./support/databases";
import { webhookSecret } from "./support/intake-app";
import { exportedIds, operatorHealth, postLead, processFixture } from "./support/process-fixture";
import { startWebhookReceiver, waitUntil } from "./support/receivers";
import { type ServerProcess, startServerProcess } from "./support/server-process";

const fixture = processFixture();

/** Sends leads in parallel until `count` are acknowledged, then kills the server at once. */
async function acknowledgeThenKill(server: ServerProcess, count: number, round: number) {
  const acknowledged: string[] = [];
  await new Promise<void>((resolve) => {
    for (let index = 0; index < count + 5; index += 1) {
      postLead(server, `Round ${round} lead ${index}`)
        .then(async (response) => {
          if (response.status !== 201) return;
          acknowledged.push(((await response.json()) as { id: string }).id);
          if (acknowledged.length === count) {
            server.kill();
            resolve();
          }
        })
        .catch(() => {}); // in flight when the process died: never acknowledged
    }
  });
  return acknowledged;
}

describe.each([
  ["embedded", async () => ({ DATA_DIR: await fixture.folder() })],
  ["postgres", async () => ({ DATABASE_URL: await createPostgresDatabase() })],
] as const)("kill -9 on the %s engine", (_engine, storage) => {
  it("loses no acknowledged lead, 20 times in a row", { timeout: 300_000 }, async () => {
    const env = fixture.env(await storage());
    const acknowledged: string[] = [];
    // Every other round kills the whole `npm start` process group, as a supervisor would.
    const npm = (round: number) => round % 2 === 1;
    for (let round = 0; round < 20; round += 1) {
      const server = await startServerProcess(env, { npm: npm(round) });
      expect(server.child.exitCode).toBeNull();
      acknowledged.push(...(await acknowledgeThenKill(server, 5, round)));
      // Started again 0.1 s later, as a supervisor would, while the killed one may still be dying.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const server = await startServerProcess(env);
    try {
      const stored = await exportedIds(server);
      // At least 5 per round; a few more can be answered while the kill lands.
      expect(acknowledged.length).toBeGreaterThanOrEqual(100);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

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
      DATA_DIR: await fixture.folder(),
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
