/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: options with a
 * challenge the server keeps for five minutes and uses once, then the
 * browser's answer verified against it. The relying party is PUBLIC_ORIGIN's
 * host. Sign-in uses discoverable credentials, so the browser can offer the
 * person's passkey without asking who they are. The library (with its
 * certificate parsers) is loaded at the first ceremony, not by an idle server.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, asc, count, eq, gt, sql } from "drizzle-orm";

import { siteConfig } from "~/lib/site-config";

import type { Db, Tx } from "../db/database";
import { challenges, passkeys } from "../db/schema";

const CHALLENGE_MINUTES = 5;

const webauthn = () => import("@simplewebauthn/server");

export interface RelyingParty {
  id: string;
  origin: string;
}

export const relyingParty = (publicOrigin: string): RelyingParty => ({
  id: new URL(publicOrigin).hostname,
  origin: publicOrigin,
});

export type Passkey = typeof passkeys.$inferSelect;

/**
 * Keeps a new ceremony's challenge. Expired ones go at the same time, so however many ceremonies
 * strangers start, the table holds at most five minutes of them.
 */
async function keepChallenge(db: Db, purpose: string, challenge: string): Promise<string> {
  await deleteExpiredChallenges(db);
  const [kept] = await db
    .insert(challenges)
    .values({
      purpose,
      challenge,
      expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
    })
    .returning({ id: challenges.id });
  if (!kept) throw new Error("challenge not kept");
  return kept.id;
}

/** The challenge of a ceremony, used up; undefined when unknown, expired or for something else. */
async function takeChallenge(db: Db, ceremony: string, purpose: string) {
  if (!/^[0-9a-f-]{36}$/.test(ceremony)) return undefined;
  const [taken] = await db
    .delete(challenges)
    .where(
      and(
        eq(challenges.id, ceremony),
        eq(challenges.purpose, purpose),
        gt(challenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: challenges.challenge });
  return taken?.challenge;
}

export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  { purpose, email, existing }: { purpose: string; email: string; existing: Passkey[] },
) {
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: `${siteConfig.name} console`,
    rpID: rp.id,
    userName: email,
    attestationType: "none",
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  return { ceremony: await keepChallenge(db, purpose, options.challenge), options };
}

export interface NewPasskey {
  id: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
}

/** The verified credential of a registration, or undefined when it does not verify. */
export async function verifyRegistration(
  db: Db,
  rp: RelyingParty,
  { ceremony, purpose, response }: { ceremony: string; purpose: string; response: unknown },
): Promise<NewPasskey | undefined> {
  const expectedChallenge = await takeChallenge(db, ceremony, purpose);
  if (!expectedChallenge) return undefined;
  try {
    const { verified, registrationInfo } = await (
      await webauthn()
    ).verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verified) return undefined;
    const { id, publicKey, counter, transports = [] } = registrationInfo.credential;
    return { id, publicKey: Buffer.from(publicKey), counter, transports };
  } catch {
    return undefined; // malformed or forged: refused like any failed verification
  }
}

export async function savePasskey(db: Db | Tx, userId: string, passkey: NewPasskey, name: string) {
  await db.insert(passkeys).values({ ...passkey, userId, name });
}

export async function signInOptions(db: Db, rp: RelyingParty) {
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "preferred",
  });
  return { ceremony: await keepChallenge(db, "sign-in", options.challenge), options };
}

/** Whose passkey a credential id names, if anyone's. */
export async function passkeyOwner(db: Db, credentialId: string): Promise<string | undefined> {
  const passkey = await db.query.passkeys.findFirst({
    where: eq(passkeys.id, credentialId),
    columns: { userId: true },
  });
  return passkey?.userId;
}

/** The person a sign-in answer proves, or undefined. */
export async function verifySignIn(
  db: Db,
  rp: RelyingParty,
  { ceremony, response }: { ceremony: string; response: unknown },
): Promise<{ userId: string; passkeyId: string } | undefined> {
  const expectedChallenge = await takeChallenge(db, ceremony, "sign-in");
  const credentialId = (response as { id?: unknown } | null)?.id;
  if (!expectedChallenge || typeof credentialId !== "string") return undefined;
  const passkey = await db.query.passkeys.findFirst({ where: eq(passkeys.id, credentialId) });
  if (!passkey) return undefined;
  try {
    const { verified, authenticationInfo } = await (
      await webauthn()
    ).verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
    if (!verified) return undefined;
    await db
      .update(passkeys)
      .set({ counter: authenticationInfo.newCounter, lastUsedAt: sql`now()` })
      .where(eq(passkeys.id, passkey.id));
    return { userId: passkey.userId, passkeyId: passkey.id };
  } catch {
    return undefined;
  }
}

export function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

/** Removes one of a person's passkeys, never their last: false when it is not theirs or the last. */
export async function removePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(passkeys)
      .where(eq(passkeys.userId, userId));
    if (total <= 1) return false;
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
      .returning({ id: passkeys.id });
    return removed.length === 1;
  });
}

/** Expired ceremonies: deleted as each new one is kept, and by the daily job. */
export async function deleteExpiredChallenges(db: Db) {
  await db.delete(challenges).where(sql`${challenges.expiresAt} < now()`);
}
