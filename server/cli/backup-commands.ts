/** The leads command's backup verbs: `backup now | list | verify`, `restore`. */
import path from "node:path";

import { keepBackupMacKey } from "../backup/backup-mac";
import { storageAt } from "../backup/backup-settings";
import { startArchiver } from "../backup/archiver";
import { baseBackups, takeBaseBackup } from "../backup/base-backup";
import { pruneBackups } from "../backup/retention";
import { restoreBackup } from "../backup/restore";
import type { BackupStorage } from "../backup/storage";
import { drillFolder, verifyBackups } from "../backup/verify";
import type { ServerConfig } from "../config";
import { clusterLayout, walSpool } from "../db/cluster-settings";
import type { Database } from "../db/database";
import type { Log } from "../db/embedded-cluster";

export async function backUpNow(database: Database, config: ServerConfig, storage: BackupStorage) {
  const key = config.backup.encryptionKey;
  const base = await takeBaseBackup({
    pool: database.db.$client,
    pgdata: clusterLayout(config.storage.dataDir).pgdata,
    storage,
    key,
  });
  // The WAL the base backup needs, shipped now whether or not a server runs.
  const archiver = startArchiver({
    spool: walSpool(config.storage.dataDir),
    storage,
    key,
    log: quiet,
  });
  try {
    await archiver.shipNow();
  } finally {
    await archiver.stop();
  }
  await pruneBackups(storage, config.backup.retentionDays, key);
  return {
    ok: true,
    note: `Base backup ${base.id} written to ${storage.label} (${base.leads} lead(s)).`,
  };
}

const quiet: Log = { info: () => {}, warn: () => {}, error: () => {} };

export async function listBackups(storage: BackupStorage, key: Buffer | undefined) {
  const bases = await baseBackups(storage, key);
  const segments = (await storage.list("wal/")).length;
  const lines = bases.map(
    (base) =>
      `${base.id}  finished ${base.finishedAt}  ${base.leads} lead(s)  from WAL ${base.startWal}${base.legacy ? "  (an older version's, plain info)" : ""}`,
  );
  process.stdout.write(lines.length ? `${lines.join("\n")}\n` : "");
  return {
    ok: true,
    note: `${bases.length} base backup(s) and ${segments} archived WAL file(s) in ${storage.label}.`,
  };
}

export async function restore(
  task: { from: string; dataDir: string; time?: Date; unauthenticated: boolean },
  config: ServerConfig,
  log: Log,
) {
  const dataDir = path.resolve(task.dataDir);
  const { storage, macKey } = storageAt(task.from, config, task);
  const { base, segments } = await restoreBackup({
    storage,
    dataDir,
    time: task.time,
    key: config.backup.encryptionKey,
    log,
  });
  // The restored server checks the same backups with the same key.
  if (macKey) keepBackupMacKey(dataDir, macKey);
  const moment = task.time ? `to ${task.time.toISOString()}` : "to the newest archived moment";
  return {
    ok: true,
    note: `Restored base backup ${base.id} and ${segments} WAL file(s) ${moment} into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`,
  };
}

export async function verify(database: Database, config: ServerConfig, storage: BackupStorage) {
  const result = await verifyBackups({
    storage,
    key: config.backup.encryptionKey,
    live: database.db.$client,
    scratch: drillFolder(config.storage.dataDir),
    log: quiet,
  });
  return result.ok
    ? {
        ok: true,
        note: `The backup restores: base backup ${result.baseBackup} and ${result.segments} WAL file(s), every index checked, ${result.leads} lead(s) as live.`,
      }
    : { ok: false, note: `The backup does not restore: ${result.problem}.` };
}
