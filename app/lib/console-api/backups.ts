/** Whether the backups hold, and the drill run now (server/routes/admin/backups.ts). */
import * as v from "valibot";

import { type AnswerOf, endpoint } from "./endpoint";
import { backupAlerts } from "./sign-in";

/** Times, a lag and the drill's verdict, nothing about any lead. */
const backupStatus = v.variant("on", [
  v.object({ on: v.literal(false), databaseServer: v.boolean() }),
  v.object({
    on: v.literal(true),
    target: v.string(),
    maxLagS: v.number(),
    lagS: v.number(),
    lastShippedAt: v.optional(v.string()),
    unreachableSince: v.optional(v.string()),
    lastBaseBackupAt: v.optional(v.string()),
    lastDrill: v.optional(
      v.object({
        at: v.string(),
        ok: v.boolean(),
        problem: v.optional(v.string()),
        leads: v.optional(v.number()),
      }),
    ),
    alert: v.optional(v.picklist(backupAlerts)),
  }),
]);

export const backups = endpoint({ method: "GET", path: "/backups", answer: backupStatus });

export const runDrill = endpoint({ method: "POST", path: "/backups/drill", answer: backupStatus });

export type BackupStatus = AnswerOf<typeof backups>;
