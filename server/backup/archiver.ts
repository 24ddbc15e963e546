/**
 * Ships the WAL segments the database copied into DATA_DIR's spool to the
 * backup target (sealed), oldest first, then removes them from the spool.
 * While the target is unreachable the spool simply grows: leads are still
 * taken, the lag shows, the log says why once, and shipping resumes by
 * itself.
 */
import { createReadStream, existsSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

import type { Log } from "../db/embedded-cluster";
import { SEALING_CHUNK, sealed, sealedName } from "./sealing";
import type { BackupStorage } from "./storage";

export interface ArchiveState {
  /** Seconds since the oldest segment still waiting was written; 0 when none waits. */
  lagS: number;
  lastShippedAt?: string;
  /** Set while the target refuses: since when. */
  unreachableSince?: string;
}

export interface Archiver {
  state: () => Promise<ArchiveState>;
  /** Ships what waits now (a base backup calls it so its WAL is on the target). */
  shipNow: () => Promise<void>;
  stop: () => Promise<void>;
}

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

async function waiting(spool: string): Promise<string[]> {
  return (await readdir(spool)).filter((name) => !name.endsWith(".part")).sort();
}

export function startArchiver({
  spool,
  storage,
  key,
  log,
  intervalMs = 500,
}: {
  spool: string;
  storage: BackupStorage;
  key: Buffer | undefined;
  log: Log;
  intervalMs?: number;
}): Archiver {
  let lastShippedAt: Date | undefined;
  let unreachableSince: Date | undefined;
  let failures = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function shipAll() {
    for (const name of await waiting(spool)) {
      const file = path.join(spool, name);
      const segment = createReadStream(file, { highWaterMark: SEALING_CHUNK });
      try {
        await storage.put(`wal/${sealedName(name, key)}`, sealed(segment, key, `wal/${name}`));
      } catch (error) {
        // Gone from the spool: `backup now` (another archiver on it) shipped it meanwhile.
        if (!existsSync(file)) continue;
        throw error;
      }
      await rm(file, { force: true });
      lastShippedAt = new Date();
    }
  }

  const round = () =>
    (running = running.then(async () => {
      try {
        await shipAll();
        if (unreachableSince)
          log.info({ target: storage.label }, "the backup target is reachable again; caught up");
        unreachableSince = undefined;
        failures = 0;
      } catch (error) {
        if (!unreachableSince)
          log.warn(
            { target: storage.label, err: error },
            "cannot write to the backup target; leads are still taken, and archiving retries",
          );
        unreachableSince ??= new Date();
        failures += 1;
      }
    }));

  const schedule = () => {
    if (stopped) return;
    const delay = failures ? RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)] : intervalMs;
    timer = setTimeout(() => void round().then(schedule), delay);
    timer.unref();
  };
  schedule();

  return {
    state: async () => {
      const names = await waiting(spool).catch(() => []);
      const oldest = names[0] && (await stat(path.join(spool, names[0])).catch(() => undefined));
      return {
        lagS: oldest ? Math.max(0, Math.round((Date.now() - oldest.mtimeMs) / 1000)) : 0,
        lastShippedAt: lastShippedAt?.toISOString(),
        unreachableSince: unreachableSince?.toISOString(),
      };
    },
    shipNow: async () => {
      await round();
      if (unreachableSince) throw new Error("the backup target is unreachable");
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
