/**
 * What a restore opens from the backup target, checked before a cluster
 * starts on it: the base backup's data unpacked into the cluster's folder
 * (never the backup's own configuration files, for which ours is written:
 * no setting of theirs, a *_command or a library to load, ever runs) and
 * its label checked against its info; every archived WAL file from its
 * start on opened into a folder beside it, each segment's header checked
 * against its name and its cluster. Every file is read to its end, where
 * its code or last sealed record is checked (./backup-mac.ts, ./sealing.ts),
 * and what it opens to is bounded by the size the base backup recorded, a
 * segment's size, and the disk's free space.
 */
import { createWriteStream } from "node:fs";
import { type FileHandle, mkdir, open, readFile, statfs, writeFile } from "node:fs/promises";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import type { BaseBackup } from "./base-backup";
import { RestoreError, type StoredFile, baseFile, inside } from "./backup-names";
import { type Progress, noProgress } from "./progress";
import { walPosition } from "./retention";
import { type OpenedBound, unsealed } from "./sealing";
import type { BackupStorage } from "./storage";
import { readTarParts } from "./tar";
import {
  LONG_HEADER_BYTES,
  WAL_SEGMENT_BYTES,
  segmentHeaderProblem,
  systemIdentifier,
} from "./wal-header";

/** The backup's own configuration files: never unpacked (see above). */
const CONFIGURATION = new Set([
  "postgresql.conf",
  "postgresql.auto.conf",
  "pg_hba.conf",
  "pg_ident.conf",
]);

/**
 * What initdb writes for our cluster that the server does not give at start
 * (server/db/cluster-settings.ts gives the rest, pg_hba.conf and pg_ident.conf included).
 */
const POSTGRESQL_CONF = `# Written by the Brightway restore; the server gives every other setting when it starts.
dynamic_shared_memory_type = posix
datestyle = 'iso, mdy'
timezone = UTC
log_timezone = UTC
lc_messages = C
lc_monetary = C
lc_numeric = C
lc_time = C
default_text_search_config = 'pg_catalog.english'
`;

/** Room left on the disk for PostgreSQL's replay and start after what a restore opens. */
const DISK_RESERVE_BYTES = 256 * 1024 * 1024;

/** What a restore may still open: the disk's free space at its start, less the reserve. */
export async function diskBudget(folder: string) {
  const { bavail, bsize } = await statfs(folder);
  let left = bavail * bsize - DISK_RESERVE_BYTES;
  return {
    /** The next file's bound: its own, or what the disk has left when that is less. */
    bound: (own: OpenedBound): OpenedBound =>
      own.bytes <= left
        ? own
        : { bytes: Math.max(0, left), why: "what the disk has free, less 256 MB for PostgreSQL" },
    spend: (bytes: number) => (left -= bytes),
  };
}
type DiskBudget = Awaited<ReturnType<typeof diskBudget>>;

/** PostgreSQL's backup_label is a few lines: a larger one was not written by it. */
const MAX_LABEL_BYTES = 4096;

/** The base backup's own label (written by pg_backup_stop, sealed in its data) must name it. */
function checkLabel(stored: string, label: string | undefined, base: BaseBackup) {
  const id = /^LABEL: brightway (\S+)$/m.exec(label ?? "")?.[1];
  const startWal = /^START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)$/m.exec(label ?? "")?.[1];
  if (id !== base.id || startWal !== base.startWal)
    throw new RestoreError(
      `${stored} is not the data of base backup ${base.id}: its label names ${id ?? "none"}, starting at ${startWal ?? "no segment"}`,
    );
}

/**
 * `opened` for the tar reader, which stops at the archive's end block, while
 * the rest is still read to the file's end: there its code (./backup-mac.ts)
 * and its last sealed record are checked, and `whole` settles.
 */
function readToTheEnd(opened: Readable, progress: Progress) {
  const forReader = new PassThrough();
  const writable = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        forReader.off("drain", done).off("close", done);
        resolve();
      };
      forReader.on("drain", done).on("close", done);
    });
  const whole = (async () => {
    for await (const chunk of opened as AsyncIterable<Buffer>) {
      progress.add({ bytes: chunk.length });
      if (!forReader.destroyed && !forReader.write(chunk)) await writable();
    }
    forReader.end();
  })();
  whole.catch((error: Error) => forReader.destroy(error));
  return { forReader, whole };
}

