/**
 * What the console reads of the searches that found nothing: rows written
 * straight into search_misses, over several days, languages and outcomes,
 * come back summed per query, most searched first, within the period, with
 * "others" apart and at most 50 queries a list; and only owners and editors
 * may read them, as JSON or as CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { SearchMissList } from "../../app/lib/console-api/search-misses";
import type { SearchOutcome } from "../../app/lib/search-misses";
import type { Locale } from "../../app/lib/forms/rules";
import { searchMisses } from "../../server/db/schema";
import { searchMissReport } from "../../server/search-misses/search-miss-report";
import { type Member, consoleRequest, consoleSettings, join } from "./support/console";
import { type IntakeApp, startIntakeApp } from "./support/intake-app";

let intake: IntakeApp;
let owner: Member;
let editor: Member;
let viewer: Member;

beforeAll(async () => {
  intake = await startIntakeApp("postgres", { console: consoleSettings });
  const { db } = intake.database;
  owner = await join(intake.app, db, "owner@example.org", "owner");
  editor = await join(intake.app, db, "editor@example.org", "editor");
  viewer = await join(intake.app, db, "viewer@example.org", "viewer");
});
afterAll(() => intake.close());

interface Row {
  day: string;
  locale?: Locale;
  outcome?: SearchOutcome;
  query: string;
  count: number;
}

const write = (rows: Row[]) =>
  intake.database.db.insert(searchMisses).values(
    rows.map(({ locale = "en-US", outcome = "no-results", ...row }) => ({
      locale,
      outcome,
      ...row,
    })),
  );

const listOf = (lists: SearchMissList[], locale: Locale, outcome: SearchOutcome) =>
  lists.find((list) => list.locale === locale && list.outcome === outcome);

/** A day long before the tests' clock, so the console's own periods never reach it. */
const march = (day: number) => `2025-03-${`${day}`.padStart(2, "0")}`;
const endOfMarch = new Date("2025-03-31T18:00:00Z");

describe("the report of searches that found nothing", () => {
  it("sums each query's days, most searched first, each language and outcome apart, within the period", async () => {
    await write([
      { day: march(31), query: "reimbursement deadline", count: 3 },
      { day: march(30), query: "reimbursement deadline", count: 4 },
      { day: march(29), query: "tutor list", count: 6 },
      { day: march(25), query: "receipt photo", count: 2 },
      // Eight days before the last: in 30 days, not in 7.
      { day: march(24), query: "receipt photo", count: 9 },
      { day: march(24), query: "old question", count: 1 },
      { day: march(31), locale: "es-US", query: "plazo de reembolso", count: 5 },
      { day: march(31), outcome: "no-click", query: "tutor list", count: 8 },
      { day: march(31), locale: "es-US", outcome: "no-click", query: "tutores", count: 2 },
      { day: march(30), locale: "es-US", outcome: "no-click", query: "tutores", count: 2 },
      // After the period's last day: never shown.
      { day: "2025-04-01", query: "tomorrow", count: 50 },
      // Before the 90 days.
      { day: "2024-12-31", query: "last year", count: 50 },
    ]);

    const week = await searchMissReport(intake.database.db, 7, endOfMarch);
    expect(week).toMatchObject({
      days: 7,
      from: march(25),
      to: march(31),
      counting: { queriesPerDay: 500, retentionMonths: 13 },
    });
    expect(week.lists.map((list) => `${list.locale} ${list.outcome}`)).toEqual([
      "en-US no-results",
      "en-US no-click",
      "es-US no-results",
      "es-US no-click",
    ]);
    expect(listOf(week.lists, "en-US", "no-results")).toEqual({
      locale: "en-US",
      outcome: "no-results",
      queries: [
        { query: "reimbursement deadline", searches: 7 },
        { query: "tutor list", searches: 6 },
        { query: "receipt photo", searches: 2 },
      ],
      others: 0,
      searches: 15,
      distinctQueries: 3,
    });
    expect(listOf(week.lists, "en-US", "no-click")?.queries).toEqual([
      { query: "tutor list", searches: 8 },
    ]);
    expect(listOf(week.lists, "es-US", "no-results")?.queries).toEqual([
      { query: "plazo de reembolso", searches: 5 },
    ]);
    expect(listOf(week.lists, "es-US", "no-click")).toMatchObject({
      queries: [{ query: "tutores", searches: 4 }],
      searches: 4,
    });

    const month = await searchMissReport(intake.database.db, 30, endOfMarch);
    expect(month.from).toBe("2025-03-02");
    expect(listOf(month.lists, "en-US", "no-results")?.queries).toEqual([
      { query: "receipt photo", searches: 11 },
      { query: "reimbursement deadline", searches: 7 },
      { query: "tutor list", searches: 6 },
      { query: "old question", searches: 1 },
    ]);
    const quarter = await searchMissReport(intake.database.db, 90, endOfMarch);
    expect(quarter.from).toBe("2025-01-01");
    expect(listOf(quarter.lists, "en-US", "no-results")?.searches).toBe(25);
  });

  it("shows at most 50 queries a list, ties in the queries' order, and the others apart", async () => {
    const day = "2025-06-30";
    // Forty-five queries searched 100 down to 56 times, then fifteen searched 3 times each,
    // written in the reverse of their names' order.
    const queries = [
      ...Array.from({ length: 45 }, (_, index) => ({
        query: `query ${`${index + 1}`.padStart(2, "0")}`,
        count: 100 - index,
      })),
      ..."onmlkjihgfedcba".split("").map((letter) => ({ query: `also ${letter}`, count: 3 })),
    ].map((row) => ({ ...row, day, locale: "es-US" as const }));
    await write([...queries, { day, locale: "es-US", query: "", count: 1000 }]);

    const report = await searchMissReport(intake.database.db, 7, new Date(`${day}T23:59:59Z`));
    const list = listOf(report.lists, "es-US", "no-results");
    expect(list?.queries).toHaveLength(50);
    expect(list?.queries[0]).toEqual({ query: "query 01", searches: 100 });
    expect(list?.queries.map((row) => row.query).slice(44)).toEqual([
      "query 45",
      "also a",
      "also b",
      "also c",
      "also d",
      "also e",
    ]);
    expect(list?.queries.some((row) => row.query === "")).toBe(false);
    expect(list?.others).toBe(1000);
    expect(list?.distinctQueries).toBe(60);
    const all = queries.reduce((sum, row) => sum + row.count, 0);
    expect(list?.searches).toBe(all + 1000);
    expect(listOf(report.lists, "en-US", "no-results")).toMatchObject({
      queries: [],
      others: 0,
      searches: 0,
      distinctQueries: 0,
    });
  });
});

