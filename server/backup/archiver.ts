/**
 * Ships the WAL segments the database copied into DATA_DIR's spool to the
 * backup target (sealed), oldest first, then removes them from the spool.
 * While the target is unreachable the spool simply grows: leads are still
 * taken, the lag shows, the log says why once, and shipping resumes by
 * itself. A segment the target already holds is never overwritten: the
 * same contents count as shipped, other contents stop the archive at that
 * segment, named in the log, until someone looks (the lag grows, the alert
 * for an archive behind fires).
 */
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

import type { Log } from "../db/embedded-cluster";
import { BackupReadError } from "./encryption";
import { SEALING_CHUNK, sealed, sealedName, unsealed } from "./sealing";
import type { BackupStorage } from "./storage";

export interface ArchiveState {
  /**
   * Seconds since the oldest segment still waiting (in the spool, or in the cluster when its
   * archive command fails) was finished; 0 when none waits.
   */
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
/** A segment held otherwise waits for a person: looked at again rarely, as reading it back is 16 MB. */
const CONFLICT_RETRY_MS = 5 * 60_000;

async function waiting(spool: string): Promise<string[]> {
  return (await readdir(spool)).filter((name) => !name.endsWith(".part")).sort();
}

/** An error named by its kind, its class and code ("BackupReadError", "Error Z_DATA_ERROR"), never its message. */
function kindOf(error: unknown) {
  const code = (error as { code?: unknown }).code;
  const kind = error instanceof Error ? error.constructor.name : typeof error;
  return typeof code === "string" ? `${kind} ${code}` : kind;
}

/**
 * The target holds a file of this name whose contents are not the segment's. The message goes
 * to the log as it is: a cause is named by its kind only, as errors are in logs (../logging.ts).
 */
/** Logged with the segment's name, and why it cannot be read back when it cannot. */
const HELD_OTHERWISE =
  "a WAL segment is already in the backup target with other contents; it is not overwritten, and archiving waits until it is moved away";

class HeldOtherwise extends Error {
  constructor(
    readonly stored: string,
    cause?: unknown,
  ) {
    super(
      `${stored} is already in the backup target with other contents${cause ? ` (it cannot be read back: ${kindOf(cause)})` : ""}; it is not overwritten, and archiving waits until it is moved away`,
      { cause },
    );
  }
}

const sha256 = async (stream: Readable) => {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest();
};

/** Refuses to ship `file` as `stored` when the target holds that name with other contents. */
async function refuseOverwrite(storage: BackupStorage, stored: string, file: string, key?: Buffer) {
  let held: Readable;
  try {
    held = await storage.get(stored);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  let ours: Buffer;
  let size: number;
  try {
    size = (await stat(file)).size;
    ours = await sha256(createReadStream(file, { highWaterMark: SEALING_CHUNK }));
  } catch (error) {
    held.destroy();
    throw error;
  }
  let theirs: Buffer;
  try {
    // An older version's format is read too (it may have shipped this very segment); a file
    // that opens to more than the segment is not the segment, and is not read further.
    const bound = { bytes: size, why: "the size of the segment in the spool" };
    theirs = await sha256(unsealed(stored, held, key, { firstFormat: true, bound }));
  } catch (error) {
    // A file that does not open (another key, damage) is not ours to replace either.
    const unreadable =
      error instanceof BackupReadError ||
      String((error as NodeJS.ErrnoException).code).startsWith("Z_");
    if (unreadable) throw new HeldOtherwise(stored, error);
    throw error;
  }
  if (!theirs.equals(ours)) throw new HeldOtherwise(stored);
}

/** When the first (by name: the oldest) file `wanted` picks in `folder` was written, if any. */
async function firstWritten(folder: string, wanted: (name: string) => boolean) {
  const [first] = (await readdir(folder).catch(() => [])).filter(wanted).sort();
  return first && (await stat(path.join(folder, first)).catch(() => undefined))?.mtimeMs;
}

export function startArchiver({
  spool,
  archiveStatus,
  storage,
  key,
  log,
  intervalMs = 500,
}: {
  spool: string;
  /** The cluster's pg_wal/archive_status: a segment marked ".ready" there is not in the spool yet. */
  archiveStatus?: string;
  storage: BackupStorage;
  key: Buffer | undefined;
  log: Log;
  intervalMs?: number;
}): Archiver {
  let lastShippedAt: Date | undefined;
  let unreachableSince: Date | undefined;
  let heldOtherwise: HeldOtherwise | undefined;
  let failures = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function shipAll() {
    for (const name of await waiting(spool)) {
      const file = path.join(spool, name);
      const stored = `wal/${sealedName(name, key)}`;
      try {
        await refuseOverwrite(storage, stored, file, key);
        const segment = createReadStream(file, { highWaterMark: SEALING_CHUNK });
        await storage.put(stored, sealed(segment, key, `wal/${name}`));
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
        if (heldOtherwise)
          log.info({ target: storage.label }, `${heldOtherwise.stored} was moved away; caught up`);
        else if (unreachableSince)
          log.info({ target: storage.label }, "the backup target is reachable again; caught up");
        unreachableSince = undefined;
        heldOtherwise = undefined;
        failures = 0;
      } catch (error) {
        failures += 1;
        if (error instanceof HeldOtherwise) {
          if (heldOtherwise?.stored !== error.stored)
            log.error(
              {
                target: storage.label,
                segment: error.stored,
                ...(error.cause !== undefined && { unreadable: kindOf(error.cause) }),
                err: error.cause,
              },
              HELD_OTHERWISE,
            );
          heldOtherwise = error;
          return;
        }
        heldOtherwise = undefined;
        if (!unreachableSince)
          log.warn(
            { target: storage.label, err: error },
            "cannot write to the backup target; leads are still taken, and archiving retries",
          );
        unreachableSince ??= new Date();
      }
    }));

  const schedule = () => {
    if (stopped) return;
    const delay = heldOtherwise
      ? CONFLICT_RETRY_MS
      : failures
        ? RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)]
        : intervalMs;
    timer = setTimeout(() => void round().then(schedule), delay);
    timer.unref();
  };
  schedule();

  return {
    state: async () => {
      const finished = [
        await firstWritten(spool, (name) => !name.endsWith(".part")),
        archiveStatus && (await firstWritten(archiveStatus, (name) => name.endsWith(".ready"))),
      ].filter((time) => typeof time === "number");
      const oldest = finished.length ? Math.min(...finished) : undefined;
      return {
        lagS: oldest ? Math.max(0, Math.round((Date.now() - oldest) / 1000)) : 0,
        lastShippedAt: lastShippedAt?.toISOString(),
        unreachableSince: unreachableSince?.toISOString(),
      };
    },
    shipNow: async () => {
      await round();
      if (heldOtherwise) throw new Error(heldOtherwise.message);
      if (unreachableSince) throw new Error("the backup target is unreachable");
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
