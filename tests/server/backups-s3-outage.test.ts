/**
 * Continuous backup to S3 while the target is down for a minute (the local S3-compatible
 * service this file starts is stopped, then started again); in a file of its own, so that its
 * minute of waiting runs beside backups-s3.test.ts.
 */
import { setTimeout as sleep } from "node:timers/promises";

import { describe, expect, it } from "vitest";

import { LAG_S, backedUpServer, baseBackupDone, postBatch } from "./support/backups";
import { operatorHealth, processFixture } from "./support/process-fixture";
import { waitUntil } from "./support/receivers";
import { s3ServiceForThisFile } from "./support/s3-server";
import { logLines } from "./support/server-process";

const fixture = processFixture();
const s3 = s3ServiceForThisFile();
const s3Target = s3.target;

type Health = Awaited<ReturnType<typeof operatorHealth>>;

describe("continuous backup to S3, the target down", () => {
  it(
    "the target down for a minute: every lead answered 201, the lag shown and explained once, then caught up",
    { timeout: 180_000 },
    async () => {
      const target = s3Target("outage");
      const secret = "outage-test-secret-5f1c";
      s3.server().acceptSecret(secret);
      const server = await backedUpServer(fixture, await fixture.folder(), target, {
        AWS_SECRET_ACCESS_KEY: secret,
      });
      const health = () => operatorHealth(server);
      try {
        await baseBackupDone(target);
        await s3.server().kill();
        let posted = 0;
        const samples: Health["backup"][] = [];
        const emails: string[] = [];
        const downSince = Date.now();
        while (Date.now() - downSince < 60_000) {
          // postBatch keeps the leads answered 201.
          const batch = await postBatch(server, "While down", 2);
          posted += 2;
          emails.push(...batch.map((lead) => lead.email));
          samples.push((await health()).backup);
          await sleep(500);
        }
        expect(emails).toHaveLength(posted);
        expect(posted).toBeGreaterThan(60);
        // Health says the archive is failing within seconds, and keeps saying so; the lag grows.
        // (Lags are compared, not read alone: a file's time is not moved with the test's clock.)
        const failing = samples.findIndex((sample) => sample.unreachableSince);
        expect(failing).toBeGreaterThanOrEqual(0);
        expect(failing).toBeLessThan(samples.length / 4);
        expect(samples.slice(failing).filter((sample) => !sample.unreachableSince)).toEqual([]);
        const last = samples.at(-1) as Health["backup"];
        expect(last.lagS - (samples[failing] as Health["backup"]).lagS).toBeGreaterThan(40);

        const warnings = logLines(server.stdout()).filter((line) =>
          String(line.msg).startsWith("cannot write to the backup target"),
        );
        expect(warnings).toHaveLength(1);
        expect(JSON.stringify(warnings[0])).toContain("ECONNREFUSED");
        const output = server.stdout() + server.stderr();
        for (const text of [secret, "S3RVER", ...emails]) expect(output).not.toContain(text);

        await s3.server().start();
        await waitUntil(async () => {
          const { backup } = await health();
          return backup.lagS < LAG_S && !backup.unreachableSince;
        }, 60_000);
      } finally {
        await s3
          .server()
          .start()
          .catch(() => {});
        await server.stop();
      }
    },
  );
});
