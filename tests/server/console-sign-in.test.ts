/**
 * Signing in to the console: invitations, passkeys, recovery codes, the
 * session cookie and how sessions end.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../../server/app";

import { verifyAuditChain } from "../../server/audit/audit-log";
import { createInvitation } from "../../server/auth/invitations";
import { invitations, recoveryCodes, sessions, users } from "../../server/db/schema";
import { tokenHash } from "../../server/auth/tokens";
import {
  type Member,
  PUBLIC_ORIGIN,
  consoleRequest,
  consoleSettings,
  join,
  sessionCookie,
  signInWithPasskey,
} from "./support/console";
import { type IntakeApp, noRateLimit, startIntakeApp } from "./support/intake-app";
import { makeSiteBuild, testConfig } from "./support/site-fixture";
import { softwareAuthenticator } from "./support/software-authenticator";

let intake: IntakeApp;
let owner: Member;

beforeAll(async () => {
  intake = await startIntakeApp("embedded", { console: consoleSettings, intake: noRateLimit });
  owner = await join(intake.app, intake.database.db, "owner@example.org", "owner");
});
afterAll(() => intake.close());

const me = (session?: string) => consoleRequest(intake.app, { url: "/api/admin/me", session });
/** A code as recovery codes were stored before they were keyed: plain SHA-256. */
const plainHash = (code: string) => tokenHash(code.replace(/-/g, ""));

describe("joining through an invitation", () => {
  it("registers a passkey, signs the person in and shows ten single-use recovery codes", async () => {
    expect(owner.recoveryCodes).toHaveLength(10);
    expect(new Set(owner.recoveryCodes).size).toBe(10);
    expect(owner.recoveryCodes[0]).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const answer = await me(owner.session);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user).toEqual({ email: "owner@example.org", role: "owner" });
  });

  it("sets the one cookie as __Host-, HttpOnly, Secure and SameSite=Strict", async () => {
    const { answer } = await signInWithPasskey(intake.app, owner);
    const cookie = String(answer.headers["set-cookie"]);
    expect(cookie).toMatch(/^__Host-brightway-session=[\w-]{43};/);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).not.toContain("Domain=");
  });

  it("refuses a used invitation, an expired one, and an address that already has an account", async () => {
    const { token } = await createInvitation(intake.database.db, {
      email: "viewer@example.org",
      role: "viewer",
    });
    const authenticator = softwareAuthenticator(PUBLIC_ORIGIN);
    const accept = async () => {
      const options = await consoleRequest(intake.app, {
        method: "POST",
        url: "/api/admin/invitation/options",
        body: { token },
      });
      if (options.statusCode !== 200) return options.statusCode;
      const { ceremony, options: creation } = options.json();
      return (
        await consoleRequest(intake.app, {
          method: "POST",
          url: "/api/admin/invitation/accept",
          body: { token, ceremony, response: authenticator.register(creation) },
        })
      ).statusCode;
    };
    expect(await accept()).toBe(200);
    expect(await accept()).toBe(410);

    const expired = await createInvitation(intake.database.db, {
      email: "late@example.org",
      role: "viewer",
    });
    await intake.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.tokenHash, tokenHash(expired.token)));
    const check = await consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/invitation",
      body: { token: expired.token },
    });
    expect(check.statusCode).toBe(410);

    const again = await createInvitation(intake.database.db, {
      email: "owner@example.org",
      role: "viewer",
    });
    const options = await consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/invitation/options",
      body: { token: again.token },
    });
    const accepted = await consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/invitation/accept",
      body: {
        token: again.token,
        ceremony: options.json().ceremony,
        response: softwareAuthenticator(PUBLIC_ORIGIN).register(options.json().options),
      },
    });
    expect(accepted.statusCode).toBe(409);
  });
});

