/**
 * The daily digest (right counts on a day with leads, nothing on a quiet
 * day, once a day) and the report (its numbers are the database's).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { OFFICE_TIME_ZONE, officeInstant, wallClock } from "../../app/lib/office-time";
import { ConfigError, type DigestSchedule, readConfig } from "../../server/config";
import { sendDueDigest, startDigestJob } from "../../server/delivery/digest";
import { type Member, consoleRequest, consoleSettings, join } from "./support/console";
import {
  type IntakeApp,
  contactMessage,
  demoRequest,
  noRateLimit,
  startIntakeApp,
} from "./support/intake-app";
import { startSmtpServer } from "./support/receivers";

let intake: IntakeApp;
let owner: Member;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const email = { smtpUrl: "", to: "team@example.org", from: "website@brightway.example" };

beforeAll(async () => {
  smtp = await startSmtpServer();
  email.smtpUrl = smtp.url;
  intake = await startIntakeApp("postgres", { console: consoleSettings, intake: noRateLimit });
  owner = await join(intake.app, intake.database.db, "owner@example.org", "owner");
  await join(intake.app, intake.database.db, "other.owner@example.org", "owner");
});
afterAll(async () => {
  await intake.close();
  await smtp.close();
});

const submit = (url: string, body: Record<string, unknown>) =>
  intake.app.inject({ method: "POST", url, payload: body });
/** 8 AM in Austin: 14:00 UTC in winter, 13:00 UTC in daylight time. */
const eightInAustin: DigestSchedule = { hour: 8, timeZone: OFFICE_TIME_ZONE };
const digestOptions = (schedule = eightInAustin) => ({
  db: intake.database.db,
  email,
  publicOrigin: consoleSettings.publicOrigin,
  schedule,
});
const at = (iso: string) => new Date(iso);

describe("the daily digest", () => {
  it("is not sent on a day with nothing to say", async () => {
    const subscribed = await consoleRequest(intake.app, {
      method: "PUT",
      url: "/api/admin/account/digest",
      session: owner.session,
      body: { subscribed: true },
    });
    expect(subscribed.statusCode).toBe(204);
    // A day in the past, with no leads in the 24 hours before it.
    expect(await sendDueDigest(digestOptions(), at("2026-01-10T14:00:00Z"))).toBe("nothing");
    expect(smtp.emails).toEqual([]);
  });

  it("counts the day's leads by type, spam caught and failed deliveries, once a day, to subscribers only", async () => {
    await submit("/api/demo-requests", demoRequest());
    await submit("/api/demo-requests", demoRequest({ email: "second@example.org" }));
    await submit("/api/contact-messages", contactMessage());
    await submit("/api/contact-messages", contactMessage({ website: "http://spam.example" }));
    const soon = new Date(Date.now() + 60_000);
    const eightToday = officeInstant({ date: wallClock(soon).date, hour: 8, minute: 0, second: 0 });
    const now = new Date(Math.max(soon.getTime(), eightToday.getTime()));
    expect(await sendDueDigest(digestOptions(), now)).toBe("sent");
    expect(await sendDueDigest(digestOptions(), now)).toBe("not due");

    expect(smtp.emails).toHaveLength(1);
    const [digest] = smtp.emails;
    expect(digest?.to).toEqual(["owner@example.org"]);
    expect(digest?.text).toContain("Subject: Brightway leads: 3 new, 1 spam, 0 failed deliveries");
    expect(digest?.text).toContain(
      "- 2 demo requests: http://localhost:3000/admin/leads?type=demo",
    );
    expect(digest?.text).toContain(
      "- 1 contact message: http://localhost:3000/admin/leads?type=contact",
    );
    expect(digest?.text).toContain("- 1 lead caught as spam: http://localhost:3000/admin/spam");
    expect(digest?.text).toContain(
      "- 0 deliveries failed: http://localhost:3000/admin/leads?delivery=failed",
    );
  });

  it("says first when the backup drill failed, even on a day with nothing else to say", async () => {
    const failedDrill = {
      target: "/backups",
      maxLagS: 10,
      lagS: 0,
      lastDrill: {
        at: "2026-01-12T03:00:00.000Z",
        ok: false,
        problem: "the WAL segment 000000010000000000000004 is missing",
      },
      alert: "drill failed" as const,
    };
    const options = { ...digestOptions(), backupState: async () => failedDrill };
    expect(await sendDueDigest(options, at("2026-01-12T14:00:00Z"))).toBe("sent");

    const digest = smtp.emails.at(-1);
    expect(digest?.text.replace(/\r?\n\s+/g, " ")).toContain(
      "Subject: Brightway leads: 0 new, 0 spam, 0 failed deliveries; backups need attention",
    );
    const body =
      digest?.text
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join("\n\n") ?? "";
    expect(body.trimStart()).toMatch(
      /^The backup drill of 2026-01-12 03:00 UTC failed: the WAL segment 000000010000000000000004 is missing\. Backups: http:\/\/localhost:3000\/admin\/settings#backups/,
    );
  });

  it("waits for its hour", async () => {
    expect(await sendDueDigest(digestOptions(), at("2026-01-11T13:59:59Z"))).toBe("not due");
  });
});

