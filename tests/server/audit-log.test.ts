/**
 * The audit log holds up: the database refuses to change or remove entries,
 * the chain check finds an entry changed behind the database's back, and the
 * retention purge leaves a chain that still verifies.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  appendAudit,
  commandLine,
  purgeAuditLog,
  verifyAuditChain,
} from "../../server/audit/audit-log";
import type { Database } from "../../server/db/database";
import { auditLog } from "../../server/db/schema";
import { openDatabase } from "../../server/db/database";
import { movedClock } from "../../server/moved-clock";
import { createDatabase, quietLog } from "./support/databases";
import { repositoryRoot } from "./support/site-fixture";

const run = promisify(execFile);
let database: Database;
let url: string;

beforeAll(async () => {
  url = await createDatabase("postgres");
  database = await openDatabase({ dataDir: "", databaseUrl: url, holder: "server", log: quietLog });
  for (let index = 0; index < 5; index += 1) {
    await appendAudit(database.db, {
      actor: commandLine,
      action: "exported",
      details: { rows: index, filter: { q: "é" } },
    });
  }
});
afterAll(() => database.close());

/** `brightway audit verify`, as an operator runs it. */
async function verifyFromCommandLine() {
  try {
    const { stderr } = await run(process.execPath, ["server/brightway.mjs", "audit", "verify"], {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH, ...movedClock(), DATABASE_URL: url },
    });
    return { code: 0, stderr };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

describe("the audit log", () => {
  it("verifies, entry by entry, from the command line", async () => {
    expect(await verifyAuditChain(database.db)).toEqual({ entries: 5 });
    const result = await verifyFromCommandLine();
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("The audit log is intact: 5 entries");
  });

  it("cannot be updated, deleted or truncated", async () => {
    const { db } = database;
    await expect(db.update(auditLog).set({ action: "nothing happened" })).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.action, "exported"))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await db.$count(auditLog)).toBeGreaterThanOrEqual(5);
  });

  it("shows an entry changed directly in the database, naming it", async () => {
    const { db } = database;
    const [third] = await db.select().from(auditLog).orderBy(auditLog.id).offset(2).limit(1);
    // As a database superuser could: with the append-only trigger switched off for a moment.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx
        .update(auditLog)
        .set({ details: { rows: 999 } })
        .where(eq(auditLog.id, third?.id ?? 0));
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    expect((await verifyAuditChain(db)).broken).toEqual({
      id: third?.id,
      reason: "its content was changed",
    });
    const result = await verifyFromCommandLine();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The audit log was altered: entry ${third?.id}`);
  });
});

describe("the retention purge", () => {
  it("removes only entries past the period, records itself, and the chain still verifies", async () => {
    const fresh = await openDatabase({
      dataDir: "",
      databaseUrl: await createDatabase("postgres"),
      holder: "server",
      log: quietLog,
    });
    try {
      const { db } = fresh;
      for (let index = 0; index < 3; index += 1)
        await appendAudit(db, { actor: commandLine, action: "exported" });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const periodEnds = new Date();
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (let index = 0; index < 2; index += 1)
        await appendAudit(db, { actor: commandLine, action: "erased" });

      // Seven years later, the first three are past the period.
      const sevenYearsOn = new Date(periodEnds.getTime() + 2555 * 24 * 60 * 60 * 1000);
      expect(await purgeAuditLog(db, 2555, sevenYearsOn)).toBe(3);
      const left = await db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id);
      expect(left.map((entry) => entry.action)).toEqual(["erased", "erased", "audit log purged"]);
      expect(await verifyAuditChain(db)).toEqual({ entries: 3 });
    } finally {
      await fresh.close();
    }
  });
});
