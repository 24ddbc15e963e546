/**
 * PostgreSQL's archive_command: a shell command, run for each finished WAL
 * segment with %p (its path in the cluster) and %f (its name), that copies
 * it into the spool. PostgreSQL recycles the segment as soon as the command
 * succeeds, so success means the copy is on disk: written under a temporary
 * name, flushed, renamed, and the folder flushed. A segment already in the
 * spool is never overwritten: an identical one is flushed again and counts
 * as done (an attempt cut short may not have flushed it); a different one
 * fails the command, PostgreSQL keeps its segment and retries, and the
 * archive's lag grows until someone looks. Small programs, no process of
 * ours: `sync FILE` is GNU coreutils' fsync of a file or folder, and the copy
 * leaves holes where the segment is zeros (a segment closed by
 * archive_timeout is nearly all zeros), so a flush writes kilobytes, not 16 MB.
 */

/** How the command's refusal begins on the database's output (the server logs it). */
export const ARCHIVE_REFUSED = "archive_command refused:";

/** `text` as one word for sh, whatever it holds. */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** PostgreSQL replaces %p, %f and %% in the command; a literal "%" is written "%%". */
const literal = (text: string) => text.replaceAll("%", "%%");

export function archiveCommand(spool: string): string {
  return [
    `spool=${literal(shellWord(spool))}`,
    `segment="$spool/%f"`,
    `if [ -e "$segment" ]; then`,
    `  if ! cmp -s "%p" "$segment"; then`,
    `    echo "${ARCHIVE_REFUSED} %f is already in the spool with other contents; not overwritten" >&2`,
    `    exit 1`,
    `  fi`,
    `  sync "$segment" "$spool"`,
    `else`,
    `  cp --sparse=always "%p" "$segment.part" && sync "$segment.part" && mv "$segment.part" "$segment" && sync "$spool"`,
    `fi`,
  ].join("\n");
}
