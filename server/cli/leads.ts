/**
 * `npm run leads -- export [--format csv|json] [--since <date>] [--type demo|contact]
 *                          [--include-spam] [--output <file>]`
 * `npm run leads -- delete --email <address>`
 *
 * Reads the same settings as the server. With DATABASE_URL it talks to
 * PostgreSQL directly. With the embedded database it opens DATA_DIR itself
 * when no server runs there, and otherwise asks that server through its
 * control socket (only one process may open DATA_DIR at a time).
 */
import { createWriteStream } from "node:fs";
import { type IncomingMessage, request } from "node:http";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import * as v from "valibot";

import { ConfigError, type ServerConfig, readConfig } from "../config";
import { lockHolder } from "../db/data-dir-lock";
import { type Database, openDatabase } from "../db/database";
import { csvExport, jsonExport } from "../leads/export-format";
import { eraseQuery, exportQuery } from "../leads/export-query";
import { deliveryCounts, eraseByEmail, exportLeads } from "../leads/lead-repository";
import { controlSocketPath } from "../plugins/control-socket";

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

/** Through the running server's control socket: the admin routes, without a token. */
function viaServer(dataDir: string, method: string, query: URLSearchParams) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const call = request(
      { socketPath: controlSocketPath(dataDir), method, path: `/api/admin/leads?${query}` },
      resolve,
    );
    call.on("error", reject);
    call.end();
  });
}

async function runViaServer(config: ServerConfig, task: Request) {
  const { dataDir } = config.storage;
  if (task.command === "delete") {
    const response = await viaServer(dataDir, "DELETE", new URLSearchParams({ email: task.email }));
    let text = "";
    for await (const chunk of response) text += String(chunk);
    if (response.statusCode !== 200) throw new Error(`The server answered ${response.statusCode}.`);
    return (JSON.parse(text) as { erased: { leads: number; deliveries: number } }).erased;
  }
  const { format, since, type, includeSpam } = task.query;
  const query = new URLSearchParams({ format });
  if (since) query.set("since", since.toISOString());
  if (type) query.set("type", type);
  if (includeSpam) query.set("include", "spam");
  const response = await viaServer(dataDir, "GET", query);
  if (response.statusCode !== 200) throw new Error(`The server answered ${response.statusCode}.`);
  await pipeline(response, destination(task.output));
  return {
    pending: Number(response.headers["x-deliveries-pending"]),
    failed: Number(response.headers["x-deliveries-failed"]),
  };
}

async function runDirectly(database: Database, task: Request) {
  if (task.command === "delete") return eraseByEmail(database.db, task.email);
  const { format, ...filter } = task.query;
  const counts = await deliveryCounts(database.db);
  const leads = exportLeads(database.db, filter);
  await pipeline(format === "csv" ? csvExport(leads) : jsonExport(leads), destination(task.output));
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

try {
  const config = readConfig(process.env, root);
  const task = parse(process.argv.slice(2));
  const serverHoldsDataDir =
    !config.storage.databaseUrl && lockHolder(config.storage.dataDir)?.holder === "server";
  if (serverHoldsDataDir) {
    report(task, await runViaServer(config, task));
  } else {
    const database = await openDatabase({ ...config.storage, holder: "cli" });
    try {
      report(task, await runDirectly(database, task));
    } finally {
      await database.close();
    }
  }
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof ConfigError || error instanceof Error) console.error(error.message);
  process.exitCode = 1;
}
