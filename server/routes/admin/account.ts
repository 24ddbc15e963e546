/**
 * Each person's own account: their passkeys (add, remove all but the last),
 * their sessions (see, revoke), and a new set of recovery codes, shown once.
 * Adding a passkey after a recovery-code sign-in ends the console's request
 * for one.
 */
import type { FastifyInstance } from "fastify";

import * as contract from "~/lib/console-api/account";

import { appendAudit } from "../../audit/audit-log";
import { deviceName } from "../../auth/device";
import {
  type RelyingParty,
  listPasskeys,
  registrationOptions,
  removePasskey,
  savePasskey,
  verifyRegistration,
} from "../../auth/passkeys";
import { replaceRecoveryCodes, unusedRecoveryCodes } from "../../auth/recovery-codes";
import { endRecoveryCodePrompt, endSessionOf, listSessions } from "../../auth/sessions";
import { requireSignedIn } from "../../plugins/authorization";
import { refuse } from "../../refusals";
import { bodyLimits } from "../body-limits";
import { actorOf, serve, sessionOf } from "./request-input";

export default async function accountRoutes(
  app: FastifyInstance,
  { rp, recoveryCodeKey }: { rp: RelyingParty; recoveryCodeKey: Buffer },
) {
  const { db } = app;
  const signedIn = { onRequest: requireSignedIn };
  const purpose = (userId: string) => `passkey:${userId}`;

  serve(app, contract.account, signedIn, async (_, request) => {
    const { user, session } = sessionOf(request);
    return {
      email: user.email,
      role: user.role,
      digest: user.digest,
      passkeys: (await listPasskeys(db, user.id)).map(({ id, name, createdAt, lastUsedAt }) => ({
        id,
        name,
        createdAt,
        lastUsedAt,
      })),
      sessions: (await listSessions(db, user.id)).map(
        ({ idHash, device, createdAt, lastSeenAt }) => ({
          id: idHash,
          device,
          createdAt,
          lastSeenAt,
          current: idHash === session.idHash,
        }),
      ),
      recoveryCodesLeft: await unusedRecoveryCodes(db, user.id),
    };
  });

  serve(app, contract.passkeyOptions, signedIn, async (_, request) => {
    const { user } = sessionOf(request);
    const existing = await listPasskeys(db, user.id);
    return registrationOptions(db, rp, { purpose: purpose(user.id), email: user.email, existing });
  });

  serve(
    app,
    contract.addPasskey,
    { ...signedIn, bodyLimit: bodyLimits.registrationAnswer },
    async ({ body: answer }, request, reply) => {
      const actor = actorOf(request);
      const passkey = await verifyRegistration(db, rp, { ...answer, purpose: purpose(actor.id) });
      if (!passkey) return refuse(request, reply, 400);
      await db.transaction(async (tx) => {
        await savePasskey(tx, actor.id, passkey, deviceName(request.headers["user-agent"]));
        await endRecoveryCodePrompt(tx, sessionOf(request).session.idHash);
        await appendAudit(tx, {
          actor,
          action: "passkey added",
          subject: actor.id,
          details: { passkey: passkey.id },
        });
      });
      reply.code(201);
      return { id: passkey.id };
    },
  );

  serve(app, contract.removePasskey, signedIn, async ({ params: { id } }, request, reply) => {
    const actor = actorOf(request);
    if (!(await removePasskey(db, actor.id, id))) return refuse(request, reply, 409);
    await appendAudit(db, {
      actor,
      action: "passkey removed",
      subject: actor.id,
      details: { passkey: id },
    });
    return reply.code(204).send();
  });

  serve(app, contract.revokeSession, signedIn, async ({ params: { id } }, request, reply) => {
    const actor = actorOf(request);
    if (!(await endSessionOf(db, actor.id, id))) return refuse(request, reply, 404);
    await appendAudit(db, { actor, action: "session revoked", subject: actor.id });
    return reply.code(204).send();
  });

  serve(app, contract.replaceRecoveryCodes, signedIn, async (_, request) => {
    const actor = actorOf(request);
    return db.transaction(async (tx) => {
      const recoveryCodes = await replaceRecoveryCodes(tx, actor.id, recoveryCodeKey);
      await appendAudit(tx, { actor, action: "recovery codes replaced", subject: actor.id });
      return { recoveryCodes };
    });
  });
}