export async function unpackBase(
  storage: BackupStorage,
  base: BaseBackup,
  pgdata: string,
  budget: DiskBudget,
  key?: Buffer,
  progress: Progress = noProgress,
) {
  const data = (await storage.list(`base/${base.id}/`))
    .map((stored) => baseFile(stored, key))
    .find((file) => file.kind === "data");
  if (!data) throw new RestoreError(`The base backup ${base.id} has no data file.`);
  const { stored } = data;
  const recorded = base.dataBytes ?? Number.MAX_SAFE_INTEGER;
  const opened = unsealed(stored, await storage.get(stored), key, {
    firstFormat: base.legacy,
    bound: budget.bound({ bytes: recorded, why: "the size its base backup recorded" }),
  });
  progress.step("unpacking the base backup", "files", { bytes: base.dataBytes });
  const { forReader, whole } = readToTheEnd(opened, progress);
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  let file: FileHandle | undefined;
  let labelBytes = 0;
  try {
    for await (const part of readTarParts(forReader)) {
      if (part.kind === "data") {
        budget.spend(part.data.length);
        await file?.appendFile(part.data);
        continue;
      }
      await file?.close();
      file = undefined;
      if (CONFIGURATION.has(part.name)) continue;
      if (part.name === "backup_label") labelBytes = part.size;
      const target = inside(pgdata, part.name);
      if (part.name.endsWith("/")) await mkdir(target, { recursive: true, mode: 0o700 });
      else {
        file = await open(target, "w", part.mode & 0o600);
        progress.add({ items: 1 });
      }
    }
    await whole;
  } catch (error) {
    opened.destroy();
    throw new RestoreError(`${stored} cannot be restored: ${(error as Error).message}`);
  } finally {
    await file?.close();
  }
  const label =
    labelBytes > 0 && labelBytes <= MAX_LABEL_BYTES
      ? await readFile(path.join(pgdata, "backup_label"), "utf8")
      : undefined;
  checkLabel(stored, label, base);
  await writeFile(path.join(pgdata, "postgresql.conf"), POSTGRESQL_CONF, { mode: 0o600 });
  return stored;
}

/** A whole or partial segment's name, for its header's check; histories and labels have none. */
const SEGMENT_FILE = /^([0-9A-F]{24})(?:\.partial)?$/;
const HISTORY_FILE = /^([0-9A-F]{8})\.history$/;

/**
 * Whether an archived file may be of the first sealed format: for a base
 * backup of that time, everything; for a later one, only timeline histories
 * up to its own, written before it (a history names timelines, not data).
 */
function readsFirstFormat(name: string, base: BaseBackup) {
  const timeline = HISTORY_FILE.exec(name)?.[1];
  return base.legacy || (timeline !== undefined && parseInt(timeline, 16) <= base.timeline);
}

async function firstBytes(file: string, length: number) {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Opens every archived segment from the base backup's start on (and timeline histories); says
 * how many files it opened and the WAL its segments hold.
 */
export async function fetchWal(
  storage: BackupStorage,
  archived: StoredFile[],
  {
    base,
    folder,
    budget,
    systemId,
  }: {
    base: BaseBackup;
    folder: string;
    budget: DiskBudget;
    /** The base backup's cluster, which every segment must belong to. */
    systemId: bigint;
  },
  key?: Buffer,
  progress: Progress = noProgress,
) {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // Segments, partial ones and backup labels from before the base backup: never replayed.
  const needed = archived.filter(({ name }) => {
    const position = /^[0-9A-F]{24}/.exec(name)?.[0];
    return !position || walPosition(position) >= walPosition(base.startWal);
  });
  const segments = needed.filter(({ name }) => SEGMENT_FILE.test(name)).length;
  progress.step("opening the WAL", "files", {
    items: needed.length,
    bytes: segments * WAL_SEGMENT_BYTES,
  });
  let count = 0;
  for (const { stored, name } of needed) {
    const target = inside(folder, name);
    const opened = createWriteStream(target, { mode: 0o600 });
    try {
      await pipeline(
        unsealed(stored, await storage.get(stored), key, {
          firstFormat: readsFirstFormat(name, base),
          bound: budget.bound({ bytes: WAL_SEGMENT_BYTES, why: "a WAL segment's size" }),
        }),
        opened,
      );
    } catch (error) {
      throw new RestoreError(`${stored} cannot be read: ${(error as Error).message}`);
    }
    budget.spend(opened.bytesWritten);
    const segment = SEGMENT_FILE.exec(name)?.[1];
    const problem =
      segment &&
      segmentHeaderProblem(segment, await firstBytes(target, LONG_HEADER_BYTES), systemId);
    if (problem) throw new RestoreError(`${stored} cannot be restored: ${problem}`);
    progress.add({ bytes: opened.bytesWritten, items: 1 });
    count += 1;
  }
  return { files: count, segmentBytes: segments * WAL_SEGMENT_BYTES };
}

/** The system identifier of the cluster unpacked into `pgdata`, which its WAL must carry. */
export async function clusterSystemId(pgdata: string, base: BaseBackup): Promise<bigint> {
  const pgControl = await readFile(path.join(pgdata, "global", "pg_control")).catch(
    () => undefined,
  );
  if (!pgControl || pgControl.length < 8)
    throw new RestoreError(`The base backup ${base.id} has no cluster control file.`);
  return systemIdentifier(pgControl);
}
