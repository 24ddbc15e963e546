/** Choices owners make in the console, kept in the database and audited by the routes that change them. */
import { asc, eq, sql } from "drizzle-orm";

import type { Db, Tx } from "../db/database";
import { consoleSettings, routingRules } from "../db/schema";

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

export type RoutingRule = Pick<
  typeof routingRules.$inferSelect,
  "form" | "inquiryType" | "recipients"
>;

/** Which addresses get which form's leads; a lead no rule fits goes to LEADS_EMAIL_TO. */
export function currentRoutingRules(db: Db | Tx): Promise<RoutingRule[]> {
  return db
    .select({
      form: routingRules.form,
      inquiryType: routingRules.inquiryType,
      recipients: routingRules.recipients,
    })
    .from(routingRules)
    .orderBy(asc(routingRules.form), asc(routingRules.inquiryType));
}

/** The rules, all at once: a change applies to leads received after it. */
export async function replaceRoutingRules(tx: Tx, rules: RoutingRule[]) {
  await tx.delete(routingRules);
  if (rules.length > 0) await tx.insert(routingRules).values(rules);
}
