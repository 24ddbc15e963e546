/**
 * `brightway dump` and `load`: a site moved from the embedded
 * database to a separate PostgreSQL server keeps its leads, its audit chain
 * and its owners' passkeys; sealed dumps need their key; a database that
 * holds data is never loaded into.
 */
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { verifyAuditChain } from "../../server/audit/audit-log";
import { buildApp } from "../../server/app";
import { type Database, openDatabase } from "../../server/db/database";
import { leads, passkeys, users } from "../../server/db/schema";
import { type Member, consoleSettings, join, signInWithPasskey } from "./support/console";
import { createDatabase, quietLog } from "./support/databases";
import { type IntakeApp, demoRequest, noRateLimit } from "./support/intake-app";
import { leadsCommand } from "./support/leads-command";
import { makeSiteBuild, testConfig } from "./support/site-fixture";

const key = randomBytes(32).toString("base64");
let site: Awaited<ReturnType<typeof makeSiteBuild>>;
let scratch: string;
let source: IntakeApp & { url: string };
let owner: Member;

const openUrl = (databaseUrl: string) =>
  openDatabase({ dataDir: "", databaseUrl, holder: "server", log: quietLog });

async function counts(database: Database) {
  const total = async (table: typeof leads | typeof users | typeof passkeys) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n;
  return {
    leads: await total(leads),
    users: await total(users),
    passkeys: await total(passkeys),
  };
}

beforeAll(async () => {
  site = await makeSiteBuild();
  scratch = await mkdtemp(path.join(tmpdir(), "brightway-dump-"));
  // Run as root, the embedded database's own user must pass through to a DATA_DIR inside.
  await chmod(scratch, 0o755);
  const url = await createDatabase("embedded");
  const database = await openUrl(url);
  const config = testConfig(site.buildDir, { console: consoleSettings, intake: noRateLimit });
  const app = await buildApp(config, { database });
  source = { app, database, url, close: async () => {} };
  owner = await join(app, database.db, "owner@example.org", "owner");
  for (const name of ["Ada Lovelace", "Grace Hopper", "Edsger Dijkstra"]) {
    const answer = await app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: demoRequest({ name, email: `${name.split(" ")[0]?.toLowerCase()}@example.org` }),
    });
    expect(answer.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await source.app.close();
  await source.database.close();
  await site.remove();
  await rm(scratch, { recursive: true, force: true });
});

describe("dump and load", () => {
  it("moves the embedded database to a PostgreSQL server: counts, audit chain and passkeys hold", async () => {
    const file = path.join(scratch, "site.dump");
    const dumped = await leadsCommand({ DATABASE_URL: source.url }, "dump", "--output", file);
    expect(dumped).toMatchObject({ code: 0 });
    expect(dumped.stderr).toContain(`Dumped 3 lead(s), 1 console account(s)`);

    const targetUrl = await createDatabase("postgres");
    const loaded = await leadsCommand({ DATABASE_URL: targetUrl }, "load", "--input", file);
    expect(loaded.stderr).toContain("Loaded 3 lead(s), 1 console account(s)");
    expect(loaded.code).toBe(0);

    const target = await openUrl(targetUrl);
    const app = await buildApp(testConfig(site.buildDir, { console: consoleSettings }), {
      database: target,
    });
    try {
      expect(await counts(target)).toEqual(await counts(source.database));
      expect(await counts(target)).toEqual({ leads: 3, users: 1, passkeys: 1 });
      const chain = await verifyAuditChain(target.db);
      expect(chain.broken).toBeUndefined();
      // Every entry of the source (its "dumped" entry included) and the load's own.
      expect(chain.entries).toBe((await verifyAuditChain(source.database.db)).entries + 1);
      const audit = await leadsCommand({ DATABASE_URL: targetUrl }, "audit", "verify");
      expect(audit).toMatchObject({ code: 0 });
      expect(audit.stderr).toContain("The audit log is intact");

      const signIn = await signInWithPasskey(app, owner);
      expect(signIn.status).toBe(200);
      expect(signIn.session).toBeTruthy();

      const again = await leadsCommand({ DATABASE_URL: targetUrl }, "load", "--input", file);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/The database is not empty \(\w+ has rows\)/);
      expect(await counts(target)).toEqual({ leads: 3, users: 1, passkeys: 1 });
    } finally {
      await app.close();
      await target.close();
    }
  });

  it("seals the dump with BACKUP_ENCRYPTION_KEY and loads it only with that key, into a new DATA_DIR", async () => {
    const file = path.join(scratch, "sealed.dump");
    const env = { DATABASE_URL: source.url, BACKUP_ENCRYPTION_KEY: key };
    expect(await leadsCommand(env, "dump", "--output", file)).toMatchObject({ code: 0 });
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 22).toString()).toBe("brightway-encrypted-2\n");
    expect(bytes.includes(Buffer.from("ada@example.org"))).toBe(false);

    const dataDir = await mkdtemp(path.join(scratch, "data-"));
    const withoutKey = await leadsCommand({ DATA_DIR: dataDir }, "load", "--input", file);
    expect(withoutKey.code).toBe(1);
    expect(withoutKey.stderr).toContain("it is encrypted: set BACKUP_ENCRYPTION_KEY to read it");
    const otherKey = randomBytes(32).toString("base64");
    const wrongKey = await leadsCommand(
      { DATA_DIR: dataDir, BACKUP_ENCRYPTION_KEY: otherKey },
      "load",
      "--input",
      file,
    );
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain("it was encrypted with another key");

    const damaged = path.join(scratch, "damaged.dump");
    const flipped = Buffer.from(bytes);
    flipped.writeUInt8(flipped.readUInt8(flipped.length - 40) ^ 0xff, flipped.length - 40);
    await writeFile(damaged, flipped);
    const onDamaged = await leadsCommand(
      { DATA_DIR: dataDir, BACKUP_ENCRYPTION_KEY: key },
      "load",
      "--input",
      damaged,
    );
    expect(onDamaged.code).toBe(1);
    expect(onDamaged.stderr).toContain("it is damaged");

    const loaded = await leadsCommand(
      { DATA_DIR: dataDir, BACKUP_ENCRYPTION_KEY: key },
      "load",
      "--input",
      file,
    );
    expect(loaded.stderr).toContain("Loaded 3 lead(s), 1 console account(s)");
    const exported = await leadsCommand({ DATA_DIR: dataDir }, "export", "--format", "json");
    const names = (JSON.parse(exported.stdout) as { name: string }[]).map((lead) => lead.name);
    expect(names.sort()).toEqual(["Ada Lovelace", "Edsger Dijkstra", "Grace Hopper"]);
  });
});
