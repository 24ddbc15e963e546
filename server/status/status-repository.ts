/**
 * The status page's records: components, incidents, scheduled
 * maintenance and their updates. Owners and editors post from the console,
 * the person on call from a shell; every step is audited in the same
 * transaction. What the records mean at a moment is app/lib/status/status-model.ts.
 */
import { asc, desc, eq, inArray, sql } from "drizzle-orm";

import type { Locale } from "~/lib/i18n";
import type { StatusSeed } from "~/site/status-source.server";
import {
  type Impact,
  type StatusIncident,
  type StatusSnapshot,
  type StatusText,
  type UpdateState,
} from "~/lib/status/status-model";

import { type Actor, appendAudit } from "../audit/audit-log";
import type { Db, Tx } from "../db/db-types";
import {
  statusComponents,
  statusIncidentComponents,
  statusIncidents,
  statusUpdates,
} from "../db/schema";

/** A refusal the person can act on: an unknown component, a state that does not fit. */
export class StatusInputError extends Error {}

/** Everything the status pages show: every component, and every incident with its updates. */
export async function statusSnapshot(db: Db | Tx): Promise<StatusSnapshot> {
  const [components, incidents, affected, updates] = await Promise.all([
    db
      .select()
      .from(statusComponents)
      .orderBy(asc(statusComponents.position), asc(statusComponents.id)),
    db
      .select()
      .from(statusIncidents)
      .orderBy(desc(statusIncidents.startsAt), desc(statusIncidents.id)),
    db.select().from(statusIncidentComponents),
    db.select().from(statusUpdates).orderBy(desc(statusUpdates.at), desc(statusUpdates.id)),
  ]);
  const byIncident = new Map<number, StatusIncident>(
    incidents.map((row) => [
      row.id,
      {
        id: row.id,
        kind: row.kind,
        title: row.title,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt?.toISOString() ?? null,
        resolvedAt: row.resolvedAt?.toISOString() ?? null,
        components: [],
        updates: [],
      },
    ]),
  );
  for (const row of affected)
    byIncident
      .get(row.incidentId)
      ?.components.push({ componentId: row.componentId, impact: row.impact });
  for (const row of updates)
    byIncident.get(row.incidentId)?.updates.push({
      id: row.id,
      at: row.at.toISOString(),
      state: row.state,
      message: row.message,
    });
  return {
    components: components.map(({ id, position, name }) => ({ id, position, name })),
    incidents: [...byIncident.values()],
  };
}

/** Changes whenever a component, an incident or an update does: the live pages compare it. */
export async function statusSignature(db: Db): Promise<string> {
  const result = await db.execute<{ signature: string }>(sql`
    select concat_ws('/',
      (select count(*) from status_incidents),
      (select max(updated_at)::text from status_incidents),
      (select string_agg(id || ':' || position || ':' || name::text, ',' order by id) from status_components)
    ) as signature`);
  return result.rows[0]?.signature ?? "";
}

/** The components named (in English or Spanish, any case), or a refusal naming those unknown. */
export async function componentsNamed(db: Db | Tx, names: readonly string[]): Promise<number[]> {
  const components = await db.select().from(statusComponents);
  const found = names.map((name) => {
    const wanted = name.trim().toLowerCase();
    return components.find((component) =>
      Object.values(component.name).some((value) => value.toLowerCase() === wanted),
    );
  });
  const unknown = names.filter((_, index) => !found[index]);
  if (unknown.length > 0) {
    const known = components.map((component) => component.name["en-US"]).join(", ");
    throw new StatusInputError(
      `No component is named ${unknown.join(", ")}. The components: ${known}.`,
    );
  }
  return [...new Set(found.flatMap((component) => (component ? [component.id] : [])))];
}

function insertedId(row: { id: number } | undefined): number {
  if (!row) throw new Error("the insert returned no row");
  return row.id;
}

async function checkedComponents(tx: Tx, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new StatusInputError("Name at least one component.");
  const rows = await tx
    .select({ id: statusComponents.id })
    .from(statusComponents)
    .where(inArray(statusComponents.id, unique));
  if (rows.length !== unique.length)
    throw new StatusInputError("A component named does not exist.");
  return unique;
}

export interface NewIncident {
  title: StatusText;
  componentIds: readonly number[];
  impact: Impact;
  message: StatusText;
}

/** Opens an incident with its first update ("investigating"); returns its id. */
export async function openIncident(db: Db, incident: NewIncident, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const componentIds = await checkedComponents(tx, incident.componentIds);
    const now = new Date();
    const [row] = await tx
      .insert(statusIncidents)
      .values({ kind: "incident", title: incident.title, startsAt: now })
      .returning({ id: statusIncidents.id });
    const id = insertedId(row);
    await tx.insert(statusIncidentComponents).values(
      componentIds.map((componentId) => ({
        incidentId: id,
        componentId,
        impact: incident.impact,
      })),
    );
    await tx.insert(statusUpdates).values({
      incidentId: id,
      at: now,
      state: "investigating",
      message: incident.message,
      author: actor.label,
    });
    await appendAudit(tx, {
      actor,
      action: "incident opened",
      subject: `incident ${id}`,
      details: { title: incident.title["en-US"], componentIds, impact: incident.impact },
    });
    return id;
  });
}

export interface NewMaintenance {
  title: StatusText;
  componentIds: readonly number[];
  from: Date;
  to: Date;
  message: StatusText;
}

