/**
 * A base backup or the drill, in a process of its own (../jobs/job-process.ts
 * forks this file for each and it ends after): reading, compressing,
 * sealing and sending a whole cluster, or restoring one, leaves the server's
 * memory as it found it. The job connects to the running cluster itself.
 */
import pg from "pg";

import type { ServerConfig } from "../config";
import { clusterLayout, socketConnection } from "../db/cluster-settings";
import { answerJob, serverLog } from "../jobs/job-child";
import { S3_RETRIED_LINE, backupStorage } from "./backup-settings";
import { type BaseBackup, takeBaseBackup } from "./base-backup";
import { type DrillResult, drillFolder, verifyBackups } from "./verify";

export type BackupJob = { kind: "base-backup" | "drill"; config: ServerConfig };

export interface BackupResults {
  "base-backup": BaseBackup;
  drill: DrillResult;
}

async function run({ kind, config }: BackupJob): Promise<BackupResults[BackupJob["kind"]]> {
  const storage = backupStorage(config, {
    // Told once per request that needed more than one attempt. One that gave up
    // is also reported by whoever made it, so it is not told again here.
    onRetried: ({ succeeded, ...retried }) => {
      if (succeeded) serverLog.warn(retried, S3_RETRIED_LINE);
    },
  });
  if (!storage) throw new Error("backups are off");
  const { dataDir } = config.storage;
  const pool = new pg.Pool({ ...socketConnection(clusterLayout(dataDir)), max: 2 });
  const key = config.backup.encryptionKey;
  try {
    return kind === "base-backup"
      ? await takeBaseBackup({ pool, pgdata: clusterLayout(dataDir).pgdata, storage, key })
      : await verifyBackups({
          storage,
          key,
          live: pool,
          scratch: drillFolder(dataDir),
          log: serverLog,
        });
  } finally {
    await pool.end();
  }
}

answerJob(run);
