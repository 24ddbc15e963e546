/** The people who sign in to the console. */
import { and, asc, count, eq, ne } from "drizzle-orm";

import type { Db, Tx } from "../db/database";
import { type Role, users } from "../db/schema";

export type User = typeof users.$inferSelect;

export function userById(db: Db, id: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export function userByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, email.trim().toLowerCase()) });
}

export async function createUser(tx: Tx, email: string, role: Role): Promise<User> {
  const [user] = await tx.insert(users).values({ email: email.toLowerCase(), role }).returning();
  if (!user) throw new Error("user not created");
  return user;
}

export function listUsers(db: Db): Promise<User[]> {
  return db.select().from(users).orderBy(asc(users.email));
}

/** Whether anyone can run the console yet: a new site has no owner until one is invited. */
export async function hasOwner(db: Db): Promise<boolean> {
  const owner = await db.query.users.findFirst({ where: eq(users.role, "owner") });
  return owner !== undefined;
}

/** Owners other than this one: the last owner may not be demoted or removed. */
export async function otherOwners(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, "owner"), ne(users.id, id)));
  return row?.total ?? 0;
}

export async function setRole(db: Db | Tx, id: string, role: Role) {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

export async function removeUser(db: Db | Tx, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

/** Whether this person gets the daily digest. */
export async function setDigest(db: Db | Tx, id: string, subscribed: boolean) {
  await db.update(users).set({ digest: subscribed }).where(eq(users.id, id));
}
