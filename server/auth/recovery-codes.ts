/**
 * Recovery codes: ten single-use codes, shown once when made; only their
 * hashes are kept. Making a new set replaces the old one.
 */
import { randomInt } from "node:crypto";

import { and, eq, isNull, sql } from "drizzle-orm";

import type { Db, Tx } from "../db/database";
import { recoveryCodes, users } from "../db/schema";
import { tokenHash } from "./tokens";

const CODES = 10;
/** Without 0/O, 1/I/L: easy to copy from paper. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** "K7QM-2XWP-9RTA": 12 characters, about 59 bits. */
function newCode(): string {
  const characters = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join("")).join("-");
}

/** What a person may type: any case, with or without dashes and spaces. */
const normalized = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, "");

export async function replaceRecoveryCodes(db: Db | Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: CODES }, newCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: tokenHash(normalized(code)) })));
  });
  return codes;
}

/** Uses up a person's code; their id when it was theirs and unused. */
export async function useRecoveryCode(
  db: Db,
  email: string,
  code: string,
): Promise<string | undefined> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.codeHash, tokenHash(normalized(code))),
        isNull(recoveryCodes.usedAt),
        eq(
          recoveryCodes.userId,
          sql`(select ${users.id} from ${users} where ${users.email} = ${email.trim().toLowerCase()})`,
        ),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return used?.userId;
}

export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}
