/**
 * Continuous backup of the embedded database (BACKUP_DIR): the archiver
 * ships WAL as the database writes it; a base backup is taken at the first
 * start and every BACKUP_FULL_EVERY_H hours, in the background, then older
 * ones pruned. Decorates `app.backups` (undefined when backups are off).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { type Archiver, type ArchiveState, startArchiver } from "../backup/archiver";
import { type BaseBackupInfo, baseBackups, takeBaseBackup } from "../backup/base-backup";
import { backupsOn } from "../backup/backup-settings";
import { pruneBackups } from "../backup/retention";
import { type BackupStorage, folderStorage } from "../backup/storage";
import type { ServerConfig } from "../config";
import { clusterLayout, walSpool } from "../db/cluster-settings";
import { safeError } from "../logging";

export interface BackupState extends ArchiveState {
  lastBaseBackupAt?: string;
}

declare module "fastify" {
  interface FastifyInstance {
    backups?: { state: () => Promise<BackupState> };
  }
}

const HOUR_MS = 60 * 60 * 1000;

async function currentTimeline(app: FastifyInstance): Promise<number> {
  const { rows } = await app.intake.db.$client.query<{ timeline: number }>(
    "select timeline_id as timeline from pg_control_checkpoint()",
  );
  return rows[0]?.timeline ?? 0;
}

function baseBackupJob(
  app: FastifyInstance,
  config: ServerConfig,
  storage: BackupStorage,
  archiver: Archiver,
) {
  let last: BaseBackupInfo | undefined;
  let running: Promise<void> = Promise.resolve();
  const dueAt = (base: BaseBackupInfo | undefined, timeline: number) =>
    !base ||
    base.timeline !== timeline ||
    Date.now() - Date.parse(base.startedAt) >= config.backup.fullEveryH * HOUR_MS;

  const check = () =>
    (running = running.then(async () => {
      try {
        last ??= (await baseBackups(storage)).at(-1);
        if (!dueAt(last, await currentTimeline(app))) return;
        last = await takeBaseBackup({
          pool: app.intake.db.$client,
          pgdata: clusterLayout(config.storage.dataDir).pgdata,
          storage,
          key: config.backup.encryptionKey,
        });
        await archiver.shipNow();
        await pruneBackups(storage, config.backup.retentionDays);
        app.log.info({ id: last.id }, "base backup taken");
      } catch (error) {
        app.log.warn(
          { err: safeError(error) },
          "could not take a base backup; retrying within the hour",
        );
      }
    }));
  return { check, last: () => last, idle: () => running };
}

async function backupsPlugin(app: FastifyInstance, { config }: { config: ServerConfig }) {
  if (config.storage.databaseUrl) {
    if (config.backup.dir)
      app.log.info(
        "with DATABASE_URL, backups are the PostgreSQL server operator's job: BACKUP_DIR is not used (dump and load still work)",
      );
    return;
  }
  if (!backupsOn(config) || !config.backup.dir) return;
  const storage = folderStorage(config.backup.dir);
  const archiver = startArchiver({
    spool: walSpool(config.storage.dataDir),
    storage,
    key: config.backup.encryptionKey,
    log: app.log,
  });
  const job = baseBackupJob(app, config, storage, archiver);
  const first = setTimeout(() => void job.check(), 0);
  const hourly = setInterval(() => void job.check(), HOUR_MS);
  hourly.unref();
  app.decorate("backups", {
    state: async () => ({ ...(await archiver.state()), lastBaseBackupAt: job.last()?.finishedAt }),
  });
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(hourly);
    await job.idle();
    await archiver.stop();
  });
}

export default fp(backupsPlugin, { name: "backups", dependencies: ["intake"] });
