/** Choices owners make in the console, kept in the database and audited by the routes that change them. */
import { eq, sql } from "drizzle-orm";

import type { Db, Tx } from "../db/database";
import { consoleSettings } from "../db/schema";

/** Whether visitors get a confirmation email (off until an owner turns it on). */
export const CONFIRMATIONS_SETTING = "confirmations";

export async function confirmationsOn(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ value: consoleSettings.value })
    .from(consoleSettings)
    .where(eq(consoleSettings.name, CONFIRMATIONS_SETTING));
  return row?.value === true;
}

export async function setConfirmations(db: Db | Tx, on: boolean) {
  await db
    .insert(consoleSettings)
    .values({ name: CONFIRMATIONS_SETTING, value: on })
    .onConflictDoUpdate({
      target: consoleSettings.name,
      set: { value: on, updatedAt: sql`now()` },
    });
}
