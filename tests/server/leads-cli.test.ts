/** `brightway`: export and erase, with the server running or not, on both engines. */
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { timeInputForms } from "../../app/lib/time-input";

import { createPostgresDatabase } from "./support/databases";
import { contactMessage, demoRequest } from "./support/intake-app";
import { startServerProcess } from "./support/server-process";
import { leadsCommand } from "./support/leads-command";
import { makeSiteBuild } from "./support/site-fixture";

let site: Awaited<ReturnType<typeof makeSiteBuild>>;
let scratch: string;

beforeAll(async () => {
  site = await makeSiteBuild();
  scratch = await mkdtemp(path.join(tmpdir(), "brightway-cli-"));
  // Run as root, the embedded database's own user must pass through to a DATA_DIR inside.
  await chmod(scratch, 0o755);
});
afterAll(async () => {
  await site.remove();
  await rm(scratch, { recursive: true, force: true });
});

async function submitBoth(origin: string) {
  for (const [url, body] of [
    ["/api/demo-requests", demoRequest({ name: "Cli Demo", email: "cli.person@example.org" })],
    [
      "/api/contact-messages",
      contactMessage({ firstName: "=cmd", email: "CLI.Person@example.org" }),
    ],
  ] as const) {
    const response = await fetch(`http://${origin}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
  }
}

describe.each([
  ["embedded", async () => ({ DATA_DIR: await mkdtemp(path.join(scratch, "data-")) })],
  ["postgres", async () => ({ DATABASE_URL: await createPostgresDatabase() })],
] as const)("brightway on the %s engine", (_engine, storage) => {
  it("exports while the server runs and after it stops, then erases one person", async () => {
    const env = { ...(await storage()), BUILD_DIR: site.buildDir, LOG_LEVEL: "warn" };
    const server = await startServerProcess(env);
    try {
      await submitBoth(`127.0.0.1:${server.port}`);
      const running = await leadsCommand(env, "export", "--format", "json");
      expect(running.code).toBe(0);
      const rows = JSON.parse(running.stdout) as { name?: string; firstName?: string }[];
      expect(rows.map((row) => row.name ?? row.firstName)).toEqual(["Cli Demo", "=cmd"]);
      expect(running.stderr).toContain("Deliveries: 0 pending, 0 failed.");
    } finally {
      expect(await server.stop()).toBe(0);
    }

    const output = path.join(scratch, `leads-${Date.now()}.csv`);
    const stopped = await leadsCommand(
      env,
      "export",
      "--format",
      "csv",
      "--type",
      "contact",
      "--output",
      output,
    );
    expect(stopped.code).toBe(0);
    const csv = await readFile(output, "utf8");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(csv).toContain(",'=cmd,");

    const erased = await leadsCommand(env, "delete", "--email", "cli.person@example.org");
    expect(erased.stderr).toContain("Erased 2 lead(s)");
    expect(JSON.parse((await leadsCommand(env, "export")).stdout)).toEqual([]);
  });
});

describe("brightway, used wrongly", () => {
  it("says what is wrong and how to use it", async () => {
    const env = { DATA_DIR: path.join(scratch, "unused") };
    const bad = await leadsCommand(env, "export", "--since", "last week");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`--since must be ${timeInputForms}`);
    expect(bad.stderr).toContain("Usage:");
    expect((await leadsCommand(env, "delete")).stderr).toContain(
      "--email must be an email address",
    );
    expect((await leadsCommand(env, "vacuum")).stderr).toContain("Unknown command: vacuum");
  });
});

describe("times on the command line", () => {
  it("refuses --since and --time that are not a date or a time with its zone, naming the forms", async () => {
    const env = { DATA_DIR: path.join(scratch, "unused") };
    const restore = (time: string) =>
      leadsCommand(
        env,
        "restore",
        "--from",
        scratch,
        "--data-dir",
        path.join(scratch, "restored"),
        "--time",
        time,
      );
    // "12" was read as 2001-12-01, and a time without a zone in the machine's zone.
    for (const [running, option] of [
      [() => leadsCommand(env, "export", "--since", "12"), "--since"],
      [() => leadsCommand(env, "export", "--since", "2027-03-15T08:00"), "--since"],
      [() => restore("12"), "--time"],
      [() => restore("2027-03-15 08:00"), "--time"],
    ] as const) {
      const result = await running();
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        `${option} must be a date (2027-03-15, the start of that day in Austin) or a time with its zone (2027-03-15T08:00:00-05:00 or 2027-03-15T13:00:00Z)`,
      );
      expect(result.stdout).toBe("");
    }
  });

  it("reads --since 2027-03-15 as the start of that day in Austin, whatever the machine's zone", async () => {
    const databaseUrl = await createPostgresDatabase();
    const readings = [
      ["2027-03-15", "2027-03-15T05:00:00.000Z"],
      ["2027-01-15", "2027-01-15T06:00:00.000Z"],
      ["2027-03-15T08:00:00-05:00", "2027-03-15T13:00:00.000Z"],
    ] as const;
    for (const [since] of readings) {
      const exported = await leadsCommand(
        { DATABASE_URL: databaseUrl, TZ: "Asia/Tokyo" },
        "export",
        "--since",
        since,
      );
      expect(exported.code, exported.stderr).toBe(0);
    }
    // The audit log records each export's filter as it was read.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ since: string }>(
        "select details->'filter'->>'since' as since from audit_log where action = 'exported' order by id",
      );
      expect(rows.map((row) => row.since)).toEqual(readings.map(([, read]) => read));
    } finally {
      await client.end();
    }
  });
});

describe("brightway invite", () => {
  it("makes links, and --withdraw stops every open one to an address; the audit log still verifies", async () => {
    const env = { DATA_DIR: await mkdtemp(path.join(scratch, "data-")), LOG_LEVEL: "warn" };
    for (const role of ["viewer", "editor"]) {
      const invited = await leadsCommand(
        env,
        "invite",
        "--email",
        "Guest@example.org",
        "--role",
        role,
      );
      expect(invited.code).toBe(0);
      expect(invited.stdout).toMatch(/\/admin\/invitation#[\w-]{43}\n$/);
    }
    const withdrawn = await leadsCommand(env, "invite", "--withdraw", "guest@example.org");
    expect(withdrawn.stderr).toContain("Withdrew 2 invitation(s) to guest@example.org.");
    expect(withdrawn.code).toBe(0);
    const again = await leadsCommand(env, "invite", "--withdraw", "guest@example.org");
    expect(again.stderr).toContain("guest@example.org has no open invitation.");
    expect(again.code).toBe(1);
    expect((await leadsCommand(env, "audit", "verify")).stderr).toContain(
      "The audit log is intact",
    );
  });
});