describe("GET /api/admin/search-misses", () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it("answers owners and editors with today's searches; viewers 403, no session 401, bad periods 400", async () => {
    await write([
      { day: today(), query: "can i pay a tutor", count: 12 },
      { day: today(), locale: "es-US", outcome: "no-click", query: "=HYPERLINK(1)", count: 1 },
    ]);
    for (const person of [owner, editor]) {
      const answer = await consoleRequest(intake.app, {
        url: "/api/admin/search-misses?days=7",
        session: person.session,
      });
      expect(answer.statusCode).toBe(200);
      const report = answer.json();
      expect(report).toMatchObject({ days: 7, to: today() });
      expect(listOf(report.lists, "en-US", "no-results")?.queries).toEqual([
        { query: "can i pay a tutor", searches: 12 },
      ]);
    }
    const asViewer = await consoleRequest(intake.app, {
      url: "/api/admin/search-misses?days=7",
      session: viewer.session,
    });
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.body).not.toContain("tutor");
    const signedOut = await consoleRequest(intake.app, { url: "/api/admin/search-misses" });
    expect(signedOut.statusCode).toBe(401);
    for (const days of ["1", "365", "30.0", "x"]) {
      const answer = await consoleRequest(intake.app, {
        url: `/api/admin/search-misses?days=${days}`,
        session: editor.session,
      });
      expect(answer.statusCode, days).toBe(400);
    }
  });

  it("gives the lists as CSV, each row with its language and outcome, formulas defused", async () => {
    const answer = await consoleRequest(intake.app, {
      url: "/api/admin/search-misses?days=30&format=csv",
      session: editor.session,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toMatch(
      /^attachment; filename="search-misses-30-days-from-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("language,outcome,row,query,searches");
    expect(lines).toContain("en-US,no-results,query,can i pay a tutor,12");
    expect(lines).toContain("en-US,no-results,total,,12");
    expect(lines).toContain("es-US,no-click,query,'=HYPERLINK(1),1");
    expect(lines).toContain("es-US,no-results,others,,0");
  });
});
