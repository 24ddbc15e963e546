/**
 * An upgrade whose migration fails, as docs/deploying.md says it goes: the next release (this
 * one's code with one more migration that changes a table, then fails) refuses to start and says
 * which migration failed; the data is untouched (the migrations run in one transaction), and this
 * release starts on it again with every lead.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { openDatabase } from "../../server/db/database";
import { exportedLeads, postLead, processFixture } from "./support/process-fixture";
import { copyOfThisRelease } from "./support/release-folder";
import { startServerProcess } from "./support/server-process";

const fixture = processFixture();
const FAILING_MIGRATION = "0099_upgrade_that_fails";

/**
 * The next release in `folder`: this release's code and content, its packages linked, and one
 * more migration that adds a column to the leads, then divides by zero.
 */
async function nextReleaseWithFailingMigration(folder: string) {
  await copyOfThisRelease(folder);
  const migrations = path.join(folder, "server/db/migrations");
  await writeFile(
    path.join(migrations, `${FAILING_MIGRATION}.sql`),
    'ALTER TABLE "leads" ADD COLUMN "upgrade_probe" integer;\n--> statement-breakpoint\nSELECT 1 / 0;\n',
  );
  const journalFile = path.join(migrations, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1);
  journal.entries.push({
    idx: (last?.idx ?? 0) + 1,
    version: last?.version ?? "7",
    when: (last?.when ?? 0) + 1000,
    tag: FAILING_MIGRATION,
    breakpoints: true,
  });
  await writeFile(journalFile, JSON.stringify(journal));
}

describe("an upgrade whose migration fails", () => {
  it(
    "refuses to start, leaves the data as it was, and the release before starts on it",
    { timeout: 180_000 },
    async () => {
      const dataDir = await fixture.folder();
      const env = fixture.env({ DATA_DIR: dataDir });

      const before = await startServerProcess(env);
      expect((await postLead(before, "Kept Across Upgrades")).status).toBe(201);
      await before.stop();

      const nextRelease = await fixture.folder("brightway-next-release-");
      await nextReleaseWithFailingMigration(nextRelease);
      const upgraded = await startServerProcess(env, { cwd: nextRelease });
      expect(await upgraded.exited).not.toBe(0);
      // Said plainly, naming the migration and the way back, without a stack trace.
      const said = upgraded.stderr();
      expect(said).toContain(`a migration of ${FAILING_MIGRATION} failed (division by zero)`);
      expect(said).toContain("the release before this one still starts on this data");
      expect(said).not.toMatch(/^\s+at /m);

      const database = await openDatabase({
        dataDir,
        holder: "cli",
        log: { info: () => {}, warn: () => {}, error: () => {} },
        poolSize: 1,
      });
      try {
        const { rows } = await database.db.execute(
          sql`select column_name from information_schema.columns where table_name = 'leads' and column_name = 'upgrade_probe'`,
        );
        expect(rows).toEqual([]);
      } finally {
        await database.close();
      }

      const again = await startServerProcess(env);
      try {
        expect((await fetch(`${again.origin}/api/health`)).status).toBe(200);
        expect((await exportedLeads(again)).map((lead) => lead.name)).toEqual([
          "Kept Across Upgrades",
        ]);
      } finally {
        await again.stop();
      }
    },
  );
});
