/** The embedded database's output read by lines, however its pipe cut the writes. */
import { Readable } from "node:stream";

import { expect, it } from "vitest";

import { MAX_LINE_CHARS, onLines } from "../../server/db/output-lines";

/** The lines told for `pieces` arriving one chunk each. */
async function linesOf(pieces: (string | Buffer)[]) {
  const lines: string[] = [];
  const stream = Readable.from(
    pieces.map((piece) => Buffer.from(piece)),
    { objectMode: false },
  );
  onLines(stream, (line) => lines.push(line));
  await new Promise((resolve) => stream.once("end", resolve));
  return lines;
}

it("tells a line cut between writes once, whole, and one left without its end when the output ends", async () => {
  expect(
    await linesOf([
      "LOG:  database system is ready\nPAN",
      "IC:  could not write to file ",
      '"pg_wal/xlogtemp.123": No space left on device\n\n',
      "FATAL:  the database system is shutting down",
    ]),
  ).toEqual([
    "LOG:  database system is ready",
    'PANIC:  could not write to file "pg_wal/xlogtemp.123": No space left on device',
    "FATAL:  the database system is shutting down",
  ]);
});

it("puts a character cut between two chunks back together", async () => {
  const line = Buffer.from("PANIC:  no se pudo escribir: ¿dónde?\n");
  const cut = line.indexOf(Buffer.from("ó")) + 1; // inside its two bytes
  expect(await linesOf([line.subarray(0, cut), line.subarray(cut)])).toEqual([
    "PANIC:  no se pudo escribir: ¿dónde?",
  ]);
});

it("holds at most MAX_LINE_CHARS of a line that never ends, telling it in pieces of that length", async () => {
  const endless = "x".repeat(MAX_LINE_CHARS * 3 + 10);
  const pieces = [];
  for (let start = 0; start < endless.length; start += 1000)
    pieces.push(endless.slice(start, start + 1000));
  const lines = await linesOf([...pieces, "\nPANIC:  after it\n"]);
  expect(lines.map((line) => line.length)).toEqual([
    MAX_LINE_CHARS,
    MAX_LINE_CHARS,
    MAX_LINE_CHARS,
    10,
    "PANIC:  after it".length,
  ]);
  expect(lines.at(-1)).toBe("PANIC:  after it");
});
