/**
 * Accepting an invitation: the link's token (kept in the URL's fragment, so
 * it never reaches a log) is checked, a passkey is registered, the person is
 * created with the invitation's role and signed in, and their ten recovery
 * codes are returned, once. A used or expired invitation answers 410.
 */
import type { FastifyInstance } from "fastify";

import * as contract from "~/lib/console-api/invitation";

import { appendAudit } from "../../audit/audit-log";
import { deviceName } from "../../auth/device";
import { markInvitationUsed, usableInvitation } from "../../auth/invitations";
import {
  type RelyingParty,
  registrationOptions,
  savePasskey,
  verifyRegistration,
} from "../../auth/passkeys";
import { replaceRecoveryCodes } from "../../auth/recovery-codes";
import { startSession } from "../../auth/sessions";
import { createUser, userByEmail } from "../../auth/users";
import { setSessionCookie } from "../../plugins/authentication";
import { refuse } from "../../refusals";
import { bodyLimits } from "../body-limits";
import { serve } from "./request-input";
import { signInRateLimit } from "./sign-in";

export default async function invitationRoutes(
  app: FastifyInstance,
  { rp, recoveryCodeKey }: { rp: RelyingParty; recoveryCodeKey: Buffer },
) {
  const { db } = app;
  const purpose = (id: string) => `invitation:${id}`;

  const aboutToken = { config: signInRateLimit, bodyLimit: bodyLimits.fewFields };

  serve(app, contract.invitation, aboutToken, async ({ body }, request, reply) => {
    const invitation = await usableInvitation(db, body.token);
    if (!invitation) return refuse(request, reply, 410);
    return { email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt };
  });

  serve(app, contract.invitationOptions, aboutToken, async ({ body }, request, reply) => {
    const invitation = await usableInvitation(db, body.token);
    if (!invitation) return refuse(request, reply, 410);
    return registrationOptions(db, rp, {
      purpose: purpose(invitation.id),
      email: invitation.email,
      existing: [],
    });
  });

  const withPasskey = { config: signInRateLimit, bodyLimit: bodyLimits.registrationAnswer };

  serve(app, contract.acceptInvitation, withPasskey, async ({ body: answer }, request, reply) => {
    const invitation = await usableInvitation(db, answer.token);
    if (!invitation) return refuse(request, reply, 410);
    if (await userByEmail(db, invitation.email)) return refuse(request, reply, 409);
    const passkey = await verifyRegistration(db, rp, {
      ...answer,
      purpose: purpose(invitation.id),
    });
    if (!passkey) return refuse(request, reply, 400);
    const device = deviceName(request.headers["user-agent"]);
    const joined = await db.transaction(async (tx) => {
      if (!(await markInvitationUsed(tx, invitation.id))) return undefined;
      const user = await createUser(tx, invitation.email, invitation.role);
      await savePasskey(tx, user.id, passkey, device);
      const recoveryCodes = await replaceRecoveryCodes(tx, user.id, recoveryCodeKey);
      await appendAudit(tx, {
        actor: { label: user.email, id: user.id },
        action: "joined",
        subject: user.id,
        details: { role: user.role, invitation: invitation.id },
      });
      return { user, recoveryCodes };
    });
    if (!joined) return refuse(request, reply, 410);
    const session = await startSession(db, { userId: joined.user.id, device });
    setSessionCookie(reply, session.id);
    return {
      user: { email: joined.user.email, role: joined.user.role },
      recoveryCodes: joined.recoveryCodes,
    };
  });
}
