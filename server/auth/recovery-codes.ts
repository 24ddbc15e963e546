/**
 * Recovery codes: ten single-use codes, shown once when made; only their
 * hashes are kept, keyed with a key kept outside the database
 * (recovery-code-key.ts): a copy of the database does not let anyone try
 * the 59-bit codes offline. Making a new set replaces the old one.
 *
 * Codes made before they were keyed were stored as plain SHA-256; every
 * start keys whatever such rows it finds (rekeyPlainRecoveryCodes), so the
 * plain hashes leave the database at the first start of this version and no
 * code is ever checked against one. Their owners keep the codes they wrote
 * down: nobody is locked out by the change.
 */
import { createHmac, randomInt } from "node:crypto";

import { and, eq, inArray, isNull, sql } from "drizzle-orm";

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

const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest("hex");

/** The keyed hash stored for a code ("k1:": the scheme, should it ever change). */
const keyedHash = (key: Buffer, code: string) => `k1:${hmac(key, normalized(code))}`;

/** A code of the plain era: its old SHA-256, keyed ("k0:"). */
const rekeyedHash = (key: Buffer, plainHash: string) => `k0:${hmac(key, plainHash)}`;

/** What the plain era stored: SHA-256 in hex, with no scheme. */
const plainHash = sql`${recoveryCodes.codeHash} ~ '^[0-9a-f]{64}$'`;

/** Keys every code still stored as plain SHA-256; how many there were. */
export async function rekeyPlainRecoveryCodes(db: Db, key: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    const plain = await tx
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(plainHash)
      .for("update");
    for (const { id, codeHash } of plain) {
      await tx
        .update(recoveryCodes)
        .set({ codeHash: rekeyedHash(key, codeHash) })
        .where(eq(recoveryCodes.id, id));
    }
    return plain.length;
  });
}

export async function replaceRecoveryCodes(
  db: Db | Tx,
  userId: string,
  key: Buffer,
): Promise<string[]> {
  const codes = Array.from({ length: CODES }, newCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: keyedHash(key, code) })));
  });
  return codes;
}

/** Uses up a person's code; their id when it was theirs and unused. */
export async function useRecoveryCode(
  db: Db,
  email: string,
  code: string,
  key: Buffer,
): Promise<string | undefined> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        inArray(recoveryCodes.codeHash, [
          keyedHash(key, code),
          rekeyedHash(key, tokenHash(normalized(code))),
        ]),
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