/** Schedules maintenance; it starts and ends by itself at its times. Returns its id. */
export async function scheduleMaintenance(
  db: Db,
  maintenance: NewMaintenance,
  actor: Actor,
): Promise<number> {
  if (!(maintenance.from < maintenance.to))
    throw new StatusInputError("The maintenance must end after it starts.");
  return db.transaction(async (tx) => {
    const componentIds = await checkedComponents(tx, maintenance.componentIds);
    const id = await insertMaintenance(tx, maintenance, componentIds, actor);
    await appendAudit(tx, {
      actor,
      action: "maintenance scheduled",
      subject: `incident ${id}`,
      details: {
        title: maintenance.title["en-US"],
        componentIds,
        from: maintenance.from.toISOString(),
        to: maintenance.to.toISOString(),
      },
    });
    return id;
  });
}

/** A maintenance window on `componentIds`, with its first update ("scheduled"); its id. */
async function insertMaintenance(
  tx: Tx,
  maintenance: Omit<NewMaintenance, "componentIds">,
  componentIds: readonly number[],
  actor: Actor,
  announcedAt = new Date(),
): Promise<number> {
  const [row] = await tx
    .insert(statusIncidents)
    .values({
      kind: "maintenance",
      title: maintenance.title,
      startsAt: maintenance.from,
      endsAt: maintenance.to,
    })
    .returning({ id: statusIncidents.id });
  const id = insertedId(row);
  await tx
    .insert(statusIncidentComponents)
    .values(
      componentIds.map((componentId) => ({ incidentId: id, componentId, impact: "none" as const })),
    );
  await tx.insert(statusUpdates).values({
    incidentId: id,
    at: announcedAt,
    state: "scheduled",
    message: maintenance.message,
    author: actor.label,
  });
  return id;
}

export interface IncidentUpdate {
  state: UpdateState;
  message: StatusText;
  /** A new impact on every component it affects (incidents only). */
  impact?: Impact;
}

const incidentOnly: readonly UpdateState[] = [
  "investigating",
  "identified",
  "monitoring",
  "resolved",
];
const maintenanceOnly: readonly UpdateState[] = ["scheduled", "in_progress", "completed"];

/**
 * Adds an update. "resolved" (an incident) or "completed" (maintenance)
 * closes it; any other state on a resolved incident opens it again.
 */
export async function updateIncident(
  db: Db,
  id: number,
  update: IncidentUpdate,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [incident] = await tx
      .select({ kind: statusIncidents.kind })
      .from(statusIncidents)
      .where(eq(statusIncidents.id, id))
      .for("update");
    if (!incident) throw new StatusInputError(`There is no incident ${id}.`);
    const states = incident.kind === "incident" ? incidentOnly : maintenanceOnly;
    if (!states.includes(update.state))
      throw new StatusInputError(
        `${incident.kind === "incident" ? "An incident" : "Maintenance"} takes the states ${states.join(", ")}.`,
      );
    if (update.impact && incident.kind === "maintenance")
      throw new StatusInputError("Maintenance has no impact to change.");
    const now = new Date();
    const closes = update.state === "resolved" || update.state === "completed";
    await tx
      .update(statusIncidents)
      .set({
        updatedAt: now,
        ...(closes
          ? { resolvedAt: now }
          : incident.kind === "incident"
            ? { resolvedAt: null }
            : {}),
      })
      .where(eq(statusIncidents.id, id));
    if (update.impact)
      await tx
        .update(statusIncidentComponents)
        .set({ impact: update.impact })
        .where(eq(statusIncidentComponents.incidentId, id));
    await tx.insert(statusUpdates).values({
      incidentId: id,
      at: now,
      state: update.state,
      message: update.message,
      author: actor.label,
    });
    await appendAudit(tx, {
      actor,
      action: "incident updated",
      subject: `incident ${id}`,
      details: { state: update.state, ...(update.impact ? { impact: update.impact } : {}) },
    });
  });
}

export interface ComponentChange {
  id: number;
  name: Record<Locale, string>;
}

/** Renames and reorders the components: `components` in their new order, every one of them. */
export async function changeComponents(
  db: Db,
  components: readonly ComponentChange[],
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tx.select().from(statusComponents).orderBy(asc(statusComponents.position));
    const ids = new Set(components.map((component) => component.id));
    if (
      ids.size !== components.length ||
      ids.size !== before.length ||
      before.some((component) => !ids.has(component.id))
    )
      throw new StatusInputError("Send every component once, in the order wanted.");
    for (const [position, component] of components.entries())
      await tx
        .update(statusComponents)
        .set({ position, name: component.name })
        .where(eq(statusComponents.id, component.id));
    await appendAudit(tx, {
      actor,
      action: "status components changed",
      details: {
        before: before.map(({ id, name }) => ({ id, name })),
        after: components.map(({ id, name }) => ({ id, name })),
      },
    });
  });
}

/** Fills a database that has no components yet with the sample page's; returns whether it did. */
export async function seedStatus(db: Db, seed: StatusSeed, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table status_components in exclusive mode`);
    const [existing] = await tx.select({ id: statusComponents.id }).from(statusComponents).limit(1);
    if (existing) return false;
    const rows = await tx
      .insert(statusComponents)
      .values(seed.components.map((name, position) => ({ position, name })))
      .returning({ id: statusComponents.id });
    const allIds = rows.map((row) => row.id);
    for (const maintenance of seed.maintenance) {
      await insertMaintenance(tx, maintenance, allIds, actor, maintenance.from);
    }
    await appendAudit(tx, { actor, action: "status seeded", details: { components: rows.length } });
    return true;
  });
}
