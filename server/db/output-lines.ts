/**
 * A child process's output told line by line, however the pipe cut its
 * writes into chunks: a line is told once its end arrives (or the output
 * ends), never in two halves. What waits for its end is bounded: a line
 * longer than MAX_LINE_CHARS is told in pieces of that length.
 */
import type { Readable } from "node:stream";

/** PostgreSQL's messages, even with a statement quoted, fit many times over. */
export const MAX_LINE_CHARS = 16 * 1024;

export function onLines(stream: Readable, tell: (line: string) => void) {
  let held = "";
  const told = (line: string) => {
    const text = line.trim();
    if (text) tell(text);
  };
  // Decoded as UTF-8 across chunks: a character cut between two is put back together.
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const lines = (held + chunk).split("\n");
    held = lines.pop() as string;
    for (const line of lines)
      for (let start = 0; start < line.length; start += MAX_LINE_CHARS)
        told(line.slice(start, start + MAX_LINE_CHARS));
    for (; held.length > MAX_LINE_CHARS; held = held.slice(MAX_LINE_CHARS))
      told(held.slice(0, MAX_LINE_CHARS));
  });
  stream.on("end", () => {
    told(held);
    held = "";
  });
}
