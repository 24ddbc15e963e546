/**
 * The status page's uptime figures, as served, against the minute-by-minute
 * reference (tests/uptime-reference.ts): generated timelines of incidents
 * and maintenance on the six services, written to the database as another
 * instance or the shell would; /api/status.json's share and the page's share
 * and 90 days of every service then agree with the reference.
 */
import { rm } from "node:fs/promises";
import path from "node:path";

import { inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Impact, StatusIncident } from "../../app/lib/status/status-model";
import { buildApp } from "../../server/app";
import type { Database } from "../../server/db/database";
import { statusIncidentComponents, statusIncidents } from "../../server/db/schema";
import { statusSnapshot } from "../../server/status/status-repository";
import { type ReferenceUptime, referenceUptime } from "../uptime-reference";
import { publishedSite } from "./support/publishing-app";
import { waitUntil } from "./support/receivers";
import { repositoryRoot, testConfig } from "./support/site-fixture";

/** Each timeline waits for the pages to be drawn again: minutes on a busy machine. */
const REDRAWN_WITHIN_MS = 120_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WINDOW_S = 90 * 86_400;

let database: Database;
let dataDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let componentIds: number[];

beforeAll(async () => {
  ({ database, dataDir } = await publishedSite("status-uptime"));
  app = await buildApp(
    testConfig(path.join(repositoryRoot, "build"), { storage: { dataDir, retentionDays: 730 } }),
    { database },
  );
  componentIds = (await statusSnapshot(database.db)).components.map((component) => component.id);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Incidents and maintenance in whole minutes, all over before `base` (an
 * hour ahead of it) and inside the 90 days (two days from their start), so
 * that every moment the server draws them at on `base`'s day gives the same
 * figures. Half are near one busy day, for days with several at once.
 */
const timeline = (base: number) =>
  fc
    .record({
      busyDay: fc.integer({ min: 1, max: 85 }),
      incidents: fc.array(
        fc.record({
          kind: fc.constantFrom<StatusIncident["kind"]>("incident", "incident", "maintenance"),
          near: fc.boolean(),
          /** Minutes from the busy day's start. */
          around: fc.integer({ min: 0, max: 2 * 24 * 60 }),
          /** Minutes before `base`. */
          anywhere: fc.integer({ min: 60, max: 88 * 24 * 60 }),
          minutes: fc.oneof(
            fc.integer({ min: 1, max: 180 }),
            fc.integer({ min: 1, max: 3 * 1440 }),
          ),
          impacts: fc.array(fc.constantFrom<Impact>("none", "minor", "major", "critical"), {
            minLength: 6,
            maxLength: 6,
          }),
        }),
        { minLength: 1, maxLength: 12 },
      ),
    })
    .map(({ busyDay, incidents }) => {
      const busyStart = base - (base % DAY_MS) - busyDay * DAY_MS;
      return incidents.map((generated) => {
        const startsAt = generated.near
          ? busyStart + generated.around * MINUTE_MS
          : base - generated.anywhere * MINUTE_MS;
        const endsAt = Math.min(startsAt + generated.minutes * MINUTE_MS, base - HOUR_MS);
        return {
          kind: generated.kind,
          startsAt: new Date(startsAt),
          endsAt: new Date(Math.max(endsAt, startsAt)),
          impacts: generated.impacts,
        };
      });
    });

type Generated = ReturnType<typeof timeline> extends fc.Arbitrary<infer T> ? T : never;

/** The timeline as the model reads it, for the reference. */
const asIncidents = (generated: Generated): StatusIncident[] =>
  generated.map((item, index) => ({
    id: index + 1,
    kind: item.kind,
    title: { "en-US": "Generated" },
    startsAt: item.startsAt.toISOString(),
    endsAt: item.kind === "maintenance" ? item.endsAt.toISOString() : null,
    resolvedAt: item.endsAt.toISOString(),
    components: item.impacts.map((impact, position) => ({
      componentId: componentIds[position] as number,
      impact,
    })),
    updates: [],
  }));

/** Writes the timeline in one transaction, as the repository does: the pages never see half of it. */
async function insert(generated: Generated): Promise<number[]> {
  return database.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const item of generated) {
      const [row] = await tx
        .insert(statusIncidents)
        .values({
          kind: item.kind,
          title: { "en-US": "Generated" },
          startsAt: item.startsAt,
          endsAt: item.kind === "maintenance" ? item.endsAt : null,
          resolvedAt: item.endsAt,
        })
        .returning({ id: statusIncidents.id });
      const incidentId = row?.id as number;
      ids.push(incidentId);
      await tx.insert(statusIncidentComponents).values(
        item.impacts.map((impact, position) => ({
          incidentId,
          componentId: componentIds[position] as number,
          impact,
        })),
      );
    }
    return ids;
  });
}

