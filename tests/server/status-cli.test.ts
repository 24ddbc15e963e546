/**
 * `brightway incident …` and `maintenance schedule` as the person on call runs
 * them: the real bundled command on a database of its own, what it prints, what it writes, and
 * what it refuses without writing anything.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Database, openDatabase } from "../../server/db/database";
import { auditLog } from "../../server/db/schema";
import { seedStatus, statusSnapshot } from "../../server/status/status-repository";
import { commandLine } from "../../server/audit/audit-log";
import { createPostgresDatabase, quietLog } from "./support/databases";
import { type CommandResult, leadsCommand } from "./support/leads-command";
import { startServerProcess } from "./support/server-process";
import { repositoryRoot } from "./support/site-fixture";
import { timeInputForms } from "../../app/lib/time-input";

const components = [
  { "en-US": "API Services", "es-US": "Servicios de API" },
  { "en-US": "Payment Processing", "es-US": "Procesamiento de pagos" },
  { "en-US": "User Authentication", "es-US": "Autenticación de usuarios" },
  { "en-US": "Database", "es-US": "Base de datos" },
];

let database: Database;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  const databaseUrl = await createPostgresDatabase();
  database = await openDatabase({ dataDir: "", databaseUrl, holder: "server", log: quietLog });
  await seedStatus(database.db, { components, maintenance: [] }, commandLine);
  env = { DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" };
});
afterAll(async () => {
  await database.close();
});

const status = (...args: string[]) => leadsCommand(env, ...args);

/** `incident list`'s lines, split into their tab-separated columns. */
async function listed() {
  const result = await status("incident", "list");
  expect(result.code).toBe(0);
  return {
    rows: result.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split("\t")),
    stderr: result.stderr,
  };
}

async function incident(id: number) {
  const found = (await statusSnapshot(database.db)).incidents.find((item) => item.id === id);
  if (!found) throw new Error(`incident ${id} was not written`);
  return found;
}

async function written() {
  const { rows } = await database.db.$client.query<Record<string, number>>(`select
    (select count(*) from status_incidents)::int as incidents,
    (select count(*) from status_incident_components)::int as affected,
    (select count(*) from status_updates)::int as updates,
    (select count(*) from audit_log)::int as audit,
    (select max(updated_at)::text from status_incidents) as changed`);
  return rows[0];
}

describe("brightway incident", () => {
  it("opens an incident, lists it by its id, updates it to monitoring and resolves it", async () => {
    const opened = await status(
      "incident",
      "open",
      "--title",
      "Payments fail at checkout",
      "--title-es",
      "Fallan los pagos",
      "--component",
      "payment processing,Base de datos",
      "--impact",
      "major",
      "--message",
      "We are looking into failed payments.",
      "--message-es",
      "Estamos investigando los pagos fallidos.",
    );
    expect(opened.code).toBe(0);
    expect(opened.stdout).toMatch(/^\d+\n$/);
    const id = Number(opened.stdout);
    expect(opened.stderr).toBe(
      `Opened incident ${id} on Payment Processing, Database (major). The status page shows it within seconds.\n`,
    );

    const row = await incident(id);
    expect(row).toMatchObject({
      kind: "incident",
      title: { "en-US": "Payments fail at checkout", "es-US": "Fallan los pagos" },
      resolvedAt: null,
      endsAt: null,
    });
    expect(row.components.map((item) => item.impact)).toEqual(["major", "major"]);
    expect(row.updates).toEqual([
      expect.objectContaining({
        state: "investigating",
        message: {
          "en-US": "We are looking into failed payments.",
          "es-US": "Estamos investigando los pagos fallidos.",
        },
      }),
    ]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "incident opened"));
    expect(audit).toMatchObject({ actor: "command line", subject: `incident ${id}` });

    expect((await listed()).rows).toEqual([
      [
        String(id),
        "investigating",
        "major",
        "Payment Processing, Database",
        "Payments fail at checkout",
        `since ${row.startsAt}`,
      ],
    ]);

    const monitoring = await status(
      "incident",
      "update",
      String(id),
      "--state",
      "monitoring",
      "--impact",
      "minor",
      "--message",
      "A fix is in place; we are watching payments.",
    );
    expect(monitoring.code).toBe(0);
    expect(monitoring.stderr).toContain(`Incident ${id} is now monitoring, impact minor.`);
    expect((await listed()).rows[0]?.slice(0, 3)).toEqual([String(id), "monitoring", "minor"]);

    const resolved = await status(
      "incident",
      "update",
      String(id),
      "--state",
      "resolved",
      "--message",
      "Payments work again.",
    );
    expect(resolved.code).toBe(0);
    expect((await incident(id)).resolvedAt).not.toBeNull();
    expect((await incident(id)).updates.map((update) => update.state)).toEqual([
      "resolved",
      "monitoring",
      "investigating",
    ]);
    const afterwards = await listed();
    expect(afterwards.rows).toEqual([]);
    expect(afterwards.stderr).toContain("No open incidents.");

    const updates = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "incident updated"));
    expect(updates.map((entry) => [entry.actor, entry.subject, entry.details])).toEqual([
      ["command line", `incident ${id}`, { state: "monitoring", impact: "minor" }],
      ["command line", `incident ${id}`, { state: "resolved" }],
    ]);
  });
});