describe("the digest's hour, on Austin's clock", () => {
  const due = async (iso: string, schedule?: DigestSchedule) =>
    (await sendDueDigest(digestOptions(schedule), at(iso))) !== "not due";

  it("is 8 AM in Austin on either side of the spring change: 14:00 UTC, then 13:00 UTC", async () => {
    expect(await due("2027-03-13T13:59:59Z")).toBe(false);
    expect(await due("2027-03-13T14:00:00Z")).toBe(true);
    expect(await due("2027-03-15T12:59:59Z")).toBe(false);
    expect(await due("2027-03-15T13:00:00Z")).toBe(true);
  });

  it("set to the hour the clock skips (2 AM on 2027-03-14), goes at 3 AM daylight time", async () => {
    const twoAm: DigestSchedule = { hour: 2, timeZone: OFFICE_TIME_ZONE };
    expect(await due("2027-03-14T07:59:59Z", twoAm)).toBe(false);
    expect(await due("2027-03-14T08:00:00Z", twoAm)).toBe(true);
  });

  it("set to the hour the clock repeats (1 AM on 2027-11-07), goes once, at the first", async () => {
    const oneAm: DigestSchedule = { hour: 1, timeZone: OFFICE_TIME_ZONE };
    expect(await due("2027-11-07T05:59:59Z", oneAm)).toBe(false);
    expect(await due("2027-11-07T06:00:00Z", oneAm)).toBe(true);
    expect(await due("2027-11-07T07:00:00Z", oneAm)).toBe(false);
  });

  it("is read from DIGEST_HOUR; DIGEST_HOUR_UTC still works for now, with a warning", async () => {
    const digestOf = (env: NodeJS.ProcessEnv) => readConfig(env, "/").console.digest;
    expect(digestOf({})).toEqual({ hour: 8, timeZone: "America/Chicago" });
    expect(digestOf({ DIGEST_HOUR: "7" })).toEqual({ hour: 7, timeZone: "America/Chicago" });
    const utc = digestOf({ DIGEST_HOUR_UTC: "13" });
    expect(utc).toEqual({ hour: 13, timeZone: "UTC" });
    expect(() => digestOf({ DIGEST_HOUR: "7", DIGEST_HOUR_UTC: "13" })).toThrow(
      new ConfigError(
        "Invalid settings:\n  DIGEST_HOUR_UTC must be unset when DIGEST_HOUR is set (DIGEST_HOUR, on Austin's clock, replaces it)",
      ),
    );
    expect(() => digestOf({ DIGEST_HOUR: "24" })).toThrow("DIGEST_HOUR must be");

    // In UTC, the hour stays put while Austin's clock moves.
    expect(await due("2028-03-15T12:59:59Z", utc)).toBe(false);
    expect(await due("2028-03-15T13:00:00Z", utc)).toBe(true);
    const warnings: string[] = [];
    const log = {
      ...intake.app.log,
      warn: (...args: unknown[]) => warnings.push(String(args.at(-1))),
    };
    // At midnight UTC, before the hour: the job's first check returns without the database.
    vi.useFakeTimers({ now: new Date("2028-03-15T00:00:00Z") });
    try {
      startDigestJob({ ...digestOptions(utc), log: log as typeof intake.app.log })();
    } finally {
      vi.useRealTimers();
    }
    expect(warnings).toEqual([
      "DIGEST_HOUR_UTC is deprecated and will be removed: set DIGEST_HOUR, the hour on Austin's clock (it follows daylight saving time)",
    ]);
  });
});

