/**
 * One process at a time holds DATA_DIR: the server, or the leads command
 * when no server runs. The lock is a listening Unix socket, which the
 * kernel closes the moment its process dies, so a dying process, a zombie
 * or a recycled PID can never hold it. On Linux the socket lives in the
 * abstract namespace (no file to go stale); elsewhere it is a file in
 * DATA_DIR, and a file nobody listens on is taken over.
 */
import { createHash } from "node:crypto";
import { realpathSync, rmSync } from "node:fs";
import { type Server, connect, createServer } from "node:net";
import path from "node:path";

import { StartupError } from "../startup-error";

export type LockHolder = "server" | "cli";

export interface LockContent {
  pid: number;
  holder: LockHolder;
}

export class DataDirInUseError extends StartupError {
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

/** An abstract socket's name starts with a NUL byte (Linux only). */
function lockAddress(dataDir: string): string {
  const realDir = realpathSync(dataDir);
  if (process.platform !== "linux") return path.join(realDir, "lock.sock");
  const digest = createHash("sha256").update(realDir).digest("hex").slice(0, 40);
  return `\0brightway-data-dir-${digest}`;
}

function listen(address: string, holder: LockHolder): Promise<Server> {
  const mine = JSON.stringify({ pid: process.pid, holder } satisfies LockContent);
  const server = createServer((socket) => socket.end(mine));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ path: address, exclusive: true }, () => {
      server.off("error", reject);
      // The lock lasts as long as the process, but never keeps it running.
      server.unref();
      resolve(server);
    });
  });
}

/** Who holds the lock at `address`: their answer, or undefined when nobody listens. */
function askHolder(address: string): Promise<LockContent | undefined> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect({ path: address });
    socket.on("data", (chunk) => (answer += String(chunk)));
    socket.on("end", () => {
      try {
        resolve(JSON.parse(answer) as LockContent);
      } catch {
        reject(new Error(`Something else listens on the lock of this DATA_DIR (${address}).`));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(undefined);
      else reject(error);
    });
  });
}

export interface DataDirLock {
  release: () => Promise<void>;
}

/**
 * Takes DATA_DIR (which must exist) for this process, or throws
 * DataDirInUseError naming the process that holds it.
 */
export async function lockDataDir(dataDir: string, holder: LockHolder): Promise<DataDirLock> {
  const address = lockAddress(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const server = await listen(address, holder);
      return { release: () => new Promise((resolve) => server.close(() => resolve())) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
      const current = await askHolder(address);
      if (current) throw new DataDirInUseError(dataDir, current);
      // A socket file whose process is gone (never the case for an abstract socket).
      rmSync(address, { force: true });
    }
  }
  throw new Error(`Could not take the lock of ${dataDir}; try again.`);
}
