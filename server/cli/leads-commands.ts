/** The command's lead verbs: `export` (to standard output or a file kept to its owner) and `delete`. */
import { open } from "node:fs/promises";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { timeInputForms } from "~/lib/time-input";

import { appendAudit, commandLine } from "../audit/audit-log";
import { eraseQuery, exportCondition, exportQuery, exportedFilter } from "../leads/export-query";
import { leadExport } from "../leads/lead-export";
import { deliveryCounts, eraseByEmail } from "../leads/lead-repository";
import { checked } from "./command-input";
import type { Verb } from "./verbs";

/**
 * A file of leads is readable by its owner only, whatever the umask: a file already there
 * (made 0644 by hand, or another user's) is made 0600 before the first byte, or refused.
 * A pipe or a terminal given as the file is written as it is.
 */
async function destination(output: string | undefined): Promise<Writable> {
  if (!output) return process.stdout;
  const handle = await open(output, "w", 0o600);
  try {
    if ((await handle.stat()).isFile()) await handle.chmod(0o600);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle.createWriteStream();
}

export const exportLeads: Verb = {
  summary: "Export the leads, as JSON or CSV, to standard output or a file only its owner reads.",
  usage: [
    "[--format csv|json] [--since <time>] [--type demo|contact] [--include-spam] [--output <file>]",
  ],
  options: {
    format: { type: "string", value: "csv|json", help: "json (the default) or csv" },
    since: { type: "string", value: "<time>", help: "only leads that came at or after <time>" },
    type: {
      type: "string",
      value: "demo|contact",
      help: "only demo requests or only contact messages",
    },
    "include-spam": { type: "boolean", help: "include the leads marked as spam" },
    output: {
      type: "string",
      value: "<file>",
      help: "write to <file> (mode 0600) instead of standard output",
    },
  },
  example: "brightway export --format csv --since 2027-03-01 --output leads.csv",
  notes: `A <time> is ${timeInputForms}.
Without --output, the export goes to standard output (in a checkout, npm run --silent brightway
keeps npm's own lines out of it). Each export is recorded in the audit log.`,
  read(values) {
    const { format, ...filter } = checked(exportQuery, {
      format: values.format,
      since: values.since,
      type: values.type,
      include: values["include-spam"] ? "spam" : undefined,
    });
    const output = typeof values.output === "string" ? values.output : undefined;
    return ({ withDatabase }) =>
      withDatabase(async ({ db }) => {
        const counts = await deliveryCounts(db);
        await appendAudit(db, {
          actor: commandLine,
          action: "exported",
          details: { format, filter: exportedFilter(filter) },
        });
        await pipeline(leadExport(db, exportCondition(filter), format), await destination(output));
        const where = output ? ` to ${output}` : "";
        return {
          ok: true,
          note: `Exported${where}. Deliveries: ${counts.pending} pending, ${counts.failed} failed.`,
        };
      });
  },
};

export const deleteLeads: Verb = {
  summary: "Erase every lead from an email address, and their delivery records.",
  usage: ["--email <address>"],
  options: { email: { type: "string", value: "<address>", help: "the person's email address" } },
  example: "brightway delete --email person@example.org",
  read(values) {
    const { email } = checked(eraseQuery, { email: values.email });
    return ({ withDatabase }) =>
      withDatabase(async ({ db }) => {
        const erased = await eraseByEmail(db, email, commandLine);
        return {
          ok: true,
          note: `Erased ${erased.leads} lead(s) and ${erased.deliveries} delivery record(s).`,
        };
      });
  },
};
