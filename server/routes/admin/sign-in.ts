/**
 * Signing in and out of the console. Passkey: options (a challenge the
 * server keeps), then the browser's answer. Recovery code: an address and
 * one of its unused codes, after which the console asks for a new passkey.
 * Every sign-in starts a new session with a new id; every attempt, failed or
 * not, is audited. Attempts are limited per client address (the route's
 * rate limit) and failures per (account, client address): nobody else's
 * failures ever hold up the account's owner (auth/sign-in-throttle.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import * as contract from "~/lib/console-api/sign-in";

import { appendAudit } from "../../audit/audit-log";
import { deviceName } from "../../auth/device";
import { type RelyingParty, passkeyOwner, signInOptions, verifySignIn } from "../../auth/passkeys";
import { useRecoveryCode } from "../../auth/recovery-codes";
import { endAllSessions, endSession, startSession } from "../../auth/sessions";
import { type SignInMethod, SignInThrottle } from "../../auth/sign-in-throttle";
import { userByEmail, userById } from "../../auth/users";
import { deliveryCounts } from "../../leads/lead-repository";
import { mayActAs } from "../../auth/roles";
import { requireSignedIn } from "../../plugins/authorization";
import { clearSessionCookie, setSessionCookie } from "../../plugins/authentication";
import { refuse } from "../../refusals";
import { bodyLimits } from "../body-limits";
import { actorOf, serve, sessionOf } from "./request-input";

/** Per client address, on each sign-in route. */
export const signInRateLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };

/** Ends the request's old session, if any, and starts a new one for `userId`. */
export async function beginSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  {
    userId,
    method,
    viaRecoveryCode = false,
  }: { userId: string; method: string; viaRecoveryCode?: boolean },
) {
  const { db } = app;
  if (request.signedIn) await endSession(db, request.signedIn.session.idHash);
  const user = await userById(db, userId);
  if (!user) return refuse(request, reply, 401);
  const session = await startSession(db, {
    userId,
    device: deviceName(request.headers["user-agent"]),
    viaRecoveryCode,
  });
  await appendAudit(db, {
    actor: { label: user.email, id: user.id },
    action: "signed in",
    subject: user.id,
    details: { method },
  });
  setSessionCookie(reply, session.id);
  return reply.send({ user: { email: user.email, role: user.role }, viaRecoveryCode });
}

export default async function signInRoutes(
  app: FastifyInstance,
  { rp, recoveryCodeKey }: { rp: RelyingParty; recoveryCodeKey: Buffer },
) {
  const { db } = app;
  const throttle = new SignInThrottle();
  const wait = (request: FastifyRequest, reply: FastifyReply) =>
    refuse(request, reply, 429, { "Retry-After": "900" });
  /** Counted for this client, and in the audit log (under the account, when there is one). */
  const failed = async (
    request: FastifyRequest,
    method: SignInMethod,
    account: string,
    userId: string | undefined,
  ) => {
    throttle.failed(method, account, request.ip);
    await appendAudit(db, {
      actor: { label: "unknown" },
      action: "sign-in failed",
      subject: userId,
      details: { method },
    });
  };

  serve(app, contract.signInOptions, { config: signInRateLimit }, async () =>
    signInOptions(db, rp),
  );

  serve(
    app,
    contract.signInWithPasskey,
    { config: signInRateLimit, bodyLimit: bodyLimits.signInAnswer },
    async ({ body: answer }, request, reply) => {
      const credential = answer.response.id;
      if (throttle.mustWait("passkey", credential, request.ip)) return wait(request, reply);
      const proven = await verifySignIn(db, rp, answer);
      if (!proven) {
        await failed(request, "passkey", credential, await passkeyOwner(db, credential));
        return refuse(request, reply, 401);
      }
      return beginSession(app, request, reply, { userId: proven.userId, method: "passkey" });
    },
  );

  serve(
    app,
    contract.signInWithRecoveryCode,
    { config: signInRateLimit, bodyLimit: bodyLimits.fewFields },
    async ({ body }, request, reply) => {
      const { email: address, code } = body;
      if (throttle.mustWait("recovery code", address, request.ip)) return wait(request, reply);
      // The same queries whether or not the address has an account: the answer's time tells nothing.
      const userId = await useRecoveryCode(db, address, code, recoveryCodeKey);
      if (!userId) {
        await failed(request, "recovery code", address, (await userByEmail(db, address))?.id);
        return refuse(request, reply, 401);
      }
      return beginSession(app, request, reply, {
        userId,
        method: "recovery code",
        viaRecoveryCode: true,
      });
    },
  );

  serve(app, contract.signOut, { onRequest: requireSignedIn }, async (_, request, reply) => {
    const actor = actorOf(request);
    await endSession(db, sessionOf(request).session.idHash);
    await appendAudit(db, { actor, action: "signed out", subject: actor.id });
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  const everywhere = contract.signOutEverywhere;
  serve(app, everywhere, { onRequest: requireSignedIn }, async (_, request, reply) => {
    const actor = actorOf(request);
    const sessions = await endAllSessions(db, actor.id);
    await appendAudit(db, {
      actor,
      action: "signed out everywhere",
      subject: actor.id,
      details: { sessions },
    });
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  /** Who is signed in; for those who read leads the deliveries' health, for owners the backups'. */
  serve(app, contract.me, { onRequest: requireSignedIn }, async (_, request) => {
    const { user, session } = sessionOf(request);
    return {
      user: { email: user.email, role: user.role },
      viaRecoveryCode: session.viaRecoveryCode,
      ...(mayActAs("viewer", user.role) && { deliveries: await deliveryCounts(db) }),
      // Owners look after the backups; the header tells them when they need it.
      ...(user.role === "owner" &&
        app.backups && { backupAlert: (await app.backups.state()).alert }),
    };
  });
}
