/**
 * The operator's long commands (`backup now`, `backup verify`, `restore`, `dump`, `load`) on a
 * terminal and in a pipe: on a terminal (util-linux `script` gives the command a
 * pseudo-terminal), one line on standard error redrawn in place with what is done of what is
 * known, then a final line; in a pipe, not a character of it, and standard output the same.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { movedClock } from "../../server/moved-clock";
import { createDatabase } from "./support/databases";
import { type CommandResult, leadsCommand } from "./support/leads-command";
import { processFixture } from "./support/process-fixture";
import { repositoryRoot } from "./support/site-fixture";

const fixture = processFixture();

/** Moves the cursor back over the line and clears it: how each redraw begins. */
const REDRAW = "\r\x1b[K";

/** A word as a shell reads it, whatever it holds. */
const shellWord = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * The command with its standard error on a pseudo-terminal and its standard output to a file:
 * what the terminal showed, and what the file got.
 */
async function onTerminal(env: NodeJS.ProcessEnv, ...args: string[]) {
  const stdoutFile = path.join(await fixture.folder("brightway-stdout-"), "stdout");
  const line = [process.execPath, "server/brightway.mjs", ...args].map(shellWord).join(" ");
  const shown = await new Promise<{ code: number; terminal: string }>((resolve) => {
    const child = execFile(
      "script",
      [
        "--quiet",
        "--flush",
        "--return",
        "--command",
        `${line} > ${shellWord(stdoutFile)}`,
        "/dev/null",
      ],
      { cwd: repositoryRoot, env: { PATH: process.env.PATH, ...movedClock(), ...env } },
      (error, terminal) => resolve({ code: error ? Number(error.code) : 0, terminal }),
    );
    child.stdin?.end();
  });
  return { ...shown, stdout: await readFile(stdoutFile, "utf8") };
}

/** Each state the terminal showed: the text between redraws and line ends. */
const drawn = (terminal: string) =>
  terminal
    .replaceAll(REDRAW, "\n")
    .split(/\r?\n/u)
    .map((text) => text.trim())
    .filter(Boolean);

/** A command in a pipe shows no progress: no redraw, no control character, no final line. */
function expectQuiet(result: CommandResult, title: string) {
  expect(result.stderr).not.toContain("\r");
  expect(result.stderr).not.toContain("\x1b");
  expect(result.stderr).not.toContain(`${title}:`);
  expect(result.stdout).toBe("");
}

const size = String.raw`\d+(\.\d)? (B|KiB|MiB|GiB)`;

