/**
 * Sign-in failures cannot be turned against the account's owner, and what
 * a stranger sends to the sign-in routes is bounded before anything is kept
 * of it (the throttle's own bound in bytes: tests/unit/sign-in-throttle.test.ts).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { challenges } from "../../server/db/schema";
import { type Member, consoleRequest, consoleSettings, join } from "./support/console";
import { type IntakeApp, noRateLimit, startIntakeApp } from "./support/intake-app";

let intake: IntakeApp;
let owner: Member;

beforeAll(async () => {
  intake = await startIntakeApp("embedded", { console: consoleSettings, intake: noRateLimit });
  owner = await join(intake.app, intake.database.db, "owner@example.org", "owner");
});
afterAll(() => intake.close());

const recoveryCode = (code: string | undefined, from: string) =>
  consoleRequest(intake.app, {
    method: "POST",
    url: "/api/admin/sign-in/recovery-code",
    body: { email: owner.email, code },
    from,
  });

describe("signing in under attack", () => {
  it("the owner's recovery code signs in from a new address after 50 wrong ones from 50 others", async () => {
    for (let client = 1; client <= 50; client += 1) {
      expect((await recoveryCode("AAAA-BBBB-CCCC", `198.18.0.${client}`)).statusCode).toBe(401);
    }
    expect((await recoveryCode(owner.recoveryCodes[0], "192.0.2.55")).statusCode).toBe(200);
  });

  it("refuses a made-up passkey answer with a credential id of a million characters (413), or one longer than any credential's (400)", async () => {
    const options = (
      await consoleRequest(intake.app, { method: "POST", url: "/api/admin/sign-in/options" })
    ).json();
    const answer = (response: object) =>
      consoleRequest(intake.app, {
        method: "POST",
        url: "/api/admin/sign-in/passkey",
        body: { ceremony: options.ceremony, response: { type: "public-key", ...response } },
        from: "192.0.2.120",
      });
    const huge = await answer({ id: "A".repeat(1_000_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().reason).toMatch(/at most \d+ bytes/);
    // Within the body's limit, but longer than any credential id (1023 bytes, 1364 characters).
    const long = "A".repeat(1365);
    expect((await answer({ id: long })).statusCode).toBe(400);
    expect((await answer({ id: "AAAA", rawId: long })).statusCode).toBe(400);
    expect((await answer({ id: `${"A".repeat(1363)}=` })).statusCode).toBe(400);
    // The longest a credential id can be is read, and refused as an unknown passkey.
    const longest = "A".repeat(1364);
    expect((await answer({ id: longest, rawId: longest })).statusCode).toBe(401);
  });

  it("keeps at most five minutes of the ceremonies strangers start", async () => {
    const start = () =>
      consoleRequest(intake.app, {
        method: "POST",
        url: "/api/admin/sign-in/options",
        from: "192.0.2.130",
      });
    for (let ceremony = 0; ceremony < 5; ceremony += 1)
      expect((await start()).statusCode).toBe(200);
    const { db } = intake.database;
    await db.update(challenges).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await start()).statusCode).toBe(200);
    expect(await db.$count(challenges)).toBe(1);
  });
});