describe("brightway maintenance schedule", () => {
  it("schedules windows that incident list shows until they end, with the id incident update takes", async () => {
    const hour = 3_600_000;
    const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
    const schedule = (title: string, from: string, to: string) =>
      status(
        "maintenance",
        "schedule",
        "--title",
        title,
        "--component",
        "API Services",
        "--from",
        from,
        "--to",
        to,
        "--message",
        "The API answers slowly for an hour.",
      );
    const ahead = await schedule("API upgrade", iso(24 * hour), iso(25 * hour));
    expect(ahead.code).toBe(0);
    expect(ahead.stdout).toMatch(/^\d+\n$/);
    expect(ahead.stderr).toContain(
      `Scheduled maintenance ${Number(ahead.stdout)} on API Services from`,
    );
    const underWay = await schedule("API migration", iso(-hour), iso(hour));
    const over = await schedule("Old window", iso(-3 * hour), iso(-2 * hour));
    expect([underWay.code, over.code]).toEqual([0, 0]);
    const aheadId = Number(ahead.stdout);
    const underWayId = Number(underWay.stdout);

    const { rows, stderr } = await listed();
    expect(rows.map((columns) => columns.slice(0, 5))).toEqual([
      [String(underWayId), "in_progress", "maintenance", "API Services", "API migration"],
      [String(aheadId), "scheduled", "maintenance", "API Services", "API upgrade"],
    ]);
    const window = await incident(aheadId);
    expect(rows[1]?.[5]).toBe(`${window.startsAt}/${window.endsAt}`);
    expect(stderr).toContain("No open incidents. 2 maintenance window(s) under way or scheduled.");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `incident ${aheadId}`));
    expect(audit).toMatchObject({ actor: "command line", action: "maintenance scheduled" });

    const completed = await status(
      "incident",
      "update",
      String(underWayId),
      "--state",
      "completed",
      "--message",
      "Done early.",
    );
    expect(completed.code).toBe(0);
    expect((await listed()).rows.map((columns) => columns[0])).toEqual([String(aheadId)]);
  });
});

describe("maintenance schedule with a date alone", () => {
  it("starts and ends it at the start of those days in Austin, whatever the machine's zone", async () => {
    // 2031-03-15 is in daylight time (-05:00), 2031-01-15 in standard time (-06:00).
    const windows: [string, string, string][] = [
      ["2031-03-15", "2031-03-16", "2031-03-15T05:00:00.000Z/2031-03-16T05:00:00.000Z"],
      ["2031-01-15", "2031-01-16", "2031-01-15T06:00:00.000Z/2031-01-16T06:00:00.000Z"],
    ];
    for (const [from, to, expected] of windows) {
      const scheduled = await leadsCommand(
        { ...env, TZ: "Asia/Tokyo" },
        "maintenance",
        "schedule",
        "--title",
        "Database upgrade",
        "--component",
        "Database",
        "--from",
        from,
        "--to",
        to,
        "--message",
        "Sign-in is unavailable for a day.",
      );
      expect(scheduled.code, scheduled.stderr).toBe(0);
      const window = await incident(Number(scheduled.stdout));
      expect(
        `${new Date(window.startsAt).toISOString()}/${new Date(window.endsAt ?? "").toISOString()}`,
      ).toBe(expected);
    }
  });
});

