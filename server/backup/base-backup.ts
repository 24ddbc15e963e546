/**
 * A base backup with PostgreSQL's own low-level functions (the package
 * ships no pg_basebackup): pg_backup_start, a tar of the data folder,
 * pg_backup_stop on the same connection, whose backup_label goes into the
 * tar. It is restorable with the WAL archived from its start to its end,
 * which pg_backup_stop waits to see archived. The info file is written last:
 * a base backup without one is unfinished and never restored. It is sealed
 * like the rest, so that nobody can change what a restore, the drill or
 * retention reads from it; every field is checked all the same.
 *
 *   base/<id>/data.tar.gz[.enc]     the data folder
 *   base/<id>/info.json.gz[.enc]    {id, startedAt, finishedAt, startWal, stopLsn, timeline, leads, dataBytes}
 *
 * Base backups taken before infos were sealed have a plain info.json; they
 * are "legacy": listed before every other, whatever their dates say (an info
 * anyone could have written never passes for the newest), and restored
 * only once their data's own label agrees with them (./restore-files.ts).
 */
import type { Stats } from "node:fs";
import { lstat, open, readdir } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

import type pg from "pg";
import * as v from "valibot";

import { BASE_ID, RestoreError, WAL_SEGMENT, baseFile, refuseLegacyBeside } from "./backup-names";
import { type Progress, noProgress } from "./progress";
import { sealed, sealedName, unsealed } from "./sealing";
import type { BackupStorage } from "./storage";
import { BLOCK, tarBlocks, tarEnd, tarFileBlocks } from "./tar";

export interface BaseBackupInfo {
  id: string;
  startedAt: string;
  finishedAt: string;
  /** The first WAL segment a restore of it needs. */
  startWal: string;
  stopLsn: string;
  timeline: number;
  /** Leads in the database as the backup started (a reference for the daily drill). */
  leads: number;
  /** The data tar's size once opened: a restore opens no more (absent in older base backups). */
  dataBytes?: number;
}

/** A base backup as the target holds it: `legacy` when its info is an older, plain one. */
export interface BaseBackup extends BaseBackupInfo {
  legacy: boolean;
}

/** What the data folder holds that a restore must not get back (PostgreSQL's own list). */
const LEFT_OUT = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "backup_label",
  "backup_label.old",
  "tablespace_map",
  "recovery.signal",
  "standby.signal",
  "pg_internal.init",
]);
const EMPTIED = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);

/** What a base backup copies of the data folder, folders before what they hold, found as it goes. */
async function* dataFolderEntries(
  pgdata: string,
  folder = "",
): AsyncGenerator<{ relative: string; info: Stats }> {
  const names = (await readdir(path.join(pgdata, folder))).sort();
  for (const name of names) {
    if (LEFT_OUT.has(name) || name.startsWith("pgsql_tmp")) continue;
    const relative = folder ? `${folder}/${name}` : name;
    let info;
    try {
      info = await lstat(path.join(pgdata, relative));
    } catch {
      continue; // dropped while we read: the WAL replay recreates what matters
    }
    if (info.isDirectory()) {
      yield { relative, info };
      if (!(folder === "" && EMPTIED.has(name))) yield* dataFolderEntries(pgdata, relative);
    } else if (info.isFile()) yield { relative, info };
  }
}

/** About the bytes and files the data folder's tar will hold, for the progress shown. */
async function dataFolderSize(pgdata: string) {
  let bytes = 0;
  let items = 0;
  for await (const { info } of dataFolderEntries(pgdata)) {
    bytes += BLOCK + (info.isFile() ? Math.ceil(info.size / BLOCK) * BLOCK : 0);
    if (info.isFile()) items += 1;
  }
  return { bytes, items };
}

/** The data folder as tar blocks, each file streamed from disk (a table can be a gigabyte). */
async function* dataFolderBlocks(pgdata: string, progress: Progress): AsyncGenerator<Buffer> {
  for await (const { relative, info } of dataFolderEntries(pgdata)) {
    if (info.isDirectory()) {
      yield* tarBlocks({ name: `${relative}/`, mode: info.mode });
      if (relative === "pg_wal")
        yield* tarBlocks({ name: "pg_wal/archive_status/", mode: info.mode });
      continue;
    }
    const file = await open(path.join(pgdata, relative)).catch(() => undefined);
    if (!file) continue; // dropped meanwhile, as above
    try {
      yield* tarFileBlocks(relative, info.mode, file);
    } finally {
      await file.close();
    }
    progress.add({ items: 1 });
  }
}

