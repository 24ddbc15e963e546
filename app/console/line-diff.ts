/**
 * What changed between two versions of an entry, line by line: the longest
 * common subsequence of their lines kept, the rest marked removed or added.
 * Entries are short (a few hundred lines), so the quadratic table is cheap.
 */
import type { EntryContent } from "./api/types";

export type DiffLine = { kind: "same" | "removed" | "added"; text: string };

export function lineDiff(before: string[], after: string[]): DiffLine[] {
  const rows = before.length;
  const cols = after.length;
  // common[i * (cols + 1) + j]: the longest common run of before[i..] and after[j..].
  const common = new Uint32Array((rows + 1) * (cols + 1));
  const at = (i: number, j: number) => common[i * (cols + 1) + j] ?? 0;
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = cols - 1; j >= 0; j--) {
      common[i * (cols + 1) + j] =
        before[i] === after[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const lines: DiffLine[] = [];
  let [i, j] = [0, 0];
  while (i < rows || j < cols) {
    if (i < rows && j < cols && before[i] === after[j]) {
      lines.push({ kind: "same", text: before[i] ?? "" });
      [i, j] = [i + 1, j + 1];
    } else if (i < rows && (j === cols || at(i + 1, j) >= at(i, j + 1))) {
      // Of two equally long ways on, the removal first: a changed line reads old, then new.
      lines.push({ kind: "removed", text: before[i] ?? "" });
      i++;
    } else {
      lines.push({ kind: "added", text: after[j] ?? "" });
      j++;
    }
  }
  return lines;
}

/** An entry as lines to compare: its slug, then each language's fields and body. */
export function contentLines(slug: string, content: EntryContent): string[] {
  const lines = [`slug: ${slug}`];
  for (const [locale, version] of Object.entries(content)) {
    if (!version) continue;
    lines.push(`[${locale}]`);
    for (const [name, value] of Object.entries(version.fields)) {
      if (Array.isArray(value)) lines.push(...value.map((item) => `${name}: - ${String(item)}`));
      else
        lines.push(`${name}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`);
    }
    lines.push(...version.body.split("\n"));
  }
  return lines;
}
