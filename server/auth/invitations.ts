/**
 * Invitations: a single-use link, valid for 24 hours, that lets one address
 * register a passkey with one role. Only the link's hash is stored. A
 * withdrawn invitation is deleted: its link then answers as an expired one.
 */
import { type SQL, and, eq, gt, isNull, sql } from "drizzle-orm";

import { type Actor, appendAudit } from "../audit/audit-log";
import type { Db, Tx } from "../db/database";
import { type Role, invitations } from "../db/schema";
import { newToken, tokenHash } from "./tokens";

export const INVITATION_HOURS = 24;
export const invitationPath = (token: string) => `/admin/invitation#${token}`;

export type Invitation = typeof invitations.$inferSelect;

export async function createInvitation(
  db: Db | Tx,
  { email, role, invitedBy }: { email: string; role: Role; invitedBy?: string },
): Promise<{ token: string; invitation: Invitation }> {
  const token = newToken();
  const [invitation] = await db
    .insert(invitations)
    .values({
      tokenHash: tokenHash(token),
      email: email.trim().toLowerCase(),
      role,
      invitedBy,
      expiresAt: sql`now() + make_interval(hours => ${INVITATION_HOURS})`,
    })
    .returning();
  if (!invitation) throw new Error("invitation not created");
  return { token, invitation };
}

/** The invitation behind a token, if it is unused and unexpired. */
export function usableInvitation(db: Db | Tx, token: string): Promise<Invitation | undefined> {
  return db.query.invitations.findFirst({
    where: and(
      eq(invitations.tokenHash, tokenHash(token)),
      isNull(invitations.usedAt),
      gt(invitations.expiresAt, sql`now()`),
    ),
  });
}

/** Uses it up; false when another request did so first. */
export async function markInvitationUsed(tx: Tx, id: string): Promise<boolean> {
  const used = await tx
    .update(invitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt)))
    .returning({ id: invitations.id });
  return used.length === 1;
}

/** Which unused invitations to withdraw: one, those to an address, or those someone made. */
export type InvitationsToWithdraw = { id: string } | { email: string } | { invitedBy: string };

function matching(which: InvitationsToWithdraw): SQL {
  if ("id" in which) return eq(invitations.id, which.id);
  if ("email" in which) return eq(invitations.email, which.email.trim().toLowerCase());
  return eq(invitations.invitedBy, which.invitedBy);
}

/** Deletes the unused invitations named, each audited as withdrawn by `actor`; returns them. */
export async function withdrawInvitations(
  tx: Tx,
  which: InvitationsToWithdraw,
  actor: Actor,
  reason?: string,
) {
  const withdrawn = await tx
    .delete(invitations)
    .where(and(matching(which), isNull(invitations.usedAt)))
    .returning({ id: invitations.id, email: invitations.email, role: invitations.role });
  for (const { id, email, role } of withdrawn) {
    await appendAudit(tx, {
      actor,
      action: "invitation withdrawn",
      subject: id,
      details: { email, role, ...(reason && { reason }) },
    });
  }
  return withdrawn;
}

/** Invitations not yet used and not expired, for the console's people page. */
export function openInvitations(db: Db) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(and(isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`)));
}
