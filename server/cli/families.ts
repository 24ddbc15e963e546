/**
 * The operator's command, `brightway <family> [<verb>] [options]`: its families, and the reading
 * of a command line into help to print, a usage error, or a task. Reading needs no setting, so a
 * usage mistake is named as such whatever the settings say.
 */
import { parseArgs } from "node:util";

import { audit } from "./audit-commands";
import { backup, restoreVerb } from "./backup-commands";
import { UsageError } from "./command-input";
import { content } from "./content-commands";
import { dump, load } from "./dump-commands";
import { inviteVerb } from "./invite-commands";
import { deleteLeads, exportLeads } from "./leads-commands";
import { incident, maintenance } from "./status-commands";
import type { Family, Task, Values, Verb } from "./verbs";

export const families: Readonly<Record<string, Family | Verb>> = {
  export: exportLeads,
  delete: deleteLeads,
  invite: inviteVerb,
  audit,
  content,
  dump,
  load,
  backup,
  restore: restoreVerb,
  incident,
  maintenance,
};

export const isFamily = (entry: Family | Verb): entry is Family => "verbs" in entry;

export const EXIT = { done: 0, failed: 1, usage: 2 } as const;

const NAME = "brightway";

const exitCodes = `Exit codes: ${EXIT.done} done, ${EXIT.failed} failed (the last line on standard error says why),
${EXIT.usage} used wrongly (nothing done, no setting read).`;

const overview = (): string => {
  const width = Math.max(...Object.keys(families).map((name) => name.length));
  const lines = Object.entries(families).map(
    ([name, entry]) => `  ${name.padEnd(width)}  ${entry.summary}`,
  );
  return `Usage: ${NAME} <command> [<verb>] [options]

The operator's command of a Brightway server: on a server, ${NAME} (deploy/brightway, as the
service's user, with its settings); in a checkout, npm run ${NAME} -- … with the settings in
the environment. It uses the server's database whether the server runs or not.

Commands:
${lines.join("\n")}

${NAME} <command> --help shows a command's verbs, options and an example.
${exitCodes}`;
};

function familyHelp(name: string, family: Family): string {
  const width = Math.max(...Object.keys(family.verbs).map((verb) => verb.length));
  const lines = Object.entries(family.verbs).map(
    ([verb, { summary }]) => `  ${verb.padEnd(width)}  ${summary}`,
  );
  return `Usage: ${NAME} ${name} <verb> [options]

${family.summary}

Verbs:
${lines.join("\n")}

${NAME} ${name} <verb> --help shows a verb's options and an example.`;
}

/** The usage lines of `command` ("backup now"). */
const usageOf = (command: string, verb: Verb): string =>
  verb.usage
    .map((form, index) =>
      `${index === 0 ? "Usage:" : "      "} ${NAME} ${command} ${form}`.trimEnd(),
    )
    .join("\n");

function verbHelp(command: string, verb: Verb): string {
  const options = Object.entries(verb.options).map(([name, option]) => [
    `--${name}${option.value ? ` ${option.value}` : ""}`,
    option.help,
  ]);
  options.push(["-h, --help", "this help"]);
  const width = Math.max(...options.map(([form = ""]) => form.length));
  const optionLines = options.map(([form = "", help]) => `  ${form.padEnd(width)}  ${help}`);
  return [
    usageOf(command, verb),
    verb.summary,
    `Options:\n${optionLines.join("\n")}`,
    `Example:\n  ${verb.example}`,
    verb.notes,
    exitCodes,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** What a command line asks for: help to print, a mistake and the usage that fits, or a task. */
export type Reading = { help: string } | { problem: string; usage: string } | { task: Task };

const HELP = new Set(["--help", "-h", "help"]);

const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

export function readCommandLine(args: readonly string[]): Reading {
  const [name, ...rest] = args;
  if (name === undefined) return { problem: "Name a command.", usage: overview() };
  if (HELP.has(name))
    return rest.length > 0 ? readCommandLine([...rest, "--help"]) : { help: overview() };
  const entry = own(families, name);
  if (!entry) return { problem: `Unknown command: ${name}`, usage: overview() };
  if (!isFamily(entry)) return readVerb(name, entry, rest);
  const [verbName, ...options] = rest;
  if (verbName === undefined || HELP.has(verbName)) {
    const help = familyHelp(name, entry);
    if (verbName !== undefined) return { help };
    const verbs = Object.keys(entry.verbs).join(" | ");
    return { problem: `${name} takes a verb: ${verbs}.`, usage: help };
  }
  const verb = own(entry.verbs, verbName);
  if (!verb)
    return { problem: `Unknown command: ${name} ${verbName}`, usage: familyHelp(name, entry) };
  return readVerb(`${name} ${verbName}`, verb, options);
}

/** node:util's parseArgs refusing an option (unknown, or its value missing). */
const isParseError = (error: unknown): error is Error =>
  error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS");

function readVerb(command: string, verb: Verb, args: readonly string[]): Reading {
  const options = Object.fromEntries(
    Object.entries(verb.options).map(([name, { type }]) => [name, { type }]),
  );
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: { ...options, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    if (!isParseError(error)) throw error;
    // Node's own message names the option; its hint about "--" fits no verb here.
    return {
      problem: error.message.split(". ")[0] ?? error.message,
      usage: usageOf(command, verb),
    };
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: verbHelp(command, verb) };
  if (positionals.length > 0 && !verb.operands)
    return {
      problem: `Unexpected argument: ${positionals.join(" ")}`,
      usage: usageOf(command, verb),
    };
  // Every option present, so that one left out is named like one given wrongly.
  const given: Values = Object.fromEntries(
    Object.keys(verb.options).map((key) => [key, (values as Values)[key]]),
  );
  try {
    return { task: verb.read(given, positionals) };
  } catch (error) {
    if (error instanceof UsageError)
      return { problem: error.message, usage: usageOf(command, verb) };
    throw error;
  }
}
