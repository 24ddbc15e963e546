/**
 * Every console endpoint, tried as an attacker would: without a session,
 * with an expired or revoked one, with a viewer's where an owner is needed,
 * and from another origin. Each is refused, and no answer carries lead data.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sessions } from "../../server/db/schema";
import { tokenHash } from "../../server/auth/tokens";
import {
  type ConsoleRequest,
  type Member,
  consoleRequest,
  consoleSettings,
  join,
  signInWithPasskey,
} from "./support/console";
import { type IntakeApp, contactMessage, noRateLimit, startIntakeApp } from "./support/intake-app";

let intake: IntakeApp;
let owner: Member;
let viewer: Member;
let leadId: string;
const secret = { firstName: "Confidential", email: "family.secret@example.org" };

beforeAll(async () => {
  intake = await startIntakeApp("postgres", { console: consoleSettings, intake: noRateLimit });
  owner = await join(intake.app, intake.database.db, "owner@example.org", "owner");
  viewer = await join(intake.app, intake.database.db, "viewer@example.org", "viewer");
  const stored = await intake.app.inject({
    method: "POST",
    url: "/api/contact-messages",
    payload: contactMessage(secret),
  });
  leadId = stored.json().id;
});
afterAll(() => intake.close());

const personId = () => "00000000-0000-4000-8000-000000000000";

/** Endpoints anyone signed in may use. */
const viewerEndpoints = (): ConsoleRequest[] => [
  { url: "/api/admin/me" },
  { url: "/api/admin/inbox" },
  { url: "/api/admin/inbox?q=confidential" },
  { url: `/api/admin/leads/${leadId}` },
  { method: "POST", url: `/api/admin/leads/${leadId}/status`, body: { status: "handled" } },
  { method: "POST", url: `/api/admin/leads/${leadId}/notes`, body: { body: "Called back" } },
  { url: "/api/admin/account" },
  { method: "POST", url: "/api/admin/account/passkeys/options" },
  {
    method: "POST",
    url: "/api/admin/account/passkeys",
    body: { ceremony: personId(), response: { id: "x" } },
  },
  { method: "DELETE", url: "/api/admin/account/passkeys/abcdefghijklmnopqrstuv" },
  { method: "DELETE", url: `/api/admin/account/sessions/${"a".repeat(64)}` },
  { method: "POST", url: "/api/admin/account/recovery-codes" },
  { method: "POST", url: "/api/admin/sign-out" },
  { method: "POST", url: "/api/admin/sign-out-everywhere" },
  { url: "/api/admin/status" },
];

/**
 * Endpoints for owners and editors: the status page's incidents and maintenance, and the
 * searches that found nothing.
 */
const editorEndpoints = (): ConsoleRequest[] => [
  { url: "/api/admin/search-misses?days=30" },
  { url: "/api/admin/search-misses?days=90&format=csv" },
  {
    method: "POST",
    url: "/api/admin/status/incidents",
    body: { title: "Down", componentIds: [1], impact: "major", message: "Looking" },
  },
  {
    method: "POST",
    url: "/api/admin/status/incidents/1/updates",
    body: { state: "resolved", message: "Fixed" },
  },
  {
    method: "POST",
    url: "/api/admin/status/maintenance",
    body: {
      title: "Upgrade",
      componentIds: [1],
      from: "2030-01-01T00:00:00.000Z",
      to: "2030-01-01T01:00:00.000Z",
      message: "Planned",
    },
  },
];

/** Endpoints only owners may use. */
const ownerEndpoints = (): ConsoleRequest[] => [
  { method: "POST", url: `/api/admin/leads/${leadId}/spam`, body: { spam: true } },
  { method: "POST", url: `/api/admin/leads/${leadId}/retry` },
  { url: "/api/admin/export?format=csv" },
  { url: "/api/admin/export?format=json&q=confidential" },
  { method: "POST", url: "/api/admin/erasure/preview", body: { email: secret.email } },
  {
    method: "POST",
    url: "/api/admin/erasure",
    body: { email: secret.email, confirmation: secret.email },
  },
  { url: "/api/admin/audit" },
  { url: "/api/admin/people" },
  {
    method: "POST",
    url: "/api/admin/people/invitations",
    body: { email: "new@example.org", role: "owner" },
  },
  { method: "POST", url: `/api/admin/people/${personId()}/role`, body: { role: "owner" } },
  { method: "DELETE", url: `/api/admin/people/${personId()}` },
  { method: "DELETE", url: `/api/admin/people/invitations/${personId()}` },
  { url: "/api/admin/delivery-settings" },
  {
    method: "PUT",
    url: "/api/admin/routing",
    body: { rules: [{ form: "demo", inquiryType: null, recipients: ["x@example.org"] }] },
  },
  { method: "PUT", url: "/api/admin/confirmations", body: { on: true } },
  { method: "PUT", url: "/api/admin/account/digest", body: { subscribed: true } },
  { url: "/api/admin/report?days=30" },
  { url: "/api/admin/report?days=30&format=csv&table=pages" },
  { url: "/api/admin/backups" },
  { method: "POST", url: "/api/admin/backups/drill" },
  {
    method: "PUT",
    url: "/api/admin/status/components",
    body: { components: [{ id: 1, name: { "en-US": "Portal", "es-US": "Portal" } }] },
  },
];

