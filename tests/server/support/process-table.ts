/** The machine's processes as Linux's /proc lists them, for tests that check what runs under what. */
import { readFileSync, readdirSync } from "node:fs";

export interface ProcessEntry {
  pid: number;
  parent: number;
  group: number;
  /** `Z` for a zombie: ended, waiting for its parent (or PID 1, which reaps slowly). */
  state: string;
  /** Its command line, arguments separated by spaces. */
  command: string;
}

/** Every process now running or ended and not yet reaped. */
export function processTable(): ProcessEntry[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const [state = "", parent, group] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
        return [
          { pid: Number(entry), parent: Number(parent), group: Number(group), state, command },
        ];
      } catch {
        return []; // gone meanwhile
      }
    });
}

/** A process's children, its children's children and so on. */
export function descendants(pid: number, table = processTable()): ProcessEntry[] {
  return table
    .filter((entry) => entry.parent === pid)
    .flatMap((child) => [child, ...descendants(child.pid, table)]);
}
