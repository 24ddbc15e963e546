/**
 * Issue 36: the status pages drawn from the database's records, on the
 * repository's own build (npm test runs after the build), from a database as
 * a first start leaves it (support/publishing-app.ts): an incident
 * opened, updated and resolved shows on both languages' pages, in the feeds
 * and the JSON; a change made without this instance's help (as another
 * instance or the shell makes it) shows by itself; maintenance starts and
 * ends at its times; uptime is computed from impacts and durations.
 */
import { rm } from "node:fs/promises";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../../server/app";
import type { Database } from "../../server/db/database";
import { statusIncidentComponents, statusIncidents, statusUpdates } from "../../server/db/schema";
import {
  openIncident,
  scheduleMaintenance,
  statusSnapshot,
  updateIncident,
} from "../../server/status/status-repository";
import { publishedSite } from "./support/publishing-app";
import { waitUntil } from "./support/receivers";
import { repositoryRoot, testConfig } from "./support/site-fixture";

/** How long the pages may take to be drawn again after a change. */
const REDRAWN_WITHIN_MS = 30_000;

const editor = { label: "editor@brightway.example" };

let database: Database;
let dataDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;

/** An instance of the site on the file's database and DATA_DIR. */
const startApp = () =>
  buildApp(
    testConfig(path.join(repositoryRoot, "build"), { storage: { dataDir, retentionDays: 730 } }),
    { database },
  );

beforeAll(async () => {
  ({ database, dataDir } = await publishedSite("status"));
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = async (url: string) => {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  return response;
};
const text = async (url: string) => (await get(url)).body;
const summary = async () => JSON.parse(await text("/api/status.json")) as StatusSummary;

interface StatusSummary {
  status: { indicator: string; description: string };
  components: { id: number; name: string; status: string; uptime_90_days: number }[];
  incidents: { id: number; name: string; status: string; impact: string }[];
  scheduled_maintenances: { id: number; status: string }[];
}

async function componentIds(...names: string[]) {
  const { components } = await statusSnapshot(database.db);
  return names.map((name) => {
    const component = components.find((item) => item.name["en-US"] === name);
    if (!component) throw new Error(`no component ${name}`);
    return component.id;
  });
}

describe("a new database", () => {
  it("starts from the sample page: six services, all operational, the 2024 maintenance in the history", async () => {
    const page = await text("/status");
    expect(page).toContain("All systems are operational");
    for (const name of ["API Services", "Payment Processing", "Email Services"])
      expect(page).toContain(name);
    expect((await summary()).components).toHaveLength(6);
    expect((await summary()).status.indicator).toBe("none");
    const history = await text("/status/history");
    expect(history).toContain("January 2024");
    expect(history).toContain("Scheduled maintenance");
    expect(await text("/es/status/history")).toContain("enero de 2024");
  });
});

describe("an incident", () => {
  it("shows on both pages, both feeds and the JSON once opened, and leaves them once resolved", async () => {
    const [payments, auth] = await componentIds("Payment Processing", "User Authentication");
    const id = await openIncident(
      database.db,
      {
        title: { "en-US": "Payments to providers are delayed" },
        componentIds: [payments ?? 0, auth ?? 0],
        impact: "major",
        message: {
          "en-US": "We are looking into delayed payments.",
          "es-US": "Estamos revisando los pagos demorados.",
        },
      },
      editor,
    );
    await app.statusSite.refresh();

    const page = await text("/status");
    expect(page).toContain("Some services are partly unavailable");
    expect(page).toContain("Payments to providers are delayed");
    expect(page).toContain("We are looking into delayed payments.");
    expect(page).toContain(`id="incident-${id}"`);
    const spanish = await text("/es/status");
    expect(spanish).toContain("Algunos servicios no están disponibles en parte");
    expect(spanish).toContain("Estamos revisando los pagos demorados.");
    // The title has no Spanish version: shown in English, marked as English, and said so.
    expect(spanish).toContain('<span lang="en">Payments to providers are delayed</span>');
    expect(spanish).toContain("Todavía no está escrito en español");
    expect(await text("/status/feed.xml")).toContain("Payments to providers are delayed");
    expect(await text("/es/status/feed.xml")).toContain("Estamos revisando los pagos demorados.");
    const open = await summary();
    expect(open.status.indicator).toBe("major");
    expect(open.incidents).toMatchObject([
      { id, name: "Payments to providers are delayed", status: "investigating", impact: "major" },
    ]);
    expect(open.components.find((component) => component.id === payments)?.status).toBe(
      "partial_outage",
    );

    await updateIncident(
      database.db,
      id,
      { state: "monitoring", message: { "en-US": "A fix is out; we are watching payments." } },
      editor,
    );
    await app.statusSite.refresh();
    expect(await text("/status")).toContain("A fix is out; we are watching payments.");
    expect((await summary()).incidents[0]?.status).toBe("monitoring");

    await updateIncident(
      database.db,
      id,
      { state: "resolved", message: { "en-US": "Payments are on time again." } },
      editor,
    );
    await app.statusSite.refresh();
    const after = await text("/status");
    expect(after).toContain("All systems are operational");
    expect(after).not.toContain("Payments to providers are delayed");
    expect(await text("/status/history")).toContain("Payments are on time again.");
    expect((await summary()).incidents).toEqual([]);
    expect((await summary()).status.indicator).toBe("none");
  });

  it("made without this instance's help (another instance, the shell) shows by itself", async () => {
    const [email] = await componentIds("Email Services");
    const id = await openIncident(
      database.db,
      {
        title: { "en-US": "Emails leave late" },
        componentIds: [email ?? 0],
        impact: "minor",
        message: { "en-US": "Emails are slow to leave." },
      },
      editor,
    );
    await waitUntil(async () => {
      expect(await text("/status")).toContain("Emails leave late");
      expect((await summary()).status.indicator).toBe("minor");
    }, REDRAWN_WITHIN_MS);
    await updateIncident(
      database.db,
      id,
      { state: "resolved", message: { "en-US": "Emails leave on time." } },
      editor,
    );
    await waitUntil(
      async () => expect((await summary()).status.indicator).toBe("none"),
      REDRAWN_WITHIN_MS,
    );
  });

  it("of 6 hours of major impact yesterday gives that component 99.72 % over 90 days: 1 − 6 / (90 × 24)", async () => {
    const [storage] = await componentIds("File Storage");
    const yesterday = new Date(Date.now() - 86_400_000);
    const start = new Date(
      Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), yesterday.getUTCDate(), 8),
    );
    const end = new Date(start.getTime() + 6 * 3_600_000);
    const [row] = await database.db
      .insert(statusIncidents)
      .values({
        kind: "incident",
        title: { "en-US": "Uploads fail" },
        startsAt: start,
        resolvedAt: end,
      })
      .returning({ id: statusIncidents.id });
    const incidentId = row?.id ?? 0;
    await database.db
      .insert(statusIncidentComponents)
      .values({ incidentId, componentId: storage ?? 0, impact: "major" });
    await database.db.insert(statusUpdates).values([
      {
        incidentId,
        at: start,
        state: "investigating",
        message: { "en-US": "Uploads fail." },
        author: "test",
      },
      {
        incidentId,
        at: end,
        state: "resolved",
        message: { "en-US": "Uploads work." },
        author: "test",
      },
    ]);
    await waitUntil(async () => {
      const component = (await summary()).components.find((item) => item.id === storage);
      expect(component?.uptime_90_days).toBe(99.72);
    }, REDRAWN_WITHIN_MS);
    const page = await text("/status");
    const row6 = page.slice(page.indexOf("File Storage"), page.indexOf("Email Services"));
    expect(row6).toContain("99.72%");
    // The same day in the table: 6 hours down.
    expect(page).toContain("Down 6 h 0 min");
  });
});

