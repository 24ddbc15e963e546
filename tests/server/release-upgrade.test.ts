/**
 * The upgrade from the release before the status page (tag release-41, kept as an archive in
 * fixtures/) to this one, as docs/deploying.md's "Upgrading and going back" has an operator do it:
 * release 41 runs on a data folder with leads and an owner signed in, a base backup is taken,
 * this release starts on the same folder (running the migrations after 0006_entry_review on the
 * old data), and the way back: release 41 on the data as it was before the switch, restored by
 * this release's command (release 41 refuses the folder once this release has written files it
 * does not know there).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";

import { statusSeed } from "../../app/site/status-source.server";
import {
  type Member,
  PUBLIC_ORIGIN,
  consoleRequest,
  sessionCookie,
  signInWithPasskey,
} from "./support/console";
import { consoleOverHttp } from "./support/console-over-http";
import { leadsCommandIn } from "./support/leads-command";
import { exportedLeads, postLead, processFixture } from "./support/process-fixture";
import { unpackedRelease } from "./support/release-folder";
import { type ServerProcess, startServerProcess } from "./support/server-process";
import { repositoryRoot } from "./support/site-fixture";
import { softwareAuthenticator } from "./support/software-authenticator";

const fixture = processFixture();
// Its package.json is this release's, so this checkout's node_modules serve it as its own.
const RELEASE_41 = path.join(import.meta.dirname, "fixtures", "release-41.tar.xz");
const OWNER = "owner@example.org";

/** This release's migrations that release 41 never ran: every one after its last, 0006_entry_review. */
const newerMigrations = (
  JSON.parse(
    readFileSync(path.join(repositoryRoot, "server/db/migrations/meta/_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] }
).entries
  .map((entry) => entry.tag)
  .filter((tag) => tag > "0006_entry_review");

/** Follows the link `npm run leads -- invite` printed, and joins with a new passkey. */
async function acceptInvitation(site: FastifyInstance, printed: string): Promise<Member> {
  const token = printed.trim().split("#")[1];
  const authenticator = softwareAuthenticator(PUBLIC_ORIGIN);
  const options = await consoleRequest(site, {
    method: "POST",
    url: "/api/admin/invitation/options",
    body: { token },
  });
  const { ceremony, options: creation } = options.json();
  const accepted = await consoleRequest(site, {
    method: "POST",
    url: "/api/admin/invitation/accept",
    body: { token, ceremony, response: authenticator.register(creation) },
  });
  expect(accepted.statusCode).toBe(200);
  const session = sessionCookie(accepted.headers["set-cookie"]);
  expect(session).toBeDefined();
  return {
    email: OWNER,
    session: session as string,
    authenticator,
    recoveryCodes: accepted.json().recoveryCodes,
  };
}

/** The names in the console's inbox, as this session reads them. */
async function inboxNames(server: ServerProcess, session: string | undefined) {
  const inbox = await consoleRequest(consoleOverHttp(server.origin), {
    url: "/api/admin/inbox",
    session,
  });
  expect(inbox.statusCode).toBe(200);
  return (inbox.json().leads as { name: string }[]).map((lead) => lead.name).sort();
}

async function statusComponentNames(server: ServerProcess) {
  const answer = await fetch(`${server.origin}/api/status.json`);
  expect(answer.status).toBe(200);
  const { components } = (await answer.json()) as { components: { name: string }[] };
  return components.map((component) => component.name);
}

describe("the upgrade from release 41", () => {
  it(
    "keeps every lead, the owner's session and passkey, adds the status page, and goes back by the base backup",
    { timeout: 240_000 },
    async () => {
      const release41 = await fixture.folder("brightway-release-41-");
      await unpackedRelease(RELEASE_41, release41);
      const backupDir = await fixture.folder("brightway-backups-");
      const env = fixture.env({
        DATA_DIR: await fixture.folder(),
        BACKUP_DIR: backupDir,
        PUBLIC_ORIGIN,
      });

      const old = await startServerProcess(env, { cwd: release41 });
      let owner: Member;
      let leadsBefore: Awaited<ReturnType<typeof exportedLeads>>;
      try {
        expect((await postLead(old, "Ada Lovelace")).status).toBe(201);
        const spanish = { email: "ana@example.org", locale: "es-US" };
        expect((await postLead(old, "Ana Ramírez", spanish)).status).toBe(201);
        const invited = await leadsCommandIn(
          release41,
          env,
          "invite",
          "--email",
          OWNER,
          "--role",
          "owner",
        );
        expect(invited.code).toBe(0);
        owner = await acceptInvitation(consoleOverHttp(old.origin), invited.stdout);
        expect(await inboxNames(old, owner.session)).toEqual(["Ada Lovelace", "Ana Ramírez"]);
        leadsBefore = await exportedLeads(old);

        // This release's command neither migrates the database under release 41 nor backs it up.
        const tooNew = await leadsCommandIn(repositoryRoot, env, "backup", "now");
        expect(tooNew.stderr).toContain(
          `The server running on this DATA_DIR has not brought its database up to this release (${newerMigrations.join(", ")} not run yet).`,
        );
        expect(tooNew.code).not.toBe(0);
        const backedUp = await leadsCommandIn(release41, env, "backup", "now");
        expect(backedUp.stderr).toContain("(2 lead(s))");
        expect(backedUp.code).toBe(0);
      } finally {
        await old.stop();
      }

      const beforeUpgrade = new Date().toISOString();
      const upgraded = await startServerProcess(env);
      try {
        expect((await fetch(`${upgraded.origin}/api/health`)).status).toBe(200);
        expect(await exportedLeads(upgraded)).toEqual(leadsBefore);
        expect(await inboxNames(upgraded, owner.session)).toEqual(["Ada Lovelace", "Ana Ramírez"]);
        expect((await signInWithPasskey(consoleOverHttp(upgraded.origin), owner)).status).toBe(200);
        expect(await statusComponentNames(upgraded)).toEqual(
          statusSeed().components.map((name) => name["en-US"]),
        );
      } finally {
        await upgraded.stop();
      }

      const restoredDir = path.join(await fixture.folder(), "restored");
      const restored = await leadsCommandIn(
        repositoryRoot,
        env,
        "restore",
        "--from",
        backupDir,
        "--data-dir",
        restoredDir,
        "--time",
        beforeUpgrade,
        // Release 41 wrote its plain files before files carried codes.
        "--unauthenticated",
      );
      expect(restored.code, restored.stderr).toBe(0);
      const back = await startServerProcess({ ...env, DATA_DIR: restoredDir }, { cwd: release41 });
      try {
        expect((await fetch(`${back.origin}/api/health`)).status).toBe(200);
        expect(await exportedLeads(back)).toEqual(leadsBefore);
        const signedIn = await signInWithPasskey(consoleOverHttp(back.origin), owner);
        expect(signedIn.status).toBe(200);
        expect(await inboxNames(back, signedIn.session)).toEqual(["Ada Lovelace", "Ana Ramírez"]);
      } finally {
        await back.stop();
      }
    },
  );
});
