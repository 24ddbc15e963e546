/**
 * Owners manage who may sign in: invite someone (a single-use link valid for
 * 24 hours) or withdraw the invitation, change a role, remove a person (which
 * withdraws the invitations they made). The last owner can be neither demoted
 * nor removed.
 */
import type { FastifyInstance } from "fastify";
import { and, gt, isNull, sql } from "drizzle-orm";
import * as v from "valibot";

import { appendAudit } from "../../audit/audit-log";
import { createInvitation, invitationPath, withdrawInvitations } from "../../auth/invitations";
import { listUsers, otherOwners, removeUser, setRole, userById } from "../../auth/users";
import { invitations, roles } from "../../db/schema";
import { requireRole } from "../../plugins/authorization";
import { refuse } from "../../refusals";
import { bodyLimits } from "../body-limits";
import { actorOf, email, idParam, input } from "./request-input";

const invitationRequest = v.object({ email, role: v.picklist(roles) });
const roleChange = v.object({ role: v.picklist(roles) });

export default async function peopleRoutes(
  app: FastifyInstance,
  { publicOrigin }: { publicOrigin: string },
) {
  const { db } = app;
  const owner = { onRequest: requireRole("owner") };
  const ownerWithFields = { ...owner, bodyLimit: bodyLimits.fewFields };

  app.get("/people", owner, async () => ({
    people: (await listUsers(db)).map(({ id, email: address, role, createdAt }) => ({
      id,
      email: address,
      role,
      createdAt,
    })),
    invitations: await db
      .select({
        id: invitations.id,
        email: invitations.email,
        role: invitations.role,
        expiresAt: invitations.expiresAt,
      })
      .from(invitations)
      .where(and(isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`))),
  }));

  app.post("/people/invitations", ownerWithFields, async (request) => {
    const actor = actorOf(request);
    const wanted = input(invitationRequest, request.body);
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

  app.delete("/people/invitations/:id", owner, async (request, reply) => {
    const { id } = input(idParam, request.params);
    const withdrawn = await db.transaction((tx) =>
      withdrawInvitations(tx, { id }, actorOf(request)),
    );
    if (withdrawn.length === 0) return refuse(request, reply, 404);
    return reply.code(204).send();
  });

  app.post("/people/:id/role", ownerWithFields, async (request, reply) => {
    const actor = actorOf(request);
    const { id } = input(idParam, request.params);
    const { role } = input(roleChange, request.body);
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

  app.delete("/people/:id", owner, async (request, reply) => {
    const actor = actorOf(request);
    const { id } = input(idParam, request.params);
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