describe("withdrawing an invitation", () => {
  const invite = (session: string, email: string, role = "viewer") =>
    consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/people/invitations",
      body: { email, role },
      session,
    });
  const tokenOf = (link: string) => link.split("#")[1] as string;
  const linkStatus = async (token: string) =>
    (
      await consoleRequest(intake.app, {
        method: "POST",
        url: "/api/admin/invitation",
        body: { token },
      })
    ).statusCode;
  const openInvitations = async () =>
    (await consoleRequest(intake.app, { url: "/api/admin/people", session: owner.session })).json()
      .invitations as { id: string; email: string }[];

  it("stops its link at once, audited, and answers 404 the second time", async () => {
    const link = (await invite(owner.session, "withdrawn@example.org")).json().link as string;
    expect(await linkStatus(tokenOf(link))).toBe(200);
    const { id } = (await openInvitations()).find(
      (invitation) => invitation.email === "withdrawn@example.org",
    ) as { id: string };
    const withdraw = () =>
      consoleRequest(intake.app, {
        method: "DELETE",
        url: `/api/admin/people/invitations/${id}`,
        session: owner.session,
      });
    expect((await withdraw()).statusCode).toBe(204);
    expect(await linkStatus(tokenOf(link))).toBe(410);
    expect((await openInvitations()).map((invitation) => invitation.id)).not.toContain(id);
    expect((await withdraw()).statusCode).toBe(404);
    const audit = await consoleRequest(intake.app, {
      url: "/api/admin/audit",
      session: owner.session,
    });
    expect(audit.body).toContain("invitation withdrawn");
  });

  it("withdraws every open invitation of a person who is removed", async () => {
    const second = await join(intake.app, intake.database.db, "second-owner@example.org", "owner");
    const links = await Promise.all(
      ["first-guest@example.org", "second-guest@example.org"].map(
        async (email) => (await invite(second.session, email)).json().link as string,
      ),
    );
    const mine = (await invite(owner.session, "kept-guest@example.org")).json().link as string;
    const people = await consoleRequest(intake.app, {
      url: "/api/admin/people",
      session: owner.session,
    });
    const secondId = (people.json().people as { id: string; email: string }[]).find(
      (person) => person.email === second.email,
    )?.id;
    const removed = await consoleRequest(intake.app, {
      method: "DELETE",
      url: `/api/admin/people/${secondId}`,
      session: owner.session,
    });
    expect(removed.statusCode).toBe(204);
    for (const link of links) expect(await linkStatus(tokenOf(link))).toBe(410);
    expect(await linkStatus(tokenOf(mine))).toBe(200);
  });
});