describe("the status verbs, used wrongly", () => {
  // Twenty-two runs of the command, each a process of its own (62 s on a loaded machine); the
  // three the data refuses open the database, the usage mistakes are refused before.
  it(
    "refuse with a plain message and exit code 2 (used wrongly) or 1 (refused), and write nothing",
    { timeout: 180_000 },
    async () => {
      const opened = await status(
        "incident",
        "open",
        "--title",
        "Sign-in is slow",
        "--component",
        "User Authentication",
        "--impact",
        "minor",
        "--message",
        "Looking into it.",
      );
      expect(opened.code).toBe(0);
      const id = opened.stdout.trim();
      const before = await written();

      const open = (...options: string[]) =>
        status(
          "incident",
          "open",
          "--title",
          "Payments fail",
          "--message",
          "Looking into it.",
          ...options,
        );
      const maintenance = (from: string, to: string) =>
        status(
          "maintenance",
          "schedule",
          "--title",
          "Upgrade",
          "--component",
          "Database",
          "--message",
          "Down for an hour.",
          "--from",
          from,
          "--to",
          to,
        );
      const refusals: [() => Promise<CommandResult>, string][] = [
        [
          () => open("--component", "Payment Processing,Payroll", "--impact", "major"),
          "No component is named Payroll. The components: API Services, Payment Processing, User Authentication, Database.",
        ],
        [
          () => open("--component", "Database", "--impact", "severe"),
          "--impact must be minor, major or critical",
        ],
        [() => open("--impact", "major"), "--component must be one or more component names"],
        [
          () => status("incident", "open", "--component", "Database"),
          "--title must be a short title",
        ],
        [
          () => status("incident", "update", id, "--state", "fixed", "--message", "Fixed."),
          "--state must be investigating, identified, monitoring or resolved",
        ],
        [
          () => status("incident", "update", id, "--state", "resolved"),
          "--message must be what changed",
        ],
        [
          () => status("incident", "update", id, "--state", "completed", "--message", "Done."),
          "An incident takes the states investigating, identified, monitoring, resolved.",
        ],
        [
          () => status("incident", "update", "9999", "--state", "resolved", "--message", "Fixed."),
          "There is no incident 9999.",
        ],
        [
          () => status("incident", "update", "seven", "--state", "resolved", "--message", "Fixed."),
          "incident update takes the incident's id",
        ],
        [
          () => maintenance("next Tuesday", "2026-12-06T03:00Z"),
          `--from must be ${timeInputForms}`,
        ],
        // Without its zone, a time would be read in the machine's.
        [
          () => maintenance("2026-12-06T02:00", "2026-12-06T03:00Z"),
          `--from must be ${timeInputForms}`,
        ],
        [() => maintenance("2026-12-06T02:00Z", "12"), `--to must be ${timeInputForms}`],
        // The console's API's limits (app/lib/status/status-limits.ts).
        [
          () =>
            status(
              "incident",
              "open",
              "--title",
              "x".repeat(121),
              "--component",
              "Database",
              "--impact",
              "minor",
              "--message",
              "Slow.",
            ),
          "--title must be at most 120 characters",
        ],
        [
          () =>
            open("--component", "Database", "--impact", "minor", "--message-es", "y".repeat(2001)),
          "--message-es must be at most 2000 characters",
        ],
        [
          () =>
            status("incident", "update", id, "--state", "resolved", "--message", "z".repeat(2001)),
          "--message must be at most 2000 characters",
        ],
        [
          () =>
            open(
              "--component",
              Array.from({ length: 51 }, () => "Database").join(","),
              "--impact",
              "minor",
            ),
          "--component must be one or more component names (at most 50",
        ],
        [
          () => open("--component", "D".repeat(81), "--impact", "minor"),
          "--component must be one or more component names (at most 50, each at most 80 characters)",
        ],
        [
          () => maintenance("2026-12-06T02:00Z", "2026-12-06T01:00:00+00:00"),
          "--to must be after --from",
        ],
        [() => status("incident", "close", id), "Unknown command: incident close"],
      ];
      // What the database holds refuses these; the others are wrong usage, refused unread.
      const refusedByTheData = [
        "No component is named Payroll.",
        "An incident takes the states",
        "There is no incident 9999.",
      ];
      for (const [running, message] of refusals) {
        const result = await running();
        expect(result.stderr, message).toContain(message);
        expect(result.stderr).not.toMatch(/\n\s+at /);
        const refused = refusedByTheData.some((start) => message.startsWith(start));
        expect(result.code, message).toBe(refused ? 1 : 2);
        expect(result.stdout).toBe("");
      }
      expect(await written()).toEqual(before);
    },
  );
});

