/**
 * One process at a time in DATA_DIR: the embedded database is a set of
 * files that two processes writing at once would corrupt. The lock file
 * names its holder; a holder that no longer runs (killed, crashed) leaves a
 * stale lock that the next process takes over.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export type LockHolder = "server" | "cli";

interface LockContent {
  pid: number;
  holder: LockHolder;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly heldBy: LockContent,
  ) {
    super(
      `${dataDir} is in use by another ${heldBy.holder === "server" ? "server" : "leads command"} (process ${heldBy.pid}). ` +
        "Stop it first, give this one its own DATA_DIR, or share a PostgreSQL server through DATABASE_URL.",
    );
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, "lock.json");

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live holder of DATA_DIR's lock, if any. */
export function lockHolder(dataDir: string): LockContent | undefined {
  try {
    const content = JSON.parse(readFileSync(lockFile(dataDir), "utf8")) as LockContent;
    return isRunning(content.pid) ? content : undefined;
  } catch {
    return undefined;
  }
}

/** Takes DATA_DIR for this process; returns the release function. */
export function lockDataDir(dataDir: string, holder: LockHolder): () => void {
  // It holds personal data: only the server's own user may enter it.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const file = lockFile(dataDir);
  const mine: LockContent = { pid: process.pid, holder };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: "wx" });
      return () => {
        if (lockHolder(dataDir)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = lockHolder(dataDir);
      if (current) throw new DataDirInUseError(dataDir, current);
      // Stale: its holder is gone. Remove it and try once more (a racing process may win).
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(dataDir, lockHolder(dataDir) ?? { pid: 0, holder: "server" });
}
