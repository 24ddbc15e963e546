/**
 * The upgrade from the release that kept leads in PGlite, on a DATA_DIR that
 * release wrote (tests/server/fixtures/README.md says how it was made).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { KEPT_FOLDER } from "../../server/db/previous-release";
import { contactMessage } from "./support/intake-app";
import { exportedLeads, processFixture } from "./support/process-fixture";
import { logLines, startServerProcess } from "./support/server-process";

const fixture = processFixture();
const archive = path.join(import.meta.dirname, "fixtures", "previous-release-data-dir.tar.xz");

async function previousReleaseDataDir() {
  const dataDir = await fixture.folder();
  execFileSync("tar", ["-xJf", archive, "-C", dataDir]);
  return dataDir;
}

/** Every file under a folder with its size and modification time: what "untouched" means. */
function snapshot(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((entry) => {
      const stats = statSync(path.join(folder, entry));
      return `${entry} ${stats.isFile() ? stats.size : "dir"} ${stats.mtimeMs}`;
    })
    .sort();
}

/** The fixture was made on this day (UTC), more than 24 hours before any run of this test. */
const FIXTURE_DAY = "2026-11-24";

const deliveryStates = (leads: { deliveries: object }[]) =>
  leads.flatMap((lead) => Object.values(lead.deliveries) as string[]).sort();

const sentWithKey = contactMessage({
  inquiryType: "sales",
  message: "We run a district of 40 schools. <b>Bold</b> =SUM(A1)",
});

describe("a DATA_DIR of the previous release", () => {
  it("is copied into PostgreSQL on the first start, counted, and kept beside it", async () => {
    const dataDir = await previousReleaseDataDir();
    const server = await startServerProcess(fixture.env({ DATA_DIR: dataDir, LOG_LEVEL: "info" }));
    try {
      const leads = await exportedLeads(server);
      expect(leads).toHaveLength(10);
      expect(leads.filter((lead) => lead.spam)).toHaveLength(1);
      // Each lead keeps the time it was received, on the day the fixture was made.
      expect(leads.map((lead) => lead.receivedAt.slice(0, 10))).toEqual(
        Array(10).fill(FIXTURE_DAY),
      );

      const copied = logLines(server.stdout()).find((line) =>
        String(line.msg).startsWith("copied"),
      );
      // The copy keeps every delivery's state…
      expect(copied).toMatchObject({
        leads: 10,
        deliveries: 9,
        deliveryStates: { delivered: 4, pending: 5 },
        keptIn: KEPT_FOLDER,
      });
      // …then the worker tries the pending ones again (no webhook is configured here) and, as
      // their leads arrived more than 24 hours ago, gives up on them: on any day after the
      // fixture's, whatever the date.
      await expect
        .poll(async () => deliveryStates(await exportedLeads(server)), { timeout: 15_000 })
        .toEqual([...Array(4).fill("delivered"), ...Array(5).fill("failed")]);

      // Its idempotency keys still hold: the same submission replays the stored lead.
      const replay = await fetch(`${server.origin}/api/contact-messages`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "key-contact-1" },
        body: JSON.stringify(sentWithKey),
      });
      expect(replay.status).toBe(201);
      const { id } = (await replay.json()) as { id: string };
      expect(leads.map((lead) => lead.id)).toContain(id);
      expect(await exportedLeads(server)).toHaveLength(10);

      expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(false);
      expect(existsSync(path.join(dataDir, KEPT_FOLDER, "PG_VERSION"))).toBe(true);
      expect(readFileSync(path.join(dataDir, KEPT_FOLDER, "README.txt"), "utf8")).toContain(
        "10 leads and 9 delivery records",
      );
    } finally {
      expect(await server.stop()).toBe(0);
    }

    const restarted = await startServerProcess(
      fixture.env({ DATA_DIR: dataDir, LOG_LEVEL: "info" }),
    );
    try {
      expect(await exportedLeads(restarted)).toHaveLength(10);
      expect(
        logLines(restarted.stdout()).some((line) => String(line.msg).startsWith("copied")),
      ).toBe(false);
    } finally {
      await restarted.stop();
    }
  });

  it("is left untouched when it cannot be read, and the server says what to do", async () => {
    const dataDir = await previousReleaseDataDir();
    // Damaged: the catalog of its database is gone.
    execFileSync("rm", ["-rf", path.join(dataDir, "global")]);
    const before = snapshot(dataDir);

    const server = await startServerProcess(fixture.env({ DATA_DIR: dataDir }));
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain("Could not copy the leads of the previous release");
    expect(server.stderr()).toContain("Nothing of the old data was changed");
    const after = snapshot(dataDir).filter(
      (entry) => /^(postgres|run)(\/| )/.test(entry) === false,
    );
    expect(after).toEqual(before);
  });
});