describe("signing in", () => {
  it("with a passkey gives a new session id and ends the one the browser had", async () => {
    const before = owner.session;
    const { status, session } = await signInWithPasskey(intake.app, owner, before);
    expect(status).toBe(200);
    expect(session).toBeDefined();
    expect(session).not.toBe(before);
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(session)).statusCode).toBe(200);
    owner.session = session as string;
  });

  it("refuses a passkey answer to another challenge, or a forged signature", async () => {
    const first = (
      await consoleRequest(intake.app, { method: "POST", url: "/api/admin/sign-in/options" })
    ).json();
    const second = (
      await consoleRequest(intake.app, { method: "POST", url: "/api/admin/sign-in/options" })
    ).json();
    const wrongChallenge = await consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/sign-in/passkey",
      body: { ceremony: first.ceremony, response: owner.authenticator.signIn(second.options) },
    });
    expect(wrongChallenge.statusCode).toBe(401);

    const impostor = softwareAuthenticator(PUBLIC_ORIGIN);
    const third = (
      await consoleRequest(intake.app, { method: "POST", url: "/api/admin/sign-in/options" })
    ).json();
    const forged = { ...impostor.signIn(third.options), id: owner.authenticator.credentialId };
    const answer = await consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/sign-in/passkey",
      body: { ceremony: third.ceremony, response: forged },
    });
    expect(answer.statusCode).toBe(401);
    expect(sessionCookie(answer.headers["set-cookie"])).toBeUndefined();
  });

  it("with a recovery code works once, then the console asks for a new passkey", async () => {
    const [code] = owner.recoveryCodes;
    const use = () =>
      consoleRequest(intake.app, {
        method: "POST",
        url: "/api/admin/sign-in/recovery-code",
        body: { email: "Owner@Example.org", code: code?.toLowerCase() },
      });
    const first = await use();
    expect(first.statusCode).toBe(200);
    expect(first.json().viaRecoveryCode).toBe(true);
    const session = sessionCookie(first.headers["set-cookie"]);
    expect((await me(session)).json().viaRecoveryCode).toBe(true);
    expect((await use()).statusCode).toBe(401);

    // A new passkey ends the request for one.
    const authenticator = softwareAuthenticator(PUBLIC_ORIGIN);
    const options = await consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/account/passkeys/options",
      session,
    });
    const added = await consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/account/passkeys",
      session,
      body: {
        ceremony: options.json().ceremony,
        response: authenticator.register(options.json().options),
      },
    });
    expect(added.statusCode).toBe(201);
    expect((await me(session)).json().viaRecoveryCode).toBe(false);
    const account = await consoleRequest(intake.app, { url: "/api/admin/account", session });
    expect(account.json().passkeys).toHaveLength(2);
    expect(account.json().recoveryCodesLeft).toBe(9);
  });

  const wrongCode = (email: string, from: string) =>
    consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/sign-in/recovery-code",
      body: { email, code: "AAAA-BBBB-CCCC" },
      from,
    });

  it("ten wrong codes from one address make that address wait (429), even with the right code", async () => {
    const victim = await join(intake.app, intake.database.db, "target@example.org", "viewer");
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await wrongCode(victim.email, "203.0.113.7")).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const right = await consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/sign-in/recovery-code",
      body: { email: victim.email, code: victim.recoveryCodes[0] },
      from: "203.0.113.7",
    });
    expect(right.statusCode).toBe(429);
    expect(right.headers["retry-after"]).toBe("900");
  });

  it("twelve wrong codes for an owner's address lock nobody out: the owner's passkey still signs in, from anywhere", async () => {
    const victim = await join(intake.app, intake.database.db, "owner-b@example.org", "owner");
    for (let attempt = 0; attempt < 12; attempt += 1) await wrongCode(victim.email, "198.51.100.9");
    expect((await wrongCode(victim.email, "198.51.100.9")).statusCode).toBe(429);
    expect((await signInWithPasskey(intake.app, victim, undefined, "192.0.2.44")).status).toBe(200);
    expect((await signInWithPasskey(intake.app, victim, undefined, "198.51.100.9")).status).toBe(
      200,
    );
    // The owner's own recovery code works from their own address.
    const own = await consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/sign-in/recovery-code",
      body: { email: victim.email, code: victim.recoveryCodes[0] },
      from: "192.0.2.44",
    });
    expect(own.statusCode).toBe(200);
  });

  it("an address with an account and one without get the same answers", async () => {
    await join(intake.app, intake.database.db, "known@example.org", "viewer");
    const answers = async (email: string, from: string) => {
      const seen = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const answer = await wrongCode(email, from);
        seen.push(`${answer.statusCode} ${answer.body} ${answer.headers["retry-after"] ?? ""}`);
      }
      return seen;
    };
    const known = await answers("known@example.org", "192.0.2.80");
    const unknown = await answers("nobody-here@example.org", "192.0.2.81");
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toMatch(/^429 /);
  });

  it("keeps recovery codes as keyed hashes a copied database cannot check guesses against", async () => {
    const member = await join(intake.app, intake.database.db, "keyed@example.org", "viewer");
    const { db } = intake.database;
    const [user] = await db.select().from(users).where(eq(users.email, member.email));
    const stored = await db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user?.id as string));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.codeHash).toMatch(/^k1:[0-9a-f]{64}$/);
    const hashes = stored.map((row) => row.codeHash);
    for (const code of member.recoveryCodes) expect(hashes).not.toContain(plainHash(code));
  });

  it("keys the plain SHA-256 codes of before at the next start: the plain hash is gone, the code still signs in once", async () => {
    const member = await join(intake.app, intake.database.db, "plain@example.org", "viewer");
    const { db } = intake.database;
    const [user] = await db.select().from(users).where(eq(users.email, member.email));
    const [row] = await db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user?.id as string));
    // A code made before codes were keyed, as that release stored it.
    await db
      .update(recoveryCodes)
      .set({ codeHash: plainHash("ABCD-EFGH-JKMN") })
      .where(eq(recoveryCodes.id, row?.id as string));
    const signIn = (app: FastifyInstance) =>
      consoleRequest(app, {
        method: "POST",
        url: "/api/admin/sign-in/recovery-code",
        body: { email: member.email, code: "abcd efgh jkmn" },
        from: "192.0.2.90",
      });
    // Never checked against the plain hash itself.
    expect((await signIn(intake.app)).statusCode).toBe(401);

    const site = await makeSiteBuild();
    const restarted = await buildApp(
      testConfig(site.buildDir, { console: consoleSettings, intake: noRateLimit }),
      { database: intake.database },
    );
    try {
      const [rekeyed] = await db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.id, row?.id as string));
      expect(rekeyed?.codeHash).toMatch(/^k0:[0-9a-f]{64}$/);
      const plainLeft = await db
        .select()
        .from(recoveryCodes)
        .where(sql`${recoveryCodes.codeHash} !~ '^k[0-9]+:'`);
      expect(plainLeft).toEqual([]);
      expect((await signIn(restarted)).statusCode).toBe(200);
      expect((await signIn(restarted)).statusCode).toBe(401);
    } finally {
      await restarted.close();
      await site.remove();
    }
  });

  it("counts an IPv6 client by its /64: another address of the same block waits too", async () => {
    const victim = await join(intake.app, intake.database.db, "six@example.org", "viewer");
    for (let attempt = 0; attempt < 10; attempt += 1)
      await wrongCode(victim.email, `2001:db8:7:9::${attempt + 1}`);
    expect((await wrongCode(victim.email, "2001:db8:7:9:ffff::1")).statusCode).toBe(429);
    expect((await wrongCode(victim.email, "2001:db8:7:a::1")).statusCode).toBe(401);
  });
});

