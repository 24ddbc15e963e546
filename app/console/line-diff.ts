/**
 * What changed between two versions of an entry, line by line, with jsdiff
 * (Myers' algorithm: time and memory grow with the changes, not with the
 * product of the lengths). Past MAX_EDITS changed lines the comparison stops
 * and the versions are shown as all removed, then all added: two unrelated
 * bodies of 100,000 characters must not hold the tab.
 */
import { diffArrays } from "diff";

import type { EntryContent } from "~/lib/console-api/entries";

export type DiffLine = { kind: "same" | "removed" | "added"; text: string };

/** More changed lines than anyone reads as a diff. */
const MAX_EDITS = 500;

export function lineDiff(before: string[], after: string[]): DiffLine[] {
  const changes = diffArrays(before, after, { maxEditLength: MAX_EDITS });
  if (!changes) {
    return [
      ...before.map((text) => ({ kind: "removed" as const, text })),
      ...after.map((text) => ({ kind: "added" as const, text })),
    ];
  }
  return changes.flatMap((change) =>
    change.value.map((text) => ({
      kind: change.removed
        ? ("removed" as const)
        : change.added
          ? ("added" as const)
          : ("same" as const),
      text,
    })),
  );
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
