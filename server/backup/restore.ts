/**
 * `npm run leads -- restore --from DIR --data-dir EMPTY [--time ISO]`:
 * the newest base backup finished before the moment, unpacked into a new
 * DATA_DIR, and every archived WAL segment after it replayed by PostgreSQL
 * itself (recovery.signal, restore_command, recovery_target_time), up to
 * the moment or to the end of the archive. The segments are opened into a
 * folder beside the cluster first, so restore_command is a plain copy.
 */
import { chown, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import pg from "pg";

import { type ClusterLayout, clusterLayout, socketConnection } from "../db/cluster-settings";
import { databaseUser } from "../db/database-user";
import { type Log, startEmbeddedCluster } from "../db/embedded-cluster";
import { type BaseBackupInfo, baseBackups } from "./base-backup";
import { walPosition } from "./retention";
import { unsealed, unsealedName } from "./sealing";
import type { BackupStorage } from "./storage";
import { readTar } from "./tar";

/** A restore that cannot be done as asked; the message says why. */
export class RestoreError extends Error {}

const RECOVERY_MARK = "# Brightway restore";

async function refuseNonEmpty(dataDir: string) {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (entries.length > 0)
    throw new RestoreError(`${dataDir} is not empty: restore into a new or empty folder.`);
}

function chooseBase(bases: BaseBackupInfo[], time: Date | undefined): BaseBackupInfo {
  const usable = bases.filter((base) => !time || Date.parse(base.finishedAt) <= time.getTime());
  const base = usable.at(-1);
  if (!base)
    throw new RestoreError(
      time
        ? `No base backup finished before ${time.toISOString()}.`
        : "The backup target holds no finished base backup.",
    );
  return base;
}

async function unpackBase(
  storage: BackupStorage,
  base: BaseBackupInfo,
  pgdata: string,
  key?: Buffer,
) {
  const stored = (await storage.list(`base/${base.id}/`)).find((name) =>
    name.startsWith(`base/${base.id}/data.tar`),
  );
  if (!stored) throw new RestoreError(`The base backup ${base.id} has no data file.`);
  const stream = unsealed(stored, await storage.get(stored), key);
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  for await (const entry of readTar(stream)) {
    const target = path.join(pgdata, ...entry.name.split("/").filter(Boolean));
    if (!target.startsWith(pgdata))
      throw new RestoreError(`${stored} names a file outside the cluster.`);
    if (entry.name.endsWith("/")) await mkdir(target, { recursive: true, mode: 0o700 });
    else await writeFile(target, entry.body ?? Buffer.alloc(0), { mode: entry.mode & 0o777 });
  }
  return stored;
}

/** Opens every archived segment from the base backup's start on (and timeline histories). */
async function fetchWal(
  storage: BackupStorage,
  base: BaseBackupInfo,
  folder: string,
  key?: Buffer,
) {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  let count = 0;
  for (const stored of await storage.list("wal/")) {
    const name = unsealedName(stored.slice("wal/".length));
    if (!name) continue;
    const segment = /^[0-9A-F]{24}$/.test(name);
    if (segment && walPosition(name) < walPosition(base.startWal)) continue;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of unsealed(stored, await storage.get(stored), key))
        chunks.push(chunk as Buffer);
    } catch (error) {
      throw new RestoreError(`${stored} cannot be read: ${(error as Error).message}`);
    }
    await writeFile(path.join(folder, name), Buffer.concat(chunks), { mode: 0o600 });
    count += 1;
  }
  return count;
}

async function chownTree(folder: string, ids: { uid: number; gid: number }) {
  await chown(folder, ids.uid, ids.gid);
  for (const entry of await readdir(folder, { recursive: true }))
    await chown(path.join(folder, entry), ids.uid, ids.gid);
}

async function waitForPromotion(dataDir: string) {
  const client = new pg.Client(socketConnection(clusterLayout(dataDir), "postgres"));
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ recovering: boolean }>(
        "select pg_is_in_recovery() as recovering",
      );
      if (!rows[0]?.recovering) return;
      await sleep(200);
    }
  } finally {
    await client.end();
  }
}

export interface RestoreRequest {
  storage: BackupStorage;
  dataDir: string;
  time?: Date;
  key?: Buffer;
  log: Log;
  /** Runs against the restored database before it stops (the drill's checks). */
  check?: (layout: ClusterLayout) => Promise<void>;
}

export async function restoreBackup({ storage, dataDir, time, key, log, check }: RestoreRequest) {
  await refuseNonEmpty(dataDir);
  const base = chooseBase(await baseBackups(storage), time);
  const layout = clusterLayout(dataDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await unpackBase(storage, base, layout.pgdata, key);
  const walFolder = path.join(dataDir, "restore-wal");
  const segments = await fetchWal(storage, base, walFolder, key);
  const settings = [
    RECOVERY_MARK,
    `restore_command = 'cp "${walFolder}/%f" "%p"'`,
    // PostgreSQL's own timestamp form: its configuration parser refuses ISO 8601's "T…Z".
    ...(time
      ? [`recovery_target_time = '${time.toISOString().replace("T", " ").replace("Z", "+00")}'`]
      : []),
    "recovery_target_action = 'promote'",
    "",
  ].join("\n");
  const autoConf = path.join(layout.pgdata, "postgresql.auto.conf");
  const before = await readFile(autoConf, "utf8").catch(() => "");
  await writeFile(autoConf, `${before}\n${settings}`);
  await writeFile(path.join(layout.pgdata, "recovery.signal"), "");
  const { ids } = databaseUser();
  if (ids) await chownTree(dataDir, ids);

  const cluster = await startEmbeddedCluster({ dataDir, log });
  try {
    await waitForPromotion(dataDir);
    await check?.(layout);
  } finally {
    await cluster.stop();
  }
  await writeFile(autoConf, before);
  await rm(walFolder, { recursive: true, force: true });
  return { base, segments };
}
