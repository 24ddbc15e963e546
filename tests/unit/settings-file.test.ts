// @vitest-environment node
/**
 * The settings file read as systemd's `EnvironmentFile=` reads it (systemd.exec(5)), rule by rule,
 * on systemd's own test files' examples, and against a POSIX shell for the values both read the
 * same way (single- and double-quoted ones).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";

import {
  SETTINGS_FILE_MAX_BYTES,
  SETTINGS_LINE_MAX_BYTES,
  parseSettings,
  readSettingsFile,
  shellExports,
} from "../../server/settings-file";

const scratch = mkdtempSync(path.join(tmpdir(), "settings-file-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let files = 0;
function fileWith(contents: string | Buffer) {
  const file = path.join(scratch, `settings-${(files += 1)}.env`);
  writeFileSync(file, contents);
  return file;
}

const read = (text: string) => Object.fromEntries(parseSettings(text).values);

describe("the settings file, as systemd reads it", () => {
  it("takes NAME=value lines, and skips comments, blank lines and lines without =", () => {
    const text = "# a comment\n; another\n  # indented\n\nA=1\nnot an assignment\nB=2";
    expect(read(text)).toEqual({ A: "1", B: "2" });
  });

  it("drops whitespace around names and values, and keeps it inside values", () => {
    expect(read("  NAME  =  a  value \t with spaces \t \n")).toEqual({
      NAME: "a  value \t with spaces",
    });
  });

  it("keeps what follows the value on its line: # and quotes inside a bare value are text", () => {
    expect(read(`A=v # not a comment\nB=it's "so"\nC=a;b`)).toEqual({
      A: "v # not a comment",
      B: `it's "so"`,
      C: "a;b",
    });
  });

  it("takes a single-quoted value verbatim, across lines, with no escapes", () => {
    expect(read("A=' two  spaces \\n $HOME \"x\" '\nB='line one\nline two'\n")).toEqual({
      A: ' two  spaces \\n $HOME "x" ',
      B: "line one\nline two",
    });
  });

  it("reads a double-quoted value's escapes as a shell does, and keeps any other backslash", () => {
    const text = 'A=" \\"quoted\\" \\\\ \\` \\$HOME \\n "\nB="one\\\ntwo"\nC="line\nbreak"';
    expect(read(text)).toEqual({
      A: ' "quoted" \\ ` $HOME \\n ',
      B: "onetwo",
      C: "line\nbreak",
    });
  });

  it("drops whitespace outside quotes, and joins quoted and bare parts that follow one another", () => {
    expect(read(`A=  "quoted value"  \nB='a'"b"c d \nC="x" 'y'`)).toEqual({
      A: "quoted value",
      B: "abc d",
      C: "xy",
    });
  });

  it("reads a bare value's backslashes: each keeps the next character, one at the end joins lines", () => {
    expect(read('A=a\\ \\\\b\\"\nB=one \\\n  two\nC=trailing\\ \n')).toEqual({
      A: 'a \\b"',
      B: "one   two",
      C: "trailing ",
    });
  });

  it("gives systemd's own test files' values", () => {
    // systemd's src/test/test-env-file.c and its Python port's ENV_FILE_1.
    const envFile1 = "a=a\nb=b\\\nc\nd= d\\\ne  \\\nf  \ng=g\\ \nh= ąęół\\ śćńźżμ \ni=i\\";
    expect(read(envFile1)).toEqual({
      a: "a",
      b: "bc",
      d: "de  f",
      g: "g ",
      h: "ąęół śćńźżμ",
      i: "i",
    });
    expect(read("a=a\\\n")).toEqual({ a: "a" });
    expect(read('# Generated\n\nHWMON_MODULES="coretemp f71882fg"\n\nMODULE_0=coretemp\n')).toEqual(
      {
        HWMON_MODULES: "coretemp f71882fg",
        MODULE_0: "coretemp",
      },
    );
    expect(read("a=\nb=")).toEqual({ a: "", b: "" });
    // A comment ending in an escaped backslash ends at its line's end in every version.
    expect(read("#A=1 \\\\\nnormal=line\\\n111\n;B=2")).toEqual({ normal: "line111" });
  });

  it("refuses a comment that ends in a backslash, which systemd 252 and 254 read differently", () => {
    // Before 254 the next line is part of the comment; from 254 on it is read.
    expect(() => read("# note \\\nA=1\n")).toThrow(/line 1 is a comment that ends in a backslash/);
    expect(() => read("A=0\n; x\\\r\nA=1\n")).toThrow(/line 2 is a comment/);
  });

  it("ends lines at a carriage return too, so a file saved with CRLF reads the same", () => {
    expect(read('A=1\r\nB="two words"\r\n# c\r\nC=3')).toEqual({ A: "1", B: "two words", C: "3" });
  });

  it("runs an unclosed quote to the end of the file", () => {
    expect(read("A='open\nB=2\n")).toEqual({ A: "open\nB=2\n" });
  });

  it("keeps the last of a name assigned twice", () => {
    expect(read("A=1\nA=2\n")).toEqual({ A: "2" });
  });

  it("skips, and names, assignments no environment can carry, as systemd does", () => {
    const { values, skipped } = parseSettings("1A=x\nGOOD=y\nTWO WORDS=z\nDASH-ED=w\n\uFEFFB=v\n");
    expect(Object.fromEntries(values)).toEqual({ GOOD: "y" });
    expect(skipped).toEqual([
      { line: 1, name: "1A" },
      { line: 3, name: "TWO WORDS" },
      { line: 4, name: "DASH-ED" },
      { line: 5, name: "\uFEFFB" },
    ]);
  });
});

describe("reading the file", () => {
  it("refuses what systemd would not load: NUL, bytes that are not UTF-8, noncharacters", () => {
    expect(() => readSettingsFile(fileWith("A=1\0\n"))).toThrow(/NUL character/);
    expect(() => readSettingsFile(fileWith(Buffer.from([0x41, 0x3d, 0xff, 0x0a])))).toThrow(
      /not UTF-8/,
    );
    expect(() => readSettingsFile(fileWith("A=x\uFFFE\n"))).toThrow(/line 1 .*noncharacter/);
  });

  it(`refuses a file over ${SETTINGS_FILE_MAX_BYTES / 1024} KiB or a line over ${SETTINGS_LINE_MAX_BYTES / 1024} KiB, saying so`, () => {
    const longest = `A=${"x".repeat(SETTINGS_LINE_MAX_BYTES - 2)}\n`;
    expect(readSettingsFile(fileWith(longest)).values.get("A")).toHaveLength(
      SETTINGS_LINE_MAX_BYTES - 2,
    );
    expect(() => readSettingsFile(fileWith(`# 1\nA=x${longest}`))).toThrow(
      /line 2 is longer than 16 KiB/,
    );
    const lines = `A=${"x".repeat(1000)}\n`.repeat(Math.ceil(SETTINGS_FILE_MAX_BYTES / 1000));
    const file = fileWith(lines);
    expect(() => readSettingsFile(file)).toThrow(
      `The settings file ${file} cannot be read: it is larger than 64 KiB`,
    );
    expect(readSettingsFile(fileWith(lines.slice(0, SETTINGS_FILE_MAX_BYTES))).values.size).toBe(1);
  });

  it("names a file that is not there", () => {
    const missing = path.join(scratch, "missing.env");
    expect(() => readSettingsFile(missing)).toThrow(
      `The settings file ${missing} cannot be read: there is no such file.`,
    );
  });
});

/** A shell function that prints the variables it is given, each ended by \001 (no value holds one). */
const showVariables = String.raw`show() { for n; do eval "[ -z \"\${$n+x}\" ] || printf '%s=%s\001' \"\$n\" \"\$$n\""; done; }`;

