/**
 * The settings file (/etc/brightway/brightway.env) read as systemd's `EnvironmentFile=` reads it
 * for the service (systemd.exec(5)), so the operator's command gets the very values the service
 * gets. Lines are `NAME=value`; `#` and `;` start comment lines; lines without `=` are skipped;
 * whitespace around names and values is dropped, whitespace inside values kept. A value may be
 * written in single quotes (verbatim, across lines), in double quotes (`\"`, `\\`, `` \` ``, `\$`
 * and `\`-newline are escapes; any other backslash stays) or bare (a backslash keeps the character
 * after it; one before the line's end joins the next line). Quoted parts and bare text that
 * follow one another make one value.
 *
 * Where systemd gives up on a file it cannot trust (bytes that are not UTF-8, NUL) this refuses it
 * whole, as it does a comment ending in a backslash, which systemd's versions read two ways; a
 * name no environment can carry is skipped, as systemd skips it, and reported.
 */
import { closeSync, openSync, readSync } from "node:fs";

/** Larger than any settings file a person writes, small enough to hold in memory at once. */
export const SETTINGS_FILE_MAX_BYTES = 64 * 1024;
export const SETTINGS_LINE_MAX_BYTES = 16 * 1024;

export class SettingsFileError extends Error {}

export interface SkippedAssignment {
  line: number;
  name: string;
}

export interface Settings {
  /** NAME → value; a name assigned twice has its last value. */
  values: Map<string, string>;
  /** Assignments whose name is not an environment variable's (letters, digits, `_`, no digit first). */
  skipped: SkippedAssignment[];
}

const VALID_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** systemd's `WHITESPACE` and `NEWLINE`: a carriage return ends a line as a line feed does. */
const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const NEWLINE = new Set(["\n", "\r"]);
/** What a backslash escapes inside double quotes, as in a POSIX shell. */
const DOUBLE_QUOTE_ESCAPES = new Set(['"', "\\", "`", "$"]);
/** Unicode noncharacters, which systemd's UTF-8 check refuses in a name or value. */
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;

type State =
  | "beforeName"
  | "name"
  | "comment"
  | "commentEscape"
  | "beforeValue"
  | "bare"
  | "bareEscape"
  | "singleQuoted"
  | "doubleQuoted"
  | "doubleQuotedEscape";

