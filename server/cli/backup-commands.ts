/** The command's backup verbs: `backup now | list | verify`, and `restore` into an empty folder. */
import path from "node:path";

import * as v from "valibot";

import { timeInput, timeInputForms } from "~/lib/time-input";

import { keepBackupMacKey } from "../backup/backup-mac";
import { backupStorage, storageAt } from "../backup/backup-settings";
import { startArchiver } from "../backup/archiver";
import { baseBackups, takeBaseBackup } from "../backup/base-backup";
import { pruneBackups } from "../backup/retention";
import { type Progress, noProgress } from "../backup/progress";
import { restoreBackup } from "../backup/restore";
import type { BackupStorage } from "../backup/storage";
import { drillFolder, verifyBackups } from "../backup/verify";
import type { ServerConfig } from "../config";
import { clusterLayout, walSpool } from "../db/cluster-settings";
import type { Database } from "../db/database";
import type { Log } from "../db/embedded-cluster";
import { checked, required } from "./command-input";
import { withProgress } from "./progress";
import type { Context, Family, Outcome, Verb } from "./verbs";

async function backUpNow(
  database: Database,
  config: ServerConfig,
  storage: BackupStorage,
  progress: Progress,
) {
  const key = config.backup.encryptionKey;
  const base = await takeBaseBackup({
    pool: database.db.$client,
    pgdata: clusterLayout(config.storage.dataDir).pgdata,
    storage,
    key,
    progress,
  });
  // The WAL the base backup needs, shipped now whether or not a server runs.
  progress.step("shipping the WAL it needs", "files");
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
  progress.step("removing what retention lets go", "files");
  await pruneBackups(storage, config.backup.retentionDays, key);
  return {
    ok: true,
    note: `Base backup ${base.id} written to ${storage.label} (${base.leads} lead(s)).`,
  };
}

const quiet: Log = { info: () => {}, warn: () => {}, error: () => {} };

async function listBackups(storage: BackupStorage, key: Buffer | undefined) {
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

interface RestoreTask {
  from: string;
  dataDir: string;
  time?: Date;
  unauthenticated: boolean;
}

async function restore(task: RestoreTask, config: ServerConfig, log: Log) {
  const dataDir = path.resolve(task.dataDir);
  const { storage, macKey } = storageAt(task.from, config, task);
  const { base, segments } = await withProgress("Restoring", (progress) =>
    restoreBackup({
      storage,
      dataDir,
      time: task.time,
      key: config.backup.encryptionKey,
      log,
      progress,
    }),
  );
  // The restored server checks the same backups with the same key.
  if (macKey) keepBackupMacKey(dataDir, macKey);
  const moment = task.time ? `to ${task.time.toISOString()}` : "to the newest archived moment";
  return {
    ok: true,
    note: `Restored base backup ${base.id} and ${segments} WAL file(s) ${moment} into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`,
  };
}

async function verify(
  database: Database,
  config: ServerConfig,
  storage: BackupStorage,
  progress: Progress,
) {
  const result = await verifyBackups({
    storage,
    key: config.backup.encryptionKey,
    live: database.db.$client,
    scratch: drillFolder(config.storage.dataDir),
    log: quiet,
    progress,
  });
  return result.ok
    ? {
        ok: true,
        note: `The backup restores: base backup ${result.baseBackup} and ${result.segments} WAL file(s), every index checked, ${result.leads} lead(s) as live.`,
      }
    : { ok: false, note: `The backup does not restore: ${result.problem}.` };
}

type BackupAct = (
  database: Database,
  config: ServerConfig,
  storage: BackupStorage,
  progress: Progress,
) => Promise<Outcome>;

/**
 * A backup verb's task: with the database, once the settings say where the backups are, its
 * progress shown under `title` (from the database's start on) when it is a long one.
 */
function withStorage(act: BackupAct, title?: string) {
  return () =>
    ({ config, withDatabase }: Context): Promise<Outcome> => {
      const storage = backupStorage(config);
      if (!storage)
        return Promise.resolve({
          ok: false,
          note: "Backups are off: set BACKUP_DIR or BACKUP_S3_URL (with the embedded database) to turn them on.",
        });
      const run = (progress: Progress) =>
        withDatabase((database) => act(database, config, storage, progress));
      return title ? withProgress(title, run) : run(noProgress);
    };
}

const where = "Backups go where BACKUP_DIR or BACKUP_S3_URL says (with the embedded database).";

export const backup: Family = {
  summary: "Take a base backup now, list the backups, or check that they restore.",
  verbs: {
    now: {
      summary: "Take a base backup now, ship the WAL it needs, and prune what retention lets go.",
      usage: [""],
      options: {},
      example: "brightway backup now",
      notes: where,
      read: withStorage(backUpNow, "Backing up"),
    },
    list: {
      summary: "List the base backups (one a line on standard output) and count the WAL files.",
      usage: [""],
      options: {},
      example: "brightway backup list",
      notes: where,
      read: withStorage((_database, config, storage) =>
        listBackups(storage, config.backup.encryptionKey),
      ),
    },
    verify: {
      summary:
        "Restore the newest backup into a scratch folder and compare it with the live database.",
      usage: [""],
      options: {},
      example: "brightway backup verify",
      notes: where,
      read: withStorage(verify, "Checking the backup"),
    },
  },
};

const restoreQuery = v.object({ time: v.optional(timeInput) });

export const restoreVerb: Verb = {
  summary: "Restore the backups into a new or empty data folder, to their newest moment or a time.",
  usage: [
    "--from <backup folder or s3://bucket/prefix> --data-dir <empty folder> [--time <time>] [--unauthenticated]",
  ],
  options: {
    from: {
      type: "string",
      value: "<folder or s3://bucket/prefix>",
      help: "where the backups are (BACKUP_DIR or BACKUP_S3_URL)",
    },
    "data-dir": {
      type: "string",
      value: "<empty folder>",
      help: "the new data folder; a folder with files in it is refused",
    },
    time: {
      type: "string",
      value: "<time>",
      help: "restore to this moment instead of the newest archived one",
    },
    unauthenticated: {
      type: "boolean",
      help: "restore, unchecked, a folder without BACKUP_ENCRYPTION_KEY or backup-mac.key",
    },
  },
  example:
    "brightway restore --from /mnt/backup --data-dir /var/lib/brightway-restored --time 2027-03-15T09:30:00Z",
  notes: `A <time> is ${timeInputForms}.
A folder without BACKUP_ENCRYPTION_KEY is checked with backup-mac.key in DATA_DIR, which the
restore copies into the new folder. Start the server on the new folder (DATA_DIR) afterwards.`,
  read(values) {
    const task: RestoreTask = {
      from: required("--from", values.from),
      dataDir: required("--data-dir", values["data-dir"]),
      time: checked(restoreQuery, { time: values.time }).time,
      unauthenticated: values.unauthenticated === true,
    };
    // No database: the restore starts its own cluster on the new folder.
    return ({ config, log }) => restore(task, config, log);
  },
};
