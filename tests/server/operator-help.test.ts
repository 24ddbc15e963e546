/**
 * `brightway … --help` for every command and verb of the dispatcher's own table (a new verb is
 * covered without a line here), usage mistakes refused before a setting is read, and
 * `npm run leads`, the command's name before, still working and saying what it is now called.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { families, isFamily, readCommandLine } from "../../server/cli/families";
import type { Verb } from "../../server/cli/verbs";
import { leadsCommand } from "./support/leads-command";
import { repositoryRoot } from "./support/site-fixture";

const run = promisify(execFile);

/** Every verb as its command line names it: ["export"], ["backup", "now"], … */
const verbs: [string[], Verb][] = Object.entries(families).flatMap(([name, entry]) =>
  isFamily(entry)
    ? Object.entries(entry.verbs).map(([verb, definition]): [string[], Verb] => [
        [name, verb],
        definition,
      ])
    : [[[name], entry]],
);

/** An example's words as a shell splits them (single quotes only: the examples use no others). */
const words = (line: string) =>
  (line.match(/'[^']*'|\S+/gu) ?? []).map((word) => word.replace(/^'(.*)'$/u, "$1"));

/** A line of a list in the help: the name, then its summary. */
const line = (name: string, summary: string) =>
  new RegExp(`^ {2}${name} +${summary.replaceAll(/[.*+?^${}()|[\]\\]/gu, "\\$&")}$`, "mu");

/** No settings at all: help needs none. */
const noSettings = {};

describe("brightway --help", () => {
  it("lists every command with its summary, on standard output, exit 0", async () => {
    for (const asked of [["--help"], ["-h"], ["help"]]) {
      const result = await leadsCommand(noSettings, ...asked);
      expect(result.code, asked.join(" ")).toBe(0);
      expect(result.stderr).toBe("");
      for (const [name, { summary }] of Object.entries(families))
        expect(result.stdout).toMatch(line(name, summary));
      expect(result.stdout).toContain("Exit codes: 0 done, 1 failed");
    }
  });

  it.each(Object.entries(families).filter(([, entry]) => isFamily(entry)))(
    "brightway %s --help lists its verbs",
    async (name, family) => {
      const result = await leadsCommand(noSettings, name, "--help");
      expect(result.code).toBe(0);
      expect(result.stderr).toBe("");
      expect(result.stdout).toContain(`Usage: brightway ${name} <verb>`);
      if (isFamily(family))
        for (const [verb, { summary }] of Object.entries(family.verbs))
          expect(result.stdout).toMatch(line(verb, summary));
    },
  );

  it.each(verbs.map(([command, verb]) => [command.join(" "), command, verb] as const))(
    "brightway %s --help gives its usage, every option it parses and an example that parses",
    async (_name, command, verb) => {
      const result = await leadsCommand(noSettings, ...command, "--help");
      expect(result.code).toBe(0);
      expect(result.stderr).toBe("");
      const help = result.stdout;
      expect(help).toMatch(new RegExp(`^Usage: brightway ${command.join(" ")}\\b`, "u"));
      const example = help.match(/^Example:\n {2}(.+)$/mu)?.[1];
      expect(example).toBe(verb.example);
      expect(words(verb.example).slice(0, command.length + 1)).toEqual(["brightway", ...command]);
      // The example as written is a task, not a usage mistake.
      expect(readCommandLine(words(verb.example).slice(1))).toHaveProperty("task");

      for (const [option, { type }] of Object.entries(verb.options)) {
        expect(help).toMatch(new RegExp(`^ {2}--${option}\\b`, "mu"));
        // The parser takes the option the help names.
        const given = type === "string" ? [`--${option}`, "x"] : [`--${option}`];
        const reading = readCommandLine([...command, ...given]);
        if ("problem" in reading) expect(reading.problem).not.toContain("Unknown option");
      }
      const unknown = readCommandLine([...command, "--no-such-option"]);
      expect(unknown).toEqual({
        problem: "Unknown option '--no-such-option'",
        usage: expect.stringMatching(`^Usage: brightway ${command.join(" ")}`),
      });
    },
  );
});

describe("a usage mistake, with a setting that is wrong too", () => {
  const wrongSetting = { BACKUP_MAX_LAG_S: "abc" };

  it("is named before the setting is read: the usage, exit 2", async () => {
    // The setting is wrong: a command used rightly says so.
    const used = await leadsCommand(wrongSetting, "audit", "verify");
    expect(used.code).toBe(1);
    expect(used.stderr).toContain("BACKUP_MAX_LAG_S must be");

    for (const [args, problem, usage] of [
      [["backup", "now", "--bogus"], "Unknown option '--bogus'", "Usage: brightway backup now"],
      [["export", "--since", "last week"], "--since must be a date", "Usage: brightway export"],
      [["restore", "--from", "/nowhere"], "--data-dir must name", "Usage: brightway restore"],
      [["incident", "close"], "Unknown command: incident close", "Usage: brightway incident"],
      [["vacuum"], "Unknown command: vacuum", "Usage: brightway <command>"],
      [[], "Name a command.", "Usage: brightway <command>"],
    ] as const) {
      const result = await leadsCommand(wrongSetting, ...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain(problem);
      expect(result.stderr).toContain(usage);
      expect(result.stderr).not.toContain("BACKUP_MAX_LAG_S");
      expect(result.stdout).toBe("");
    }
    const help = await leadsCommand(wrongSetting, "backup", "now", "--help");
    expect(help.code).toBe(0);
    expect(help.stderr).toBe("");
  });
});

describe("npm run leads, the command's name before", () => {
  const npm = (...args: string[]) =>
    run("npm", ["run", "--silent", ...args], { cwd: repositoryRoot, env: process.env });

  it("runs the same command and says on standard error, in one line, what it is called now", async () => {
    const [before, now] = [
      await npm("leads", "--", "--help"),
      await npm("brightway", "--", "--help"),
    ];
    expect(before.stdout).toBe(now.stdout);
    expect(now.stdout).toContain("Usage: brightway");
    expect(now.stderr).toBe("");
    expect(before.stderr).toMatch(/^npm run leads is now npm run brightway -- …[^\n]*\n$/u);
  });
});
