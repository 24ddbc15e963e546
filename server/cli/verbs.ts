/**
 * What each family of the operator's command declares (./families.ts lists them): its verbs,
 * each with its options, a one-line summary, an example and its help, and how its arguments
 * become a task. Reading the arguments needs no setting; the task gets the settings after.
 */
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import type { Log } from "../db/embedded-cluster";

/** What the command tells the person (on standard error), and whether it went well (exit 0 or 1). */
export interface Outcome {
  ok: boolean;
  note: string;
}

/** What a task runs with: the settings, and the database, opened when the task asks for it. */
export interface Context {
  config: ServerConfig;
  log: Log;
  withDatabase<T>(task: (database: Database) => Promise<T>): Promise<T>;
}

/** A task whose arguments were read and checked. */
export type Task = (context: Context) => Promise<Outcome>;

export interface Option {
  type: "string" | "boolean";
  /** The value as the help shows it ("<file>", "csv|json"); a boolean option takes none. */
  value?: string;
  help: string;
}

/** The options as node:util's parseArgs gives them: each declared one present, undefined when not given. */
export type Values = Record<string, string | boolean | undefined>;

export interface Verb {
  summary: string;
  /** Each form of the arguments after the command's name, as the usage line shows them. */
  usage: readonly string[];
  options: Readonly<Record<string, Option>>;
  /** The arguments after the verb (an incident's id), as the help names them; none when absent. */
  operands?: string;
  example: string;
  /** More help, after the options. */
  notes?: string;
  /** The task the arguments ask for, or a UsageError (./command-input.ts) saying what is wrong. */
  read(values: Values, operands: readonly string[]): Task;
}

/** A family of verbs (`backup now | list | verify`); a family without verbs is one Verb (`export`). */
export interface Family {
  summary: string;
  verbs: Readonly<Record<string, Verb>>;
}