/**
 * What `sh` (dash) reads each file as, for the names given: a second, independent reading. One
 * shell reads them all, each in a subshell of its own, from an empty environment.
 */
function shellReadings(cases: { file: string; names: string[] }[]) {
  const script = [
    showVariables,
    ...cases.map(
      ({ file, names }) => `(set -a; . '${file}'; show ${names.join(" ")}); printf '\\002'`,
    ),
  ].join("\n");
  const output = execFileSync("env", ["-i", "sh", "-c", script], { encoding: "utf8" });
  return output
    .split("\x02")
    .slice(0, cases.length)
    .map((reading) =>
      Object.fromEntries(
        reading
          .split("\x01")
          .slice(0, -1)
          .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
      ),
    );
}

/** Characters either reader may meet in a value: spaces, line ends, shell and comment signs, UTF-8. */
const character = fc.constantFrom(..." \t\r\naZ09#;=_-'\"\\$`{}é€😀".split(/(?:)/u));

/** A single-quoted part, as written and as read. */
const singleQuoted = fc
  .string({ unit: character.filter((c) => c !== "'"), maxLength: 12 })
  .map((text) => ({ written: `'${text}'`, value: text }));

/** A double-quoted part from pieces both readers take alike: plain text, the escapes, a kept backslash. */
const doubleQuotedPiece = fc.oneof(
  character
    .filter((c) => !['"', "\\", "$", "`"].includes(c))
    .map((c) => ({ written: c, value: c })),
  fc.constantFrom(
    { written: '\\"', value: '"' },
    { written: "\\\\", value: "\\" },
    { written: "\\`", value: "`" },
    { written: "\\$", value: "$" },
    { written: "\\\n", value: "" },
    { written: "\\a", value: "\\a" },
    { written: "\\'", value: "\\'" },
  ),
);
const doubleQuoted = fc.array(doubleQuotedPiece, { maxLength: 12 }).map((pieces) => ({
  written: `"${pieces.map((piece) => piece.written).join("")}"`,
  value: pieces.map((piece) => piece.value).join(""),
}));

