/**
 * `brightway backup verify`, and the server's daily drill: reads
 * everything a restore would (the newest base backup and every archived
 * segment after it), fails on the first gap naming it, restores into a
 * scratch folder, checks every B-tree index with amcheck and compares the
 * restored leads with the live database up to the restored moment.
 */
import { chmod, mkdir, rm } from "node:fs/promises";
import path from "node:path";

import pg from "pg";

import { type ClusterLayout, socketConnection } from "../db/cluster-settings";
import type { Log } from "../db/embedded-cluster";
import { baseBackups } from "./base-backup";
import { walPosition } from "./retention";
import { RestoreError, WAL_SEGMENT, walFile } from "./backup-names";
import { type Progress, noProgress } from "./progress";
import { restoreBackup } from "./restore";
import type { BackupStorage } from "./storage";

/** The drill restores into DATA_DIR (the database's user reaches it, the disk has room). */
export const drillFolder = (dataDir: string) => path.join(dataDir, "backup-drill");

export interface DrillResult {
  ok: boolean;
  at: string;
  /** What failed, naming the file or the check. */
  problem?: string;
  baseBackup?: string;
  segments?: number;
  leads?: number;
}

/** Segments per WAL "log" with PostgreSQL's default 16 MB segments. */
const SEGMENTS_PER_LOG = 0x100;

function positionNumber(segment: string): number {
  const position = walPosition(segment);
  return parseInt(position.slice(0, 8), 16) * SEGMENTS_PER_LOG + parseInt(position.slice(8), 16);
}

/** The first segment missing between the base backup's first and the newest archived one. */
function firstGap(names: string[], startWal: string): string | undefined {
  const positions = new Set(names.filter((name) => WAL_SEGMENT.test(name)).map(positionNumber));
  const first = positionNumber(startWal);
  const last = Math.max(first, ...positions);
  for (let position = first; position <= last; position += 1) {
    if (!positions.has(position)) {
      const log = Math.floor(position / SEGMENTS_PER_LOG);
      const segment = position % SEGMENTS_PER_LOG;
      return `${startWal.slice(0, 8)}${log.toString(16).toUpperCase().padStart(8, "0")}${segment.toString(16).toUpperCase().padStart(8, "0")}`;
    }
  }
  return undefined;
}

async function checkRestored(layout: ClusterLayout, live: pg.Pool, progress: Progress) {
  const client = new pg.Client(socketConnection(layout));
  await client.connect();
  try {
    await client.query("create extension if not exists amcheck");
    const { rows: indexes } = await client.query<{ name: string; oid: number }>(
      `select c.relname as name, c.oid from pg_index i join pg_class c on c.oid = i.indexrelid
       join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
       where a.amname = 'btree' and n.nspname = 'public'`,
    );
    progress.step("checking every index and the leads", "indexes", { items: indexes.length });
    for (const index of indexes) {
      try {
        await client.query("select bt_index_check($1::regclass, true)", [index.oid]);
      } catch {
        throw new RestoreError(`the index ${index.name} is damaged in the restored database`);
      }
      progress.add({ items: 1 });
    }
    const { rows } = await client.query<{ leads: string; newest: Date | null }>(
      "select count(*) as leads, max(received_at) as newest from leads",
    );
    const restored = Number(rows[0]?.leads ?? 0);
    const newest = rows[0]?.newest;
    const { rows: liveRows } = await live.query<{ leads: string }>(
      "select count(*) as leads from leads where received_at <= $1",
      [newest ?? new Date(0)],
    );
    const expected = Number(liveRows[0]?.leads ?? 0);
    // Leads deleted since (retention, erasure) are in the backup and not live: never a failure.
    if (restored < expected)
      throw new RestoreError(
        `the restored database holds ${restored} lead(s) up to ${newest?.toISOString() ?? "its end"}, the live one ${expected}`,
      );
    return restored;
  } finally {
    await client.end();
  }
}

export async function verifyBackups({
  storage,
  key,
  live,
  scratch,
  log,
  progress = noProgress,
}: {
  storage: BackupStorage;
  key: Buffer | undefined;
  /** The live database, to compare the restored leads with. */
  live: pg.Pool;
  /** An empty folder the database's user can reach; removed afterwards. */
  scratch: string;
  log: Log;
  progress?: Progress;
}): Promise<DrillResult> {
  const at = new Date().toISOString();
  try {
    const base = (await baseBackups(storage, key)).at(-1);
    if (!base) return { ok: false, at, problem: "there is no finished base backup" };
    const archived = (await storage.list("wal/")).map((stored) => walFile(stored, key).name);
    const gap = firstGap(archived, base.startWal);
    if (gap)
      return { ok: false, at, baseBackup: base.id, problem: `the WAL segment ${gap} is missing` };
    let leads = 0;
    await rm(scratch, { recursive: true, force: true });
    // As root, the database's own user must pass through to the restored cluster.
    await mkdir(scratch, { recursive: true });
    await chmod(scratch, 0o755);
    const { segments } = await restoreBackup({
      storage,
      dataDir: path.join(scratch, "data"),
      key,
      log,
      progress,
      check: async (layout) => {
        leads = await checkRestored(layout, live, progress);
      },
    });
    return { ok: true, at, baseBackup: base.id, segments, leads };
  } catch (error) {
    const problem =
      error instanceof RestoreError
        ? error.message
        : `the restore failed: ${(error as Error).message.split("\n")[0]}`;
    return { ok: false, at, problem };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