/** The share in percent to two decimals, never rounded up, in whole numbers: 99.72. */
function percentOf(reference: ReferenceUptime): number {
  const downS = Math.round((1 - reference.ratio) * WINDOW_S);
  return Math.floor(((WINDOW_S - downS) * 10_000) / WINDOW_S) / 100;
}

/** A day's cell as the English page words it. */
function cellOf({ downSeconds, degradedSeconds }: ReferenceUptime["days"][number]): string {
  const duration = (seconds: number) =>
    `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
  const parts = [
    ...(downSeconds > 0 ? [`Down ${duration(downSeconds)}`] : []),
    ...(degradedSeconds > 0 ? [`Degraded ${duration(degradedSeconds)}`] : []),
  ];
  return parts.length > 0 ? parts.join(", ") : "Operational";
}

/** The page's table of days: date → each service's cell, in the services' order. */
function dayTable(page: string): Map<string, string[]> {
  const rows = page.matchAll(
    /<time dateTime="(\d{4}-\d{2}-\d{2})">[^<]*<\/time><\/th>((?:<td[^>]*>[^<]*<\/td>)+)<\/tr>/giu,
  );
  return new Map(
    [...rows].map(([, date = "", cells = ""]) => [
      date,
      [...cells.matchAll(/<td[^>]*>([^<]*)<\/td>/gu)].map(([, cell = ""]) => cell),
    ]),
  );
}

/** Each service's share as the page writes it ("99.72%"), in the services' order. */
const sharesOnPage = (page: string) =>
  [...page.matchAll(/tabular-nums[^"]*">(\d{1,3}\.\d{2})%<\/td>/gu)].map(([, share]) =>
    Number(share),
  );

interface StatusSummary {
  page: { updated_at: string };
  components: { id: number; uptime_90_days: number }[];
}

async function get(url: string) {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

describe("uptime as served", () => {
  // Each timeline waits for the pages to be drawn again: minutes on a busy machine.
  it(
    "agrees with the minute-by-minute reference in the JSON and on the page, for generated timelines",
    { timeout: 300_000 },
    async () => {
      const base = Date.now() - (Date.now() % MINUTE_MS);
      await fc.assert(
        fc.asyncProperty(timeline(base), async (generated) => {
          const ids = await insert(generated);
          try {
            const incidents = asIncidents(generated);
            const referenceAt = (now: Date) =>
              componentIds.map((id) => referenceUptime(id, incidents, now, MINUTE_MS));
            await waitUntil(async () => {
              const summary = JSON.parse(await get("/api/status.json")) as StatusSummary;
              const at = Date.parse(summary.page.updated_at);
              const expected = referenceAt(new Date(at - (at % MINUTE_MS))).map(percentOf);
              expect(summary.components.map((item) => item.uptime_90_days)).toEqual(expected);
            }, REDRAWN_WITHIN_MS);
            await waitUntil(async () => {
              const page = await get("/status");
              const days = dayTable(page);
              // Drawn on the day of its newest row: any moment of it from `base` on gives the same.
              const today = Date.parse(`${[...days.keys()][0]}T00:00:00Z`);
              const references = referenceAt(new Date(Math.max(base, today)));
              expect(sharesOnPage(page)).toEqual(references.map(percentOf));
              expect(days.size).toBe(90);
              for (const [index, day] of (references[0]?.days ?? []).entries()) {
                expect(days.get(day.date), day.date).toEqual(
                  references.map((reference) => cellOf(reference.days[index] ?? day)),
                );
              }
            }, REDRAWN_WITHIN_MS);
          } finally {
            await database.db.delete(statusIncidents).where(inArray(statusIncidents.id, ids));
          }
        }),
        { numRuns: 4, endOnFailure: true },
      );
    },
  );
});