/** Endpoints that sign people in, used before there is a session. */
const signInEndpoints = (): ConsoleRequest[] => [
  { method: "POST", url: "/api/admin/sign-in/options" },
  {
    method: "POST",
    url: "/api/admin/sign-in/passkey",
    body: { ceremony: personId(), response: { id: "x" } },
  },
  {
    method: "POST",
    url: "/api/admin/sign-in/recovery-code",
    body: { email: owner.email, code: "AAAA-BBBB-CCCC" },
  },
  { method: "POST", url: "/api/admin/invitation", body: { token: "x".repeat(43) } },
  { method: "POST", url: "/api/admin/invitation/options", body: { token: "x".repeat(43) } },
];

async function expectRefused(requests: ConsoleRequest[], status: number, session?: string) {
  for (const request of requests) {
    const answer = await consoleRequest(intake.app, { ...request, session });
    expect(answer.statusCode, `${request.method ?? "GET"} ${request.url}`).toBe(status);
    expect(answer.body).not.toContain(secret.firstName);
    expect(answer.body).not.toContain(secret.email);
  }
}

describe("the console API", () => {
  it("answers 401 to every endpoint without a session", async () => {
    await expectRefused([...viewerEndpoints(), ...editorEndpoints(), ...ownerEndpoints()], 401);
  });

  it("answers 401 with an expired session or a revoked one", async () => {
    const expired = (await signInWithPasskey(intake.app, owner)).session as string;
    await intake.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.idHash, tokenHash(expired)));
    await expectRefused(
      [...viewerEndpoints(), ...editorEndpoints(), ...ownerEndpoints()],
      401,
      expired,
    );

    const revoked = (await signInWithPasskey(intake.app, owner)).session as string;
    await intake.database.db.delete(sessions).where(eq(sessions.idHash, tokenHash(revoked)));
    await expectRefused(
      [...viewerEndpoints(), ...editorEndpoints(), ...ownerEndpoints()],
      401,
      revoked,
    );
    await expectRefused([{ url: "/api/admin/me" }], 401, "not-a-session-id");
  });

  it("answers 403 to a viewer on every owner's and editor's endpoint", async () => {
    await expectRefused([...editorEndpoints(), ...ownerEndpoints()], 403, viewer.session);
  });

  it("answers 403 to requests from another origin or site, even with an owner's session", async () => {
    const all = [
      ...viewerEndpoints(),
      ...editorEndpoints(),
      ...ownerEndpoints(),
      ...signInEndpoints(),
    ];
    for (const origin of ["https://attacker.example", "http://localhost:3001", "null"]) {
      await expectRefused(
        all.map((request) => ({ ...request, origin })),
        403,
        owner.session,
      );
    }
    // A state-changing request without any Origin is refused; a page always sends one.
    await expectRefused(
      all.filter((request) => request.method).map((request) => ({ ...request, origin: null })),
      403,
      owner.session,
    );
    const crossSite = await intake.app.inject({
      url: "/api/admin/inbox",
      headers: {
        cookie: `__Host-brightway-session=${owner.session}`,
        "sec-fetch-site": "cross-site",
      },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).not.toContain(secret.email);
  });

  it("serves the same requests to the right person", async () => {
    const inbox = await consoleRequest(intake.app, {
      url: "/api/admin/inbox",
      session: viewer.session,
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain(secret.email);
    const audit = await consoleRequest(intake.app, {
      url: "/api/admin/audit",
      session: owner.session,
    });
    expect(audit.statusCode).toBe(200);
  });
});
