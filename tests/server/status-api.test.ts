/**
 * The status page's records over the console's API (issue 36), on the
 * repository's build: editors and owners open, update and resolve incidents
 * and schedule maintenance, a viewer only reads, owners rename and reorder
 * the components; each step is in the audit log, and refused input writes
 * nothing.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { statusSeed } from "../../app/site/status-source.server";
import type { StatusSnapshot } from "../../app/lib/status/status-model";
import type { Database } from "../../server/db/database";
import { auditLog, statusIncidents, statusUpdates } from "../../server/db/schema";
import { type ConsoleRequest, type Member, consoleRequest } from "./support/console";
import { startPublishingApp } from "./support/publishing-app";

let site: Awaited<ReturnType<typeof startPublishingApp>> | undefined;
let database: Database;
let app: Awaited<ReturnType<typeof startPublishingApp>>["app"];
let owner: Member;
let editor: Member;
let viewer: Member;
/** The seeded components' ids, in their order. */
let componentIds: number[];

beforeAll(async () => {
  site = await startPublishingApp("status-api");
  ({ database, app, owner, editor, viewer } = site);
  // The server seeds a new database with the sample page's components on start.
  const snapshot = (await as(viewer, "GET", "/status")).json() as StatusSnapshot;
  componentIds = snapshot.components.map((component) => component.id);
});
afterAll(() => site?.close());

const as = (
  member: Member | undefined,
  method: "GET" | "POST" | "PUT",
  url: string,
  body?: unknown,
) => consoleRequest(app, { method, url: `/api/admin${url}`, body, session: member?.session });

const snapshotOf = async (member: Member = viewer) =>
  (await as(member, "GET", "/status")).json() as StatusSnapshot;

const incidentOf = async (id: number) =>
  (await snapshotOf()).incidents.find((incident) => incident.id === id);

/** How many incidents, updates and audit entries of status there are: refused input changes none. */
async function written() {
  const { db } = database;
  const [incidents] = await db.select({ n: count() }).from(statusIncidents);
  const [updates] = await db.select({ n: count() }).from(statusUpdates);
  const [audited] = await db.select({ n: count() }).from(auditLog);
  return { incidents: incidents?.n, updates: updates?.n, audited: audited?.n };
}

const auditOf = (id: number) =>
  database.db
    .select({ action: auditLog.action, actor: auditLog.actor, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.subject, `incident ${id}`))
    .orderBy(auditLog.id);

const newIncident = (overrides: Record<string, unknown> = {}) => ({
  title: "Payments are failing for some families",
  componentIds: componentIds.slice(0, 2),
  impact: "major",
  message: "We are looking into failed card payments.",
  ...overrides,
});

/** Opens, updates and resolves an incident as `member`; returns its id. */
async function incidentLifecycle(member: Member) {
  const opened = await as(member, "POST", "/status/incidents", {
    ...newIncident(),
    titleEs: "Los pagos fallan para algunas familias",
  });
  expect(opened.statusCode).toBe(201);
  const { id } = opened.json() as { id: number };
  const open = await incidentOf(id);
  expect(open).toMatchObject({
    kind: "incident",
    title: {
      "en-US": "Payments are failing for some families",
      "es-US": "Los pagos fallan para algunas familias",
    },
    resolvedAt: null,
    components: expect.arrayContaining(
      componentIds.slice(0, 2).map((componentId) => ({ componentId, impact: "major" })),
    ),
  });
  expect(open?.updates).toHaveLength(1);
  expect(open?.updates[0]).toMatchObject({
    state: "investigating",
    message: { "en-US": "We are looking into failed card payments." },
  });
  expect(open?.updates[0]?.message).not.toHaveProperty("es-US");

  const identified = await as(member, "POST", `/status/incidents/${id}/updates`, {
    state: "identified",
    message: "A payment processor is down; card payments retry by themselves.",
    messageEs: "Un procesador de pagos no responde.",
    impact: "critical",
  });
  expect(identified.statusCode).toBe(204);
  const worse = await incidentOf(id);
  expect(worse?.components.every((item) => item.impact === "critical")).toBe(true);
  expect(worse?.updates[0]).toMatchObject({
    state: "identified",
    message: { "es-US": "Un procesador de pagos no responde." },
  });

  const resolved = await as(member, "POST", `/status/incidents/${id}/updates`, {
    state: "resolved",
    message: "Payments work again.",
  });
  expect(resolved.statusCode).toBe(204);
  const closed = await incidentOf(id);
  expect(closed?.resolvedAt).not.toBeNull();
  expect(closed?.updates.map((update) => update.state)).toEqual([
    "resolved",
    "identified",
    "investigating",
  ]);

  expect(await auditOf(id)).toEqual([
    expect.objectContaining({ action: "incident opened", actor: member.email }),
    expect.objectContaining({
      action: "incident updated",
      actor: member.email,
      details: { state: "identified", impact: "critical" },
    }),
    expect.objectContaining({
      action: "incident updated",
      actor: member.email,
      details: { state: "resolved" },
    }),
  ]);
  return id;
}

