/**
 * Console sessions: a row per sign-in, looked up by the hash of the cookie's
 * random id. A session ends after 30 minutes without a request, 12 hours
 * after sign-in, at sign-out, or when its person signs out everywhere.
 */
import { and, desc, eq, gt, lt, or, sql } from "drizzle-orm";

import type { Db, Tx } from "../db/database";
import { sessions, users } from "../db/schema";
import { newToken, tokenHash } from "./tokens";
import type { User } from "./users";

export const IDLE_MINUTES = 30;
export const ABSOLUTE_HOURS = 12;
/** Last-seen times are written at most this often, not on every request. */
const TOUCH_AFTER_MS = 60_000;

export type Session = typeof sessions.$inferSelect;

export interface SignedIn {
  user: User;
  session: Session;
}

const alive = and(
  gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${IDLE_MINUTES})`),
  gt(sessions.createdAt, sql`now() - make_interval(hours => ${ABSOLUTE_HOURS})`),
);

/** A new session with a new id: returns the id for the cookie. */
export async function startSession(
  db: Db,
  {
    userId,
    device,
    viaRecoveryCode = false,
  }: { userId: string; device: string; viaRecoveryCode?: boolean },
): Promise<{ id: string; idHash: string }> {
  const id = newToken();
  await db.insert(sessions).values({ idHash: tokenHash(id), userId, device, viaRecoveryCode });
  return { id, idHash: tokenHash(id) };
}

export async function findSession(db: Db, id: string): Promise<SignedIn | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, tokenHash(id)), alive));
  if (!row) return undefined;
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.idHash, row.session.idHash));
  }
  return row;
}

export async function endSession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function endSessionOf(db: Db, userId: string, idHash: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.idHash, idHash)))
    .returning({ idHash: sessions.idHash });
  return ended.length === 1;
}

export async function endAllSessions(db: Db, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ idHash: sessions.idHash });
  return ended.length;
}

export function listSessions(db: Db, userId: string): Promise<Session[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), alive))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ended sessions are deleted by the daily job. */
export async function deleteExpiredSessions(db: Db) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${IDLE_MINUTES})`),
        lt(sessions.createdAt, sql`now() - make_interval(hours => ${ABSOLUTE_HOURS})`),
      ),
    );
}

/** A session signed in with a recovery code stops asking for a passkey once one is added. */
export async function endRecoveryCodePrompt(db: Db | Tx, idHash: string) {
  await db.update(sessions).set({ viaRecoveryCode: false }).where(eq(sessions.idHash, idHash));
}
