/** What each role may do, as the console's authorization and the entry steps both ask it. */
import type { Role } from "../db/schema";

/** Who may do what a role may: owners everything; viewers the leads; editors the entries. */
const allowed: Record<Role, readonly Role[]> = {
  owner: ["owner"],
  viewer: ["owner", "viewer"],
  editor: ["owner", "editor"],
};

/** Whether someone of role `actual` may do what `required` may. */
export const mayActAs = (required: Role, actual: Role) => allowed[required].includes(actual);