describe("scheduled maintenance", () => {
  it("is announced ahead, starts at its time and ends at its time, by itself", async () => {
    const [database_] = await componentIds("Database");
    // Ahead by more than a drawing takes (a process started for it, through tsx here).
    const from = new Date(Date.now() + 12_000);
    const to = new Date(Date.now() + 20_000);
    const id = await scheduleMaintenance(
      database.db,
      {
        title: { "en-US": "Database upgrade", "es-US": "Actualización de la base de datos" },
        componentIds: [database_ ?? 0],
        from,
        to,
        message: { "en-US": "The database moves to a new version." },
      },
      editor,
    );
    await app.statusSite.refresh();
    expect(await text("/status")).toContain("Upcoming maintenance");
    expect((await summary()).scheduled_maintenances).toMatchObject([{ id, status: "scheduled" }]);
    await waitUntil(async () => {
      expect(await text("/status")).toContain("Scheduled maintenance is under way");
      expect((await summary()).scheduled_maintenances).toMatchObject([
        { id, status: "in_progress" },
      ]);
    }, REDRAWN_WITHIN_MS);
    await waitUntil(async () => {
      expect(await text("/status")).toContain("All systems are operational");
      expect((await summary()).scheduled_maintenances).toEqual([]);
    }, REDRAWN_WITHIN_MS);
    expect(await text("/es/status/history")).toContain("Actualización de la base de datos");
  });
});

describe("the files", () => {
  it("are served compressed, with each page's own policy, and the JSON to any origin", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/status",
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-security-policy"]).toContain("script-src");
    const json = await get("/api/status.json");
    expect(json.headers["access-control-allow-origin"]).toBe("*");
    expect(json.headers["content-type"]).toContain("application/json");
    const feed = await get("/es/status/feed.xml");
    expect(feed.headers["content-type"]).toContain("xml");
    expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed.body).toContain("<title>Incidentes y mantenimiento de Brightway</title>");
  });
});

describe("a restart", () => {
  it("serves the last drawing while it is true, and draws again what changed while it was down", async () => {
    const drawing = app.statusSite.current()?.root;
    const before = await summary();
    await app.close();
    app = await startApp();
    expect(app.statusSite.current()?.root).toBe(drawing);
    expect(await summary()).toEqual(before);
    await app.close();

    const [payments] = await componentIds("Payment Processing");
    await openIncident(
      database.db,
      {
        title: { "en-US": "Payments wait in a queue" },
        componentIds: [payments ?? 0],
        impact: "major",
        message: { "en-US": "Payments are queued and will go through." },
      },
      editor,
    );
    app = await startApp();
    expect(app.statusSite.current()?.root).not.toBe(drawing);
    expect(await text("/status")).toContain("Payments wait in a queue");
    expect((await summary()).status.indicator).toBe("major");
  });
});