describe("progress of the operator's long commands", () => {
  it(
    "is drawn on a terminal for backup now, backup verify, restore, dump and load, and never in a pipe",
    { timeout: 120_000 },
    async () => {
      const dataDir = await fixture.preparedDataDir();
      const backupDir = await fixture.folder("brightway-backup-");
      const env = fixture.env({ DATA_DIR: dataDir, BACKUP_DIR: backupDir });

      const backedUp = await onTerminal(env, "backup", "now");
      expect(backedUp.code, backedUp.terminal).toBe(0);
      expect(backedUp.terminal).toContain(REDRAW);
      const backupLines = drawn(backedUp.terminal);
      expect(backupLines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^Backing up: copying the data folder · ${size} of ${size}, \\d+ of \\d+ files · 0:\\d\\d elapsed`,
            "u",
          ),
        ),
      );
      expect(backupLines).toContainEqual(
        expect.stringMatching(
          /^Backing up: finished in 0:\d\d \(copying the data folder \d+\.\d MiB, \d+ files/u,
        ),
      );
      expect(backupLines.at(-1)).toMatch(/^Base backup \S+ written to /u);
      expect(backedUp.stdout).toBe("");

      const piped = await leadsCommand(env, "backup", "now");
      expect(piped.code).toBe(0);
      expect(piped.stderr).toMatch(/^Base backup \S+ written to .*\n$/u);
      expectQuiet(piped, "Backing up");

      const checked = await onTerminal(env, "backup", "verify");
      expect(checked.code, checked.terminal).toBe(0);
      expect(drawn(checked.terminal)).toContainEqual(
        expect.stringMatching(
          /^Checking the backup: checking every index and the leads · \d+ of \d+ indexes/u,
        ),
      );
      expect(drawn(checked.terminal).at(-1)).toMatch(/^The backup restores/u);

      const restoredOnTerminal = path.join(await fixture.folder(), "restored");
      const restored = await onTerminal(
        env,
        "restore",
        "--from",
        backupDir,
        "--data-dir",
        restoredOnTerminal,
      );
      expect(restored.code, restored.terminal).toBe(0);
      const restoreLines = drawn(restored.terminal);
      expect(restoreLines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^Restoring: unpacking the base backup · ${size} of ${size}, \\d+ files · `,
            "u",
          ),
        ),
      );
      expect(restoreLines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^Restoring: opening the WAL · ${size} of ${size}, \\d+ of \\d+ files · `,
            "u",
          ),
        ),
      );
      expect(restoreLines).toContainEqual(
        expect.stringMatching(
          new RegExp(`^Restoring: replaying the WAL · ${size} of ${size} · `, "u"),
        ),
      );
      expect(restoreLines).toContainEqual(
        expect.stringMatching(/^Restoring: finished in 0:\d\d /u),
      );
      expect(restoreLines.at(-1)).toMatch(/^Restored base backup \S+ and \d+ WAL file\(s\)/u);
      expect(restored.stdout).toBe("");

      // A refusal: the line is cleared, then the reason is printed on a line of its own.
      const refused = await onTerminal(
        env,
        "restore",
        "--from",
        backupDir,
        "--data-dir",
        restoredOnTerminal,
      );
      expect(refused.code).toBe(1);
      expect(refused.terminal).toContain(
        `${REDRAW}Restore failed: ${restoredOnTerminal} is not empty`,
      );
      expect(drawn(refused.terminal).at(-1)).toMatch(/^Restore failed: \S+ is not empty/u);

      const restoredPiped = await leadsCommand(
        env,
        "restore",
        "--from",
        backupDir,
        "--data-dir",
        path.join(await fixture.folder(), "restored"),
      );
      expect(restoredPiped.code).toBe(0);
      expect(restoredPiped.stderr).toMatch(
        /^Restored base backup \S+ and \d+ WAL file\(s\)[^\n]*\n$/u,
      );
      expectQuiet(restoredPiped, "Restoring");

      const dumpFolder = await fixture.folder("brightway-dump-");
      const dumped = await onTerminal(
        env,
        "dump",
        "--output",
        path.join(dumpFolder, "terminal.dump"),
      );
      expect(dumped.code, dumped.terminal).toBe(0);
      expect(drawn(dumped.terminal)).toContainEqual(
        expect.stringMatching(
          /^Dumping: writing the rows · (.+, )?\d+ of \d+ rows · 0:\d\d elapsed/u,
        ),
      );
      expect(drawn(dumped.terminal)).toContainEqual(
        expect.stringMatching(
          /^Dumping: finished in 0:\d\d \(writing the rows \d+\.\d KiB, \d+ rows\)$/u,
        ),
      );
      const dumpedPiped = await leadsCommand(
        env,
        "dump",
        "--output",
        path.join(dumpFolder, "piped.dump"),
      );
      expect(dumpedPiped.code).toBe(0);
      expectQuiet(dumpedPiped, "Dumping");

      // Into a new database of the test cluster: a new DATA_DIR would wait for initdb.
      const loaded = await onTerminal(
        { ...env, DATABASE_URL: await createDatabase("postgres") },
        "load",
        "--input",
        path.join(dumpFolder, "terminal.dump"),
      );
      expect(loaded.code, loaded.terminal).toBe(0);
      expect(drawn(loaded.terminal)).toContainEqual(
        expect.stringMatching(
          new RegExp(`^Loading: loading the rows · ${size} of ${size} · `, "u"),
        ),
      );
      expect(drawn(loaded.terminal)).toContainEqual(
        expect.stringMatching(
          /^Loading: finished in 0:\d\d \(loading the rows \d+\.\d KiB, \d+ rows\)$/u,
        ),
      );
      expect(drawn(loaded.terminal).at(-1)).toMatch(/^Loaded \d+ lead\(s\)/u);
    },
  );
});