const assignment = fc.record({
  name: fc.stringMatching(/^S_[A-Z0-9_]{1,6}$/),
  indent: fc.constantFrom("", " ", "\t "),
  parts: fc.array(fc.oneof(singleQuoted, doubleQuoted), { minLength: 1, maxLength: 3 }),
  trailing: fc.constantFrom("", "  ", "\t"),
  comment: fc.constantFrom("", "# a comment\n", "\n"),
});

/** A settings file of several quoted assignments, as written and as a shell reads it. */
const quotedFile = fc
  .uniqueArray(assignment, { minLength: 1, maxLength: 6, selector: (a) => a.name })
  .map((assignments) => ({
    text: assignments
      .map(
        ({ name, indent, parts, trailing, comment }) =>
          `${comment}${indent}${name}=${parts.map((part) => part.written).join("")}${trailing}\n`,
      )
      .join(""),
    expected: Object.fromEntries(
      assignments.map(({ name, parts }) => [name, parts.map((part) => part.value).join("")]),
    ),
  }));

describe("quoted values, against a POSIX shell", () => {
  it("reads single- and double-quoted values as the shell's rules say", () => {
    fc.assert(
      fc.property(quotedFile, ({ text, expected }) => {
        expect(read(text)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("reads every such file as `sh` does", () => {
    const samples = fc.sample(quotedFile, 120);
    const cases = samples.map(({ text, expected }) => ({
      file: fileWith(text),
      names: Object.keys(expected),
    }));
    const readings = shellReadings(cases);
    samples.forEach(({ text }, index) => expect(readings[index], text).toEqual(read(text)));
  });

  it("hands every value to the wrapper's shell exactly as read", () => {
    const samples = fc.sample(
      fc.dictionary(
        fc.stringMatching(/^S_[A-Z0-9_]{1,6}$/),
        fc.string({ unit: character, maxLength: 20 }),
        { minKeys: 1, maxKeys: 6 },
      ),
      120,
    );
    const cases = samples.map((settings) => ({
      file: fileWith(shellExports(new Map(Object.entries(settings)))),
      names: Object.keys(settings),
    }));
    const readings = shellReadings(cases);
    samples.forEach((settings, index) => expect(readings[index]).toEqual(settings));
  });
});
