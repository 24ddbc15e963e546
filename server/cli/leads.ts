/**
 * `npm run leads -- export [--format csv|json] [--since <date>] [--type demo|contact]
 *                          [--include-spam] [--output <file>]`
 * `npm run leads -- delete --email <address>`
 *
 * Reads the same settings as the server and uses the same database: with
 * DATABASE_URL that server; with the embedded database, the cluster of the
 * server that runs on DATA_DIR, or, when none runs, the cluster started for
 * the command alone.
 */
import { createWriteStream } from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import * as v from "valibot";

import { readConfig } from "../config";
import { type Database, openDatabase } from "../db/database";
import { appendAudit, commandLine } from "../audit/audit-log";
import { eraseQuery, exportCondition, exportQuery, exportedFilter } from "../leads/export-query";
import { leadExport } from "../leads/lead-export";
import { deliveryCounts, eraseByEmail } from "../leads/lead-repository";

const usage = `Usage:
  npm run leads -- export [--format csv|json] [--since <ISO date>] [--type demo|contact] [--include-spam] [--output <file>]
  npm run leads -- delete --email <address>

Without --output, the export goes to standard output (use npm run --silent to keep npm's own
lines out of it).`;

class UsageError extends Error {}

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
      email: { type: "string" },
    },
  });
  const checked = <T extends v.GenericSchema>(schema: T, input: unknown) => {
    const result = v.safeParse(schema, input);
    if (result.success) return result.output as v.InferOutput<T>;
    const problems = result.issues.map(
      (issue) => `--${v.getDotPath(issue)} must be ${issue.message}`,
    );
    throw new UsageError(problems.join("\n"));
  };
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
  throw new UsageError(command ? `Unknown command: ${command}` : "Name a command.");
}

type Request = ReturnType<typeof parse>;

function destination(output: string | undefined): Writable {
  return output ? createWriteStream(output) : process.stdout;
}

async function perform(database: Database, task: Request) {
  if (task.command === "delete") return eraseByEmail(database.db, task.email, commandLine);
  const { format, ...filter } = task.query;
  const counts = await deliveryCounts(database.db);
  await appendAudit(database.db, {
    actor: commandLine,
    action: "exported",
    details: { format, filter: exportedFilter(filter) },
  });
  await pipeline(
    leadExport(database.db, exportCondition(filter), format),
    destination(task.output),
  );
  return counts;
}

function report(task: Request, outcome: Record<string, number>) {
  if (task.command === "delete") {
    console.error(`Erased ${outcome.leads} lead(s) and ${outcome.deliveries} delivery record(s).`);
  } else {
    const where = task.output ? ` to ${task.output}` : "";
    console.error(
      `Exported${where}. Deliveries: ${outcome.pending} pending, ${outcome.failed} failed.`,
    );
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Notes from the embedded cluster go to standard error, never into an export on standard output. */
const log = {
  info: () => {},
  warn: (_details: object, message: string) => console.error(message),
  error: (_details: object, message: string) => console.error(message),
};

try {
  const config = readConfig(process.env, root);
  const task = parse(process.argv.slice(2));
  const database = await openDatabase({ ...config.storage, holder: "cli", log, poolSize: 2 });
  try {
    report(task, await perform(database, task));
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof Error) console.error(error.message);
  process.exitCode = 1;
}