/** Takes a base backup of the running cluster into storage; returns its description. */
export async function takeBaseBackup({
  pool,
  pgdata,
  storage,
  key,
  progress = noProgress,
}: {
  pool: pg.Pool;
  pgdata: string;
  storage: BackupStorage;
  key: Buffer | undefined;
  progress?: Progress;
}): Promise<BaseBackup> {
  const client = await pool.connect();
  try {
    const startedAt = new Date();
    const id = startedAt.toISOString().replace(/[-:.]/g, "");
    const [{ leads, timeline }] = (
      await client.query<{ leads: string; timeline: number }>(
        "select (select count(*) from leads) as leads, (select timeline_id from pg_control_checkpoint()) as timeline",
      )
    ).rows as [{ leads: string; timeline: number }];
    await client.query("select pg_backup_start($1, true)", [`brightway ${id}`]);
    progress.step("copying the data folder", "files", await dataFolderSize(pgdata));
    let label: Buffer | undefined;
    let stopLsn = "";
    // The label exists only once the backup stops: it is stopped after the files, and its label closes the tar.
    const files = tarOfWithStop(pgdata, progress, async () => {
      const { rows } = await client.query<{ lsn: string; labelfile: string }>(
        "select lsn, labelfile from pg_backup_stop(true)",
      );
      stopLsn = rows[0]?.lsn ?? "";
      label = Buffer.from(rows[0]?.labelfile ?? "");
      return label;
    });
    let dataBytes = 0;
    async function* counted() {
      for await (const block of files) {
        dataBytes += block.length;
        progress.add({ bytes: block.length });
        yield block;
      }
    }
    await storage.put(
      `base/${id}/${sealedName("data.tar", key)}`,
      sealed(Readable.from(counted()), key, `base/${id}/data.tar`),
    );
    const startWal = /\(file ([0-9A-F]{24})\)/.exec(label?.toString() ?? "")?.[1] ?? "";
    const info: BaseBackupInfo = {
      id,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      startWal,
      stopLsn,
      timeline,
      leads: Number(leads),
      dataBytes,
    };
    await storage.put(
      `base/${id}/${sealedName("info.json", key)}`,
      sealed(Readable.from([Buffer.from(JSON.stringify(info))]), key, `base/${id}/info.json`),
    );
    return { ...info, legacy: false };
  } catch (error) {
    await client.query("select pg_backup_stop(false)").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function* tarOfWithStop(pgdata: string, progress: Progress, stop: () => Promise<Buffer>) {
  yield* dataFolderBlocks(pgdata, progress);
  yield* tarBlocks({ name: "backup_label", mode: 0o600, body: await stop() });
  yield tarEnd();
}

const moment = v.pipe(v.string(), v.isoTimestamp());
const infoSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(BASE_ID)),
  startedAt: moment,
  finishedAt: moment,
  startWal: v.pipe(v.string(), v.regex(WAL_SEGMENT)),
  stopLsn: v.pipe(v.string(), v.regex(/^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/)),
  timeline: v.pipe(v.number(), v.integer(), v.minValue(1)),
  leads: v.pipe(v.number(), v.integer(), v.minValue(0)),
  dataBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** Base backups' info files are small: anything larger was not written by us. */
const MAX_INFO_BYTES = 4096;

async function readInfo(
  storage: BackupStorage,
  { stored, id, legacy }: { stored: string; id: string; legacy: boolean },
  key?: Buffer,
): Promise<BaseBackup> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    const source = await storage.get(stored);
    for await (const chunk of legacy ? source : unsealed(stored, source, key)) {
      bytes += (chunk as Buffer).length;
      if (bytes > MAX_INFO_BYTES)
        throw new RestoreError(`${stored} is larger than any info file written`);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`${stored} cannot be read: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString());
  } catch {
    throw new RestoreError(`${stored} is not a base backup's info`);
  }
  const info = v.safeParse(infoSchema, parsed);
  if (!info.success || info.output.id !== id)
    throw new RestoreError(`${stored} is not a base backup's info, or not this one's`);
  return { ...info.output, legacy };
}

/**
 * The finished base backups in storage, legacy ones first, each kind oldest
 * first; refuses, naming it, any file under base/ the backups would not have
 * written (with a key: any plain one but an older base backup's info).
 */
export async function baseBackups(
  storage: BackupStorage,
  key: Buffer | undefined,
): Promise<BaseBackup[]> {
  const infos = (await storage.list("base/"))
    .map((stored) => baseFile(stored, key))
    .filter((file) => file.kind === "info");
  const sealedIds = new Set(infos.filter((info) => !info.legacy).map((info) => info.id));
  const found: BaseBackup[] = [];
  for (const info of infos) {
    if (info.legacy && sealedIds.has(info.id)) refuseLegacyBeside(info.stored, key);
    found.push(await readInfo(storage, info, key));
  }
  return found.sort(
    (a, b) => Number(b.legacy) - Number(a.legacy) || a.startedAt.localeCompare(b.startedAt),
  );
}