describe("incidents", () => {
  it("anyone signed in reads the components and incidents", async () => {
    for (const member of [owner, editor, viewer]) {
      const answer = await as(member, "GET", "/status");
      expect(answer.statusCode).toBe(200);
      const snapshot = answer.json() as StatusSnapshot;
      expect(snapshot.components.length).toBe(statusSeed().components.length);
      expect(snapshot.components[0]?.name["en-US"]).toBe(statusSeed().components[0]?.["en-US"]);
    }
  });

  it("an editor opens an incident, updates it and resolves it, each step audited", async () => {
    await incidentLifecycle(editor);
  });

  it("an owner does the same", async () => {
    await incidentLifecycle(owner);
  });

  it("an editor schedules maintenance, and updates it with maintenance's own states", async () => {
    const from = new Date(Date.now() + 86_400_000);
    const to = new Date(from.getTime() + 2 * 3_600_000);
    const scheduled = await as(editor, "POST", "/status/maintenance", {
      title: "Database upgrade",
      titleEs: "Actualización de la base de datos",
      componentIds: [componentIds[0]],
      from: from.toISOString(),
      to: to.toISOString(),
      message: "Reports may be slow for two hours.",
    });
    expect(scheduled.statusCode).toBe(201);
    const { id } = scheduled.json() as { id: number };
    expect(await incidentOf(id)).toMatchObject({
      kind: "maintenance",
      startsAt: from.toISOString(),
      endsAt: to.toISOString(),
      components: [{ componentId: componentIds[0], impact: "none" }],
      updates: [{ state: "scheduled" }],
    });
    const completed = await as(editor, "POST", `/status/incidents/${id}/updates`, {
      state: "completed",
      message: "Done early.",
    });
    expect(completed.statusCode).toBe(204);
    expect((await incidentOf(id))?.resolvedAt).not.toBeNull();
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      "maintenance scheduled",
      "incident updated",
    ]);
  });
});

