/**
 * `npm run leads -- export [--format csv|json] [--since <time>] [--type demo|contact]
 *                          [--include-spam] [--output <file>]`
 * `npm run leads -- delete --email <address>`
 * `npm run leads -- invite --email <address> --role owner|viewer|editor`
 * `npm run leads -- invite --withdraw <address>`
 * `npm run leads -- audit verify`
 * `npm run leads -- content export --to <folder>` (server/publishing/content-export.ts)
 * `npm run leads -- dump --output <file>` / `load --input <file>` (server/backup/dump-format.ts)
 * `npm run leads -- backup now | list | verify`
 * `npm run leads -- restore --from <BACKUP_DIR or s3://bucket/prefix> --data-dir <empty folder> [--time <time>] [--unauthenticated]`
 * `npm run leads -- incident open | update <id> | list`, `maintenance schedule` (./status-commands.ts)
 *
 * Reads the same settings as the server and uses the same database: with
 * DATABASE_URL that server; with the embedded database, the cluster of the
 * server that runs on DATA_DIR, or, when none runs, the cluster started for
 * the command alone.
 */
import { open } from "node:fs/promises";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";

import * as v from "valibot";

import { timeInput, timeInputForms } from "~/lib/time-input";

import { type ServerConfig, readConfig } from "../config";
import { type Database, openDatabase } from "../db/database";
import { roles } from "../db/schema";
import { appendAudit, commandLine, verifyAuditChain } from "../audit/audit-log";
import {
  INVITATION_HOURS,
  createInvitation,
  invitationPath,
  withdrawInvitations,
} from "../auth/invitations";
import { eraseQuery, exportCondition, exportQuery, exportedFilter } from "../leads/export-query";
import { leadExport } from "../leads/lead-export";
import { projectRoot as root } from "../project-root";
import { deliveryCounts, eraseByEmail } from "../leads/lead-repository";
import { dumpDatabase } from "../backup/dump";
import { BackupReadError } from "../backup/encryption";
import { loadDatabase, readDumpHeader } from "../backup/load";
import { archiveSettings, backupStorage } from "../backup/backup-settings";
import { RestoreError } from "../backup/backup-names";
import { exportContent } from "../publishing/content-export";
import { backUpNow, listBackups, restore, verify } from "./backup-commands";
import { UsageError, checked } from "./command-input";
import {
  parseStatus,
  performStatus,
  statusOptions,
  statusUsage,
  statusUsageNotes,
} from "./status-commands";

const usage = `Usage:
  npm run leads -- export [--format csv|json] [--since <time>] [--type demo|contact] [--include-spam] [--output <file>]
  npm run leads -- delete --email <address>
  npm run leads -- invite --email <address> --role owner|viewer|editor
  npm run leads -- invite --withdraw <address>
  npm run leads -- audit verify
  npm run leads -- content export --to <folder>
  npm run leads -- dump --output <file>
  npm run leads -- load --input <file>
  npm run leads -- backup now | list | verify
  npm run leads -- restore --from <backup folder or s3://bucket/prefix> --data-dir <empty folder> [--time <time>] [--unauthenticated]
${statusUsage}

A <time> is ${timeInputForms}.
Without --output, the export goes to standard output (use npm run --silent to keep npm's own
lines out of it). ${statusUsageNotes}`;

function parse(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: "string" },
      since: { type: "string" },
      type: { type: "string" },
      "include-spam": { type: "boolean" },
      output: { type: "string" },
      to: { type: "string" },
      email: { type: "string" },
      role: { type: "string" },
      withdraw: { type: "string" },
      input: { type: "string" },
      from: { type: "string" },
      "data-dir": { type: "string" },
      time: { type: "string" },
      unauthenticated: { type: "boolean" },
      ...statusOptions,
    },
  });
  const [command] = positionals;
  if (command === "export") {
    const query = {
      format: values.format,
      since: values.since,
      type: values.type,
      include: values["include-spam"] ? "spam" : undefined,
    };
    return { command, query: checked(exportQuery, query), output: values.output } as const;
  }
  if (command === "delete") {
    return { command, email: checked(eraseQuery, { email: values.email }).email } as const;
  }
  if (command === "invite" && values.withdraw !== undefined) {
    const { email } = checked(eraseQuery, { email: values.withdraw });
    return { command: "withdraw", email } as const;
  }
  if (command === "invite") {
    return {
      command,
      ...checked(invitationRequest, { email: values.email, role: values.role }),
    } as const;
  }
  if (command === "audit" && positionals[1] === "verify") return { command } as const;
  if (command === "content" && positionals[1] === "export")
    return { command, to: required("--to", values.to) } as const;
  if (command === "dump") return { command, output: required("--output", values.output) } as const;
  if (command === "load") return { command, input: required("--input", values.input) } as const;
  const verb = positionals[1];
  if (command === "backup" && (verb === "now" || verb === "list" || verb === "verify"))
    return { command, verb } as const;
  if (command === "restore") {
    return {
      command,
      from: required("--from", values.from),
      dataDir: required("--data-dir", values["data-dir"]),
      time: checked(restoreQuery, { time: values.time }).time,
      unauthenticated: values.unauthenticated === true,
    } as const;
  }
  const status = parseStatus(positionals, values);
  if (status) return status;
  throw new UsageError(command ? `Unknown command: ${positionals.join(" ")}` : "Name a command.");
}