describe("the report", () => {
  it("matches the leads and visits in the database, day by day, page by page and campaign by campaign", async () => {
    const visit = (url: string, remoteAddress: string) =>
      intake.app.inject({
        url,
        remoteAddress,
        headers: { "user-agent": "Mozilla/5.0 Firefox/140" },
      });
    await visit("/pricing?utm_campaign=fall&utm_source=mail", "198.51.100.1");
    await visit("/pricing", "198.51.100.2");
    await visit("/pricing", "198.51.100.2");
    await visit("/es/pricing?utm_campaign=fall&utm_source=mail", "198.51.100.3");
    await visit("/", "198.51.100.3");
    await intake.app.visits.flush();
    await submit("/api/demo-requests", {
      ...demoRequest(),
      source: "/pricing?utm_campaign=fall&utm_source=mail",
    });
    await submit("/api/contact-messages", {
      ...contactMessage(),
      source: "/es/pricing?utm_campaign=fall&utm_source=mail",
    });
    const report = (
      await consoleRequest(intake.app, { url: "/api/admin/report?days=7", session: owner.session })
    ).json();
    expect(report.perDay).toHaveLength(7);
    const { db } = intake.database;
    const [expected] = (
      await db.execute<{ demo: number; contact: number; spam: number }>(sql`
        select count(*) filter (where type = 'demo' and not spam)::int as demo,
          count(*) filter (where type = 'contact' and not spam)::int as contact,
          count(*) filter (where spam)::int as spam
        from leads where received_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`)
    ).rows;
    expect(report.perDay.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      ...expected,
      visits: 5,
      visitors: 3,
      bots: 0,
      speculative: 0,
    });
    expect(report.byPage).toEqual(
      expect.arrayContaining([
        { page: "/pricing", visits: 3, visitors: 2, leads: 1, conversion: 1 / 2 },
        { page: "/es/pricing", visits: 1, visitors: 1, leads: 1, conversion: 1 },
        { page: "/", visits: 1, visitors: 1, leads: 0, conversion: 0 },
        { page: "unknown", visits: 0, visitors: 0, leads: 3, conversion: null },
      ]),
    );
    expect(report.byPageTogether).toEqual(
      expect.arrayContaining([
        { page: "/pricing", visits: 4, visitors: 3, leads: 2, conversion: 2 / 3 },
      ]),
    );
    expect(report.byCampaign).toEqual([
      {
        campaign: "fall",
        source: "mail",
        medium: null,
        visits: 2,
        visitors: 2,
        leads: 2,
        conversion: 1,
      },
    ]);
    expect(report.spam).toEqual({ spam: 1, total: 6, share: 1 / 6 });

    const csv = await consoleRequest(intake.app, {
      url: "/api/admin/report?days=7&format=csv&table=pages",
      session: owner.session,
    });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "page,visits,visitors,leads,conversion",
      "unknown,0,0,3,",
      "/pricing,3,2,1,0.5000",
      "/es/pricing,1,1,1,1.0000",
      "/,1,1,0,0.0000",
      "",
    ]);
    const together = await consoleRequest(intake.app, {
      url: "/api/admin/report?days=7&format=csv&table=pages&languages=together",
      session: owner.session,
    });
    expect(together.body).toContain("\r\n/pricing,4,3,2,0.6667\r\n");
  });

  it("is for owners", async () => {
    const viewer = await join(intake.app, intake.database.db, "viewer@example.org", "viewer");
    expect(
      (await consoleRequest(intake.app, { url: "/api/admin/report", session: viewer.session }))
        .statusCode,
    ).toBe(403);
  });
});
