/**
 * Who may take which step on an entry, from which state: the one
 * table the entry routes enforce. A step the role may not take answers 403;
 * one the entry's state does not allow answers 409. Nothing an editor may do
 * changes what the site shows: only an owner's publish, schedule or
 * unpublish does.
 */
import { mayActAs } from "../auth/roles";
import { type EntryStatus, type Role, entryStatuses } from "../db/schema";

export type EntryStep = "save" | "submit" | "publish" | "schedule" | "unpublish" | "restore";

const anyState = entryStatuses;

export const entrySteps: Record<EntryStep, { role: Role; from: readonly EntryStatus[] }> = {
  /** A new draft revision; the live page keeps the published one. */
  save: { role: "editor", from: anyState },
  /** Review is asked for what is not live: a live entry would leave the site while in review. */
  submit: { role: "editor", from: ["draft", "unpublished"] },
  /** Published again with a newer draft, too. */
  publish: { role: "owner", from: anyState },
  schedule: { role: "owner", from: anyState },
  unpublish: { role: "owner", from: ["published"] },
  /** An old revision becomes the newest draft (owners: it may be one nobody reviewed). */
  restore: { role: "owner", from: anyState },
};

/** The refusal a step meets, or undefined when the role may take it from this state. */
export function refusalOf(step: EntryStep, role: Role, status: EntryStatus): 403 | 409 | undefined {
  const rule = entrySteps[step];
  if (!mayActAs(rule.role, role)) return 403;
  if (!rule.from.includes(status)) return 409;
  return undefined;
}