function required(option: string, value: string | undefined): string {
  if (!value) throw new UsageError(`${option} must name a file or folder`);
  return value;
}

const restoreQuery = v.object({ time: v.optional(timeInput) });

const invitationRequest = v.object({
  email: v.pipe(v.string("an email address"), v.trim(), v.email("an email address")),
  role: v.picklist(roles, "owner, viewer or editor"),
});

type Request = ReturnType<typeof parse>;

const describeRows = (rows: Record<string, number>) =>
  `${rows.leads ?? 0} lead(s), ${rows.users ?? 0} console account(s), ${rows.audit_log ?? 0} audit entries`;

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

/** Does the task; returns what to tell the person, and whether it went well. */
async function perform(database: Database, task: Request, config: ServerConfig) {
  switch (task.command) {
    case "delete": {
      const erased = await eraseByEmail(database.db, task.email, commandLine);
      return {
        ok: true,
        note: `Erased ${erased.leads} lead(s) and ${erased.deliveries} delivery record(s).`,
      };
    }
    case "invite": {
      const { token } = await database.db.transaction(async (tx) => {
        const created = await createInvitation(tx, task);
        await appendAudit(tx, {
          actor: commandLine,
          action: "invited",
          subject: created.invitation.id,
          details: { email: task.email.toLowerCase(), role: task.role },
        });
        return created;
      });
      process.stdout.write(`${config.console.publicOrigin}${invitationPath(token)}\n`);
      return {
        ok: true,
        note: `Send this link to ${task.email} (${task.role}); it works once, for ${INVITATION_HOURS} hours.`,
      };
    }
    case "withdraw": {
      const withdrawn = await database.db.transaction((tx) =>
        withdrawInvitations(tx, { email: task.email }, commandLine),
      );
      return withdrawn.length === 0
        ? { ok: false, note: `${task.email} has no open invitation.` }
        : { ok: true, note: `Withdrew ${withdrawn.length} invitation(s) to ${task.email}.` };
    }
    case "content": {
      const { files, images } = await exportContent(database.db, task.to);
      return {
        ok: true,
        note: `Wrote ${files} Markdown file(s) of published entries and ${images} image(s) to ${task.to}.`,
      };
    }
    case "audit": {
      const check = await verifyAuditChain(database.db);
      return check.broken
        ? {
            ok: false,
            note: `The audit log was altered: entry ${check.broken.id}: ${check.broken.reason}.`,
          }
        : {
            ok: true,
            note: `The audit log is intact: ${check.entries} entries, every link and hash checked.`,
          };
    }
    case "dump": {
      await appendAudit(database.db, { actor: commandLine, action: "dumped" });
      const rows = await dumpDatabase(
        database.db.$client,
        task.output,
        config.backup.encryptionKey,
      );
      const sealed = config.backup.encryptionKey
        ? "encrypted"
        : "not encrypted (no BACKUP_ENCRYPTION_KEY)";
      return { ok: true, note: `Dumped ${describeRows(rows)} to ${task.output}, ${sealed}.` };
    }
    case "load": {
      const rows = await loadDatabase(database.db, task.input, config.backup.encryptionKey);
      return { ok: true, note: `Loaded ${describeRows(rows)} from ${task.input}.` };
    }
    case "backup": {
      const storage = backupStorage(config);
      if (!storage)
        return {
          ok: false,
          note: "Backups are off: set BACKUP_DIR or BACKUP_S3_URL (with the embedded database) to turn them on.",
        };
      if (task.verb === "now") return backUpNow(database, config, storage);
      if (task.verb === "verify") return verify(database, config, storage);
      return listBackups(storage, config.backup.encryptionKey);
    }
    case "status":
      return performStatus(database.db, task);
    case "restore":
      throw new Error("restore runs without a database");
    case "export": {
      const { format, ...filter } = task.query;
      const counts = await deliveryCounts(database.db);
      await appendAudit(database.db, {
        actor: commandLine,
        action: "exported",
        details: { format, filter: exportedFilter(filter) },
      });
      await pipeline(
        leadExport(database.db, exportCondition(filter), format),
        await destination(task.output),
      );
      const where = task.output ? ` to ${task.output}` : "";
      return {
        ok: true,
        note: `Exported${where}. Deliveries: ${counts.pending} pending, ${counts.failed} failed.`,
      };
    }
  }
}

/** Notes from the embedded cluster go to standard error, never into an export on standard output. */
const log = {
  info: () => {},
  warn: (_details: object, message: string) => console.error(message),
  error: (_details: object, message: string) => console.error(message),
};

try {
  const config = readConfig(process.env, root);
  const task = parse(process.argv.slice(2));
  if (task.command === "load") await readDumpHeader(task.input, config.backup.encryptionKey);
  if (task.command === "restore") {
    const { note } = await restore(task, config, log);
    console.error(note);
    process.exit(0);
  }
  const database = await openDatabase({
    ...config.storage,
    holder: "cli",
    log,
    poolSize: 2,
    archive: archiveSettings(config),
  });
  try {
    const { ok, note } = await perform(database, task, config);
    console.error(note);
    if (!ok) process.exitCode = 1;
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof RestoreError) console.error(`Restore failed: ${error.message}`);
  else if (error instanceof BackupReadError)
    console.error(`Cannot read the file: ${error.message}.`);
  else if (error instanceof Error) console.error(error.message);
  process.exitCode = 1;
}
