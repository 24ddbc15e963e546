/** The command's `audit verify`: every entry of the audit log, its link and its hash, checked. */
import { verifyAuditChain } from "../audit/audit-log";
import type { Family } from "./verbs";

export const audit: Family = {
  summary: "Check that the audit log was not altered.",
  verbs: {
    verify: {
      summary: "Check every entry of the audit log, its link to the one before and its hash.",
      usage: [""],
      options: {},
      example: "brightway audit verify",
      read:
        () =>
        async ({ withDatabase }) => {
          const check = await withDatabase(({ db }) => verifyAuditChain(db));
          return check.broken
            ? {
                ok: false,
                note: `The audit log was altered: entry ${check.broken.id}: ${check.broken.reason}.`,
              }
            : {
                ok: true,
                note: `The audit log is intact: ${check.entries} entries, every link and hash checked.`,
              };
        },
    },
  },
};