describe("refusals", () => {
  let openId: number;
  let maintenanceId: number;
  beforeAll(async () => {
    openId = (await as(editor, "POST", "/status/incidents", newIncident())).json().id;
    const from = new Date(Date.now() + 3_600_000);
    maintenanceId = (
      await as(editor, "POST", "/status/maintenance", {
        title: "Network work",
        componentIds: [componentIds[1]],
        from: from.toISOString(),
        to: new Date(from.getTime() + 3_600_000).toISOString(),
        message: "Brief interruptions.",
      })
    ).json().id;
  });

  /** Each write a viewer may not make, and a valid body for it. */
  const writes = (): ConsoleRequest[] => [
    { method: "POST", url: "/api/admin/status/incidents", body: newIncident() },
    {
      method: "POST",
      url: `/api/admin/status/incidents/${openId}/updates`,
      body: { state: "monitoring", message: "A fix is out." },
    },
    {
      method: "POST",
      url: "/api/admin/status/maintenance",
      body: {
        title: "Network work",
        componentIds: [componentIds[0]],
        from: new Date(Date.now() + 3_600_000).toISOString(),
        to: new Date(Date.now() + 7_200_000).toISOString(),
        message: "Brief interruptions.",
      },
    },
    {
      method: "PUT",
      url: "/api/admin/status/components",
      body: {
        components: componentIds.map((id) => ({
          id,
          name: { "en-US": `Component ${id}`, "es-US": `Componente ${id}` },
        })),
      },
    },
  ];
  const every = (): ConsoleRequest[] => [{ url: "/api/admin/status" }, ...writes()];

  async function expectRefused(requests: ConsoleRequest[], status: number, member?: Member) {
    const before = await written();
    const components = (await snapshotOf()).components;
    for (const request of requests) {
      const answer = await consoleRequest(app, { ...request, session: member?.session });
      expect(answer.statusCode, `${request.method ?? "GET"} ${request.url}`).toBe(status);
    }
    expect(await written()).toEqual(before);
    expect((await snapshotOf()).components).toEqual(components);
  }

  it("a viewer reads but may write nothing", async () => {
    await expectRefused(writes(), 403, viewer);
  });

  it("an editor may not rename the components", async () => {
    await expectRefused(writes().slice(3), 403, editor);
  });

  it("every route answers 401 without a session, and 403 from another origin", async () => {
    await expectRefused(every(), 401);
    for (const origin of ["https://attacker.example", "null"]) {
      await expectRefused(
        every().map((request) => ({ ...request, origin })),
        403,
        owner,
      );
    }
    await expectRefused(
      writes().map((request) => ({ ...request, origin: null })),
      403,
      owner,
    );
  });

  it("refuses bad input with 4xx and writes nothing", async () => {
    const before = await written();
    const tries: [number, string, unknown][] = [
      [422, "/status/incidents", newIncident({ componentIds: [999_999] })],
      [400, "/status/incidents", newIncident({ componentIds: [] })],
      [400, "/status/incidents", newIncident({ componentIds: [2_147_483_648] })],
      [400, "/status/incidents", newIncident({ componentIds: ["1"] })],
      [400, "/status/incidents", newIncident({ title: "x".repeat(121) })],
      [400, "/status/incidents", newIncident({ title: "   " })],
      [400, "/status/incidents", newIncident({ message: "x".repeat(2001) })],
      [400, "/status/incidents", newIncident({ impact: "none" })],
      [400, "/status/incidents", newIncident({ impact: "catastrophic" })],
      [400, "/status/incidents", { title: { $ne: 1 } }],
      [400, "/status/incidents", []],
      [415, "/status/incidents", "plain text"],
      [422, `/status/incidents/${maintenanceId}/updates`, { state: "resolved", message: "x" }],
      [422, `/status/incidents/${openId}/updates`, { state: "completed", message: "x" }],
      [
        422,
        `/status/incidents/${maintenanceId}/updates`,
        { state: "in_progress", message: "x", impact: "major" },
      ],
      [400, `/status/incidents/${openId}/updates`, { state: "fixed", message: "x" }],
      [400, `/status/incidents/${openId}/updates`, { state: "monitoring", message: "" }],
      [422, "/status/incidents/999999/updates", { state: "monitoring", message: "x" }],
      [400, "/status/incidents/0/updates", { state: "monitoring", message: "x" }],
      [400, "/status/incidents/99999999999/updates", { state: "monitoring", message: "x" }],
      [400, "/status/incidents/abc/updates", { state: "monitoring", message: "x" }],
      [
        422,
        "/status/maintenance",
        {
          title: "Backwards",
          componentIds: [componentIds[0]],
          from: "2030-01-02T10:00:00.000Z",
          to: "2030-01-02T09:00:00.000Z",
          message: "x",
        },
      ],
      [
        400,
        "/status/maintenance",
        {
          title: "No dates",
          componentIds: [componentIds[0]],
          from: "tomorrow",
          to: "2030-01-02T09:00:00.000Z",
          message: "x",
        },
      ],
      [
        400,
        "/status/maintenance",
        {
          title: "Far away",
          componentIds: [componentIds[0]],
          from: "+275760-09-13T00:00:00.000Z",
          to: "+275760-09-13T00:00:00.000Z",
          message: "x",
        },
      ],
    ];
    for (const [status, url, body] of tries) {
      const answer = await as(editor, "POST", url, body);
      expect(answer.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      if (status === 422) expect(answer.json().problems).toHaveLength(1);
    }
    const components = (await snapshotOf()).components;
    const renames: [number, unknown][] = [
      [422, { components: components.slice(1).map(({ id, name }) => ({ id, name })) }],
      [
        422,
        {
          components: [...components, components[0]].map((component) => ({
            id: component?.id,
            name: component?.name,
          })),
        },
      ],
      [
        400,
        {
          components: components.map(({ id }) => ({ id, name: { "en-US": "Only English" } })),
        },
      ],
      [
        400,
        {
          components: components.map(({ id }) => ({
            id,
            name: { "en-US": "x".repeat(81), "es-US": "x" },
          })),
        },
      ],
    ];
    for (const [status, body] of renames) {
      expect((await as(owner, "PUT", "/status/components", body)).statusCode).toBe(status);
    }
    expect(await written()).toEqual(before);
    expect((await snapshotOf()).components).toEqual(components);
  });
});

describe("components", () => {
  it("an owner renames and reorders them, audited", async () => {
    const { components } = await snapshotOf();
    const reordered = [...components].reverse().map(({ id, name }, index) => ({
      id,
      name: index === 0 ? { "en-US": "Family payments", "es-US": "Pagos de familias" } : name,
    }));
    const answer = await as(owner, "PUT", "/status/components", { components: reordered });
    expect(answer.statusCode).toBe(204);
    const after = (await snapshotOf()).components;
    expect(after.map(({ id, name }) => ({ id, name }))).toEqual(reordered);
    const [entry] = await database.db
      .select({ actor: auditLog.actor })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "status components changed"), eq(auditLog.actor, owner.email)),
      );
    expect(entry).toBeDefined();
  });
});
