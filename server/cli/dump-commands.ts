/** The command's `dump` and `load`: the whole database as one file, and back into an empty one (server/backup/dump-format.ts). */
import { appendAudit, commandLine } from "../audit/audit-log";
import { dumpDatabase } from "../backup/dump";
import { loadDatabase, readDumpHeader } from "../backup/load";
import { required } from "./command-input";
import { withProgress } from "./progress";
import type { Verb } from "./verbs";

const describeRows = (rows: Record<string, number>) =>
  `${rows.leads ?? 0} lead(s), ${rows.users ?? 0} console account(s), ${rows.audit_log ?? 0} audit entries`;

export const dump: Verb = {
  summary: "Write the whole database to one file, encrypted with BACKUP_ENCRYPTION_KEY when set.",
  usage: ["--output <file>"],
  options: { output: { type: "string", value: "<file>", help: "the file to write" } },
  example: "brightway dump --output /var/backups/brightway.dump",
  read(values) {
    const output = required("--output", values.output);
    return ({ config, withDatabase }) =>
      withProgress("Dumping", (progress) =>
        withDatabase(async ({ db }) => {
          const key = config.backup.encryptionKey;
          await appendAudit(db, { actor: commandLine, action: "dumped" });
          const rows = await dumpDatabase(db.$client, output, key, progress);
          const sealed = key ? "encrypted" : "not encrypted (no BACKUP_ENCRYPTION_KEY)";
          return { ok: true, note: `Dumped ${describeRows(rows)} to ${output}, ${sealed}.` };
        }),
      );
  },
};

export const load: Verb = {
  summary: "Load a file that dump wrote into an empty database.",
  usage: ["--input <file>"],
  options: { input: { type: "string", value: "<file>", help: "the file dump wrote" } },
  example: "brightway load --input /var/backups/brightway.dump",
  notes: "An encrypted file needs the same BACKUP_ENCRYPTION_KEY; a database with rows is refused.",
  read(values) {
    const input = required("--input", values.input);
    return async ({ config, withDatabase }) => {
      const key = config.backup.encryptionKey;
      // A file that cannot be read is refused before a database is opened (or made).
      await readDumpHeader(input, key);
      const rows = await withProgress("Loading", (progress) =>
        withDatabase(({ db }) => loadDatabase(db, input, key, progress)),
      );
      return { ok: true, note: `Loaded ${describeRows(rows)} from ${input}.` };
    };
  },
};