/** The settings in `text`, a settings file's contents. */
export function parseSettings(text: string): Settings {
  if (text.includes("\0")) throw new SettingsFileError("it contains a NUL character");
  const values = new Map<string, string>();
  const skipped: SkippedAssignment[] = [];
  let state: State = "beforeName";
  let name = "";
  let value = "";
  let line = 1;
  let assignmentLine = 1;
  /** Where the bare value's trailing whitespace starts (it is dropped), or -1. */
  let trailingWhitespaceAt = -1;

  const assign = () => {
    if (state === "bare" && trailingWhitespaceAt >= 0) value = value.slice(0, trailingWhitespaceAt);
    const trimmedName = name.replace(/[ \t]+$/, "");
    if (NONCHARACTER.test(trimmedName) || NONCHARACTER.test(value))
      throw new SettingsFileError(`line ${assignmentLine} holds a Unicode noncharacter`);
    if (VALID_NAME.test(trimmedName)) values.set(trimmedName, value);
    else skipped.push({ line: assignmentLine, name: trimmedName });
    name = "";
    value = "";
  };

  for (const c of text) {
    switch (state) {
      case "beforeName":
        if (c === "#" || c === ";") state = "comment";
        else if (!WHITESPACE.has(c)) {
          state = "name";
          name = c;
          assignmentLine = line;
        }
        break;
      case "name":
        if (NEWLINE.has(c)) {
          state = "beforeName"; // no "=": not an assignment
          name = "";
        } else if (c === "=") {
          state = "beforeValue";
          trailingWhitespaceAt = -1;
        } else name += c;
        break;
      case "comment":
        if (c === "\\") state = "commentEscape";
        else if (NEWLINE.has(c)) state = "beforeName";
        break;
      case "commentEscape":
        if (NEWLINE.has(c))
          throw new SettingsFileError(
            `line ${line} is a comment that ends in a backslash, which systemd before version 254 ` +
              `(Debian 12's) continues onto the next line and later versions do not: remove the backslash`,
          );
        state = "comment";
        break;
      case "beforeValue":
        if (NEWLINE.has(c)) {
          assign();
          state = "beforeName";
        } else if (c === "'") state = "singleQuoted";
        else if (c === '"') state = "doubleQuoted";
        else if (c === "\\") state = "bareEscape";
        else if (!WHITESPACE.has(c)) {
          state = "bare";
          value += c;
        }
        break;
      case "bare":
        if (NEWLINE.has(c)) {
          assign();
          state = "beforeName";
        } else if (c === "\\") {
          state = "bareEscape";
          trailingWhitespaceAt = -1;
        } else {
          if (!WHITESPACE.has(c)) trailingWhitespaceAt = -1;
          else if (trailingWhitespaceAt < 0) trailingWhitespaceAt = value.length;
          value += c;
        }
        break;
      case "bareEscape":
        state = "bare";
        if (!NEWLINE.has(c)) value += c; // a backslash before the line's end joins the next
        break;
      case "singleQuoted":
        if (c === "'") state = "beforeValue";
        else value += c;
        break;
      case "doubleQuoted":
        if (c === '"') state = "beforeValue";
        else if (c === "\\") state = "doubleQuotedEscape";
        else value += c;
        break;
      case "doubleQuotedEscape":
        state = "doubleQuoted";
        if (DOUBLE_QUOTE_ESCAPES.has(c)) value += c;
        else if (c !== "\n") value += `\\${c}`;
        break;
    }
    if (c === "\n") line += 1;
  }
  // A file's last line needs no line end; an unclosed quote runs to the end of the file.
  if (!["beforeName", "name", "comment", "commentEscape"].includes(state)) assign();
  return { values, skipped };
}

/** Reads at most `limit` bytes of `file`, refusing a file with more. */
function readBounded(file: string, limit: number): Buffer {
  const buffer = Buffer.alloc(limit + 1);
  const fd = openSync(file, "r");
  try {
    let length = 0;
    for (let read = -1; read !== 0 && length <= limit; length += read)
      read = readSync(fd, buffer, length, buffer.length - length, null);
    if (length > limit)
      throw new SettingsFileError(`it is larger than ${limit / 1024} KiB, which no settings need`);
    return buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

const UNREADABLE: Record<string, string> = {
  ENOENT: "there is no such file",
  EACCES: "this user may not read it (the file is root's)",
  EISDIR: "it is a folder",
};

/** The settings in `file`; a file this cannot read as systemd does is refused with the reason. */
export function readSettingsFile(file: string): Settings {
  try {
    const bytes = readBounded(file, SETTINGS_FILE_MAX_BYTES);
    let lineStart = 0;
    for (let lineNumber = 1; lineStart <= bytes.length; lineNumber += 1) {
      const end = bytes.indexOf(0x0a, lineStart);
      const lineEnd = end < 0 ? bytes.length : end;
      if (lineEnd - lineStart > SETTINGS_LINE_MAX_BYTES)
        throw new SettingsFileError(
          `line ${lineNumber} is longer than ${SETTINGS_LINE_MAX_BYTES / 1024} KiB`,
        );
      lineStart = lineEnd + 1;
    }
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      throw new SettingsFileError("it is not UTF-8 text");
    }
    return parseSettings(text);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      error instanceof SettingsFileError
        ? error.message
        : (UNREADABLE[code ?? ""] ?? code ?? String(error));
    throw new SettingsFileError(`The settings file ${file} cannot be read: ${reason}.`, {
      cause: error,
    });
  }
}

/**
 * `values` as lines a POSIX shell evaluates into exported variables, each value exactly as it is
 * (single quotes take everything verbatim; a single quote itself is closed, escaped, reopened).
 */
export function shellExports(values: Map<string, string>): string {
  return [...values]
    .map(([name, value]) => `export '${name}=${value.replaceAll("'", "'\\''")}'\n`)
    .join("");
}