interface Summary {
  status: { indicator: string };
  components: { name: string; status: string }[];
  incidents: { id: number; status: string; impact: string; components: { name: string }[] }[];
}

describe("incident open on a running server", () => {
  // The real build: a new database imports content/ and draws every page before the server answers.
  it(
    "shows on both languages' pages, in the feeds and the JSON, and goes when resolved",
    { timeout: 180_000 },
    async () => {
      // The repository's own build (npm test runs after it): its renderer draws the status pages.
      const serverEnv = {
        DATABASE_URL: await createPostgresDatabase(),
        BUILD_DIR: path.join(repositoryRoot, "build"),
        DATA_DIR: await mkdtemp(path.join(tmpdir(), "brightway-status-cli-")),
        LOG_LEVEL: "warn",
      };
      const server = await startServerProcess(serverEnv);
      try {
        const read = async (url: string) => (await fetch(`${server.origin}${url}`)).text();
        const summary = async () => JSON.parse(await read("/api/status.json")) as Summary;
        /** Polls until `check` passes: the pages follow the records by themselves (bounded, not timed). */
        const eventually = async (check: () => Promise<void>) => {
          const deadline = Date.now() + 15_000;
          for (;;) {
            try {
              return await check();
            } catch (error) {
              if (Date.now() > deadline) throw error;
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
        };
        // The server seeded the sample page's components; the command names one of them.
        expect((await summary()).status.indicator).toBe("none");
        const opened = await leadsCommand(
          serverEnv,
          "incident",
          "open",
          "--title",
          "Payments fail",
          "--title-es",
          "Los pagos fallan",
          "--component",
          "Payment Processing",
          "--impact",
          "major",
          "--message",
          "We are looking into it.",
        );
        expect(opened.stderr).toContain("Opened incident");
        const id = Number(opened.stdout);
        await eventually(async () => {
          const current = await summary();
          expect(current.incidents).toEqual([
            expect.objectContaining({
              id,
              status: "investigating",
              impact: "major",
              components: [expect.objectContaining({ name: "Payment Processing" })],
            }),
          ]);
          expect(current.status.indicator).toBe("major");
          expect(
            current.components.find((component) => component.name === "Payment Processing"),
          ).toMatchObject({ status: "partial_outage" });
        });
        // The pages and feeds are drawn before the JSON changes.
        const page = await read("/status");
        expect(page).toContain("Payments fail");
        expect(page).toContain("Some services are partly unavailable");
        expect(await read("/es/status")).toContain("Los pagos fallan");
        expect(await read("/status/feed.xml")).toContain("We are looking into it.");
        expect(await read("/es/status/feed.xml")).toContain("Los pagos fallan");

        const monitoring = await leadsCommand(
          serverEnv,
          "incident",
          "update",
          String(id),
          "--state",
          "monitoring",
          "--message",
          "A fix is out.",
        );
        expect(monitoring.code).toBe(0);
        await eventually(async () => expect(await read("/status")).toContain("A fix is out."));
        const resolved = await leadsCommand(
          serverEnv,
          "incident",
          "update",
          String(id),
          "--state",
          "resolved",
          "--message",
          "Payments work again.",
        );
        expect(resolved.code).toBe(0);
        await eventually(async () => {
          const current = await summary();
          expect(current.incidents).toEqual([]);
          expect(current.status.indicator).toBe("none");
        });
        expect(await read("/status")).toContain("All systems are operational");
        expect(await read("/es/status")).toContain("Todos los sistemas funcionan con normalidad");
        expect(await read("/status/history")).toContain("Payments work again.");
      } finally {
        expect(await server.stop()).toBe(0);
        await rm(serverEnv.DATA_DIR, { recursive: true, force: true });
      }
    },
  );
});
