/**
 * Owners manage who may sign in: invite someone (a single-use link valid for
 * 24 hours) or withdraw the invitation, change a role, remove a person (which
 * withdraws the invitations they made). The last owner can be neither demoted
 * nor removed.
 */
import type { FastifyInstance } from "fastify";

import * as contract from "~/lib/console-api/people";

import { appendAudit } from "../../audit/audit-log";
import {
  createInvitation,
  invitationPath,
  openInvitations,
  withdrawInvitations,
} from "../../auth/invitations";
import { listUsers, otherOwners, removeUser, setRole, userById } from "../../auth/users";
import { requireRole } from "../../plugins/authorization";
import { refuse } from "../../refusals";
import { bodyLimits } from "../body-limits";
import { actorOf, serve } from "./request-input";

export default async function peopleRoutes(
  app: FastifyInstance,
  { publicOrigin }: { publicOrigin: string },
) {
  const { db } = app;
  const owner = { onRequest: requireRole("owner") };
  const ownerWithFields = { ...owner, bodyLimit: bodyLimits.fewFields };

  serve(app, contract.people, owner, async () => ({
    people: (await listUsers(db)).map(({ id, email, role, createdAt }) => ({
      id,
      email,
      role,
      createdAt,
    })),
    invitations: await openInvitations(db),
  }));

  serve(app, contract.invite, ownerWithFields, async ({ body: wanted }, request) => {
    const actor = actorOf(request);
    const { token, invitation } = await db.transaction(async (tx) => {
      const created = await createInvitation(tx, { ...wanted, invitedBy: actor.id });
      await appendAudit(tx, {
        actor,
        action: "invited",
        subject: created.invitation.id,
        details: { email: wanted.email, role: wanted.role },
      });
      return created;
    });
    return { link: `${publicOrigin}${invitationPath(token)}`, expiresAt: invitation.expiresAt };
  });

  serve(app, contract.withdrawInvitation, owner, async ({ params: { id } }, request, reply) => {
    const withdrawn = await db.transaction((tx) =>
      withdrawInvitations(tx, { id }, actorOf(request)),
    );
    if (withdrawn.length === 0) return refuse(request, reply, 404);
    return reply.code(204).send();
  });

  serve(app, contract.changeRole, ownerWithFields, async (wanted, request, reply) => {
    const actor = actorOf(request);
    const { id } = wanted.params;
    const { role } = wanted.body;
    const person = await userById(db, id);
    if (!person) return refuse(request, reply, 404);
    if (person.role === "owner" && role !== "owner" && (await otherOwners(db, id)) === 0) {
      return refuse(request, reply, 409);
    }
    await db.transaction(async (tx) => {
      await setRole(tx, id, role);
      await appendAudit(tx, {
        actor,
        action: "role changed",
        subject: id,
        details: { from: person.role, to: role },
      });
    });
    return reply.code(204).send();
  });

  serve(app, contract.removePerson, owner, async ({ params: { id } }, request, reply) => {
    const actor = actorOf(request);
    const person = await userById(db, id);
    if (!person) return refuse(request, reply, 404);
    if (person.role === "owner" && (await otherOwners(db, id)) === 0)
      return refuse(request, reply, 409);
    await db.transaction(async (tx) => {
      await withdrawInvitations(tx, { invitedBy: id }, actor, "their inviter was removed");
      await removeUser(tx, id);
      await appendAudit(tx, {
        actor,
        action: "person removed",
        subject: id,
        details: { email: person.email },
      });
    });
    return reply.code(204).send();
  });
}