describe("sessions", () => {
  it("end after 30 idle minutes and 12 hours after sign-in", async () => {
    const idle = (await signInWithPasskey(intake.app, owner)).session as string;
    const old = (await signInWithPasskey(intake.app, owner)).session as string;
    const { db } = intake.database;
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.idHash, tokenHash(idle)));
    await db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(sessions.idHash, tokenHash(old)));
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(old)).statusCode).toBe(401);
  });

  it("can be revoked one by one, or all at once by signing out everywhere", async () => {
    const laptop = (await signInWithPasskey(intake.app, owner)).session as string;
    const phone = (await signInWithPasskey(intake.app, owner)).session as string;
    const listed = (
      await consoleRequest(intake.app, { url: "/api/admin/account", session: laptop })
    ).json();
    const phoneEntry = listed.sessions.find(
      (entry: { id: string }) => entry.id === tokenHash(phone),
    );
    expect(phoneEntry).toBeDefined();
    const revoked = await consoleRequest(intake.app, {
      method: "DELETE",
      url: `/api/admin/account/sessions/${phoneEntry.id}`,
      session: laptop,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);

    const other = (await signInWithPasskey(intake.app, owner)).session as string;
    const everywhere = await consoleRequest(intake.app, {
      method: "POST",
      url: "/api/admin/sign-out-everywhere",
      session: laptop,
    });
    expect(everywhere.statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    owner.session = (await signInWithPasskey(intake.app, owner)).session as string;
  });

  it("every step above is in the audit log, and its chain verifies", async () => {
    const entries = (
      await consoleRequest(intake.app, { url: "/api/admin/audit", session: owner.session })
    ).json().entries as { action: string }[];
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of [
      "joined",
      "signed in",
      "sign-in failed",
      "passkey added",
      "session revoked",
      "signed out everywhere",
    ]) {
      expect(actions).toContain(action);
    }
    expect((await verifyAuditChain(intake.database.db)).broken).toBeUndefined();
  });
});
