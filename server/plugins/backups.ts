/**
 * Continuous backup of the embedded database (BACKUP_DIR and/or
 * BACKUP_S3_URL): the archiver
 * ships WAL as the database writes it; a base backup is taken at the first
 * start and every BACKUP_FULL_EVERY_H hours, in the background, then older
 * ones pruned; once a day the drill restores the newest into a scratch
 * folder and checks it. Decorates `app.backups` (undefined when backups are off).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { type Archiver, type ArchiveState, startArchiver } from "../backup/archiver";
import { type BaseBackupInfo, baseBackups, takeBaseBackup } from "../backup/base-backup";
import { backupStorage } from "../backup/backup-settings";
import { pruneBackups } from "../backup/retention";
import { type DrillResult, drillFolder, verifyBackups } from "../backup/verify";
import type { BackupStorage } from "../backup/storage";
import type { ServerConfig } from "../config";
import { clusterLayout, walSpool } from "../db/cluster-settings";

export interface BackupState extends ArchiveState {
  lastBaseBackupAt?: string;
  /** The last daily drill (a restore into a scratch folder, checked): when, and whether it held. */
  lastDrill?: { at: string; ok: boolean; problem?: string };
}

declare module "fastify" {
  interface FastifyInstance {
    backups?: { state: () => Promise<BackupState> };
  }
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The last drill's result, kept in DATA_DIR so that a restart does not forget a failure. */
const drillFile = (dataDir: string) => path.join(dataDir, "backup-drill.json");

async function readLastDrill(dataDir: string): Promise<DrillResult | undefined> {
  try {
    return JSON.parse(await readFile(drillFile(dataDir), "utf8")) as DrillResult;
  } catch {
    return undefined;
  }
}

function drillJob(app: FastifyInstance, config: ServerConfig, storage: BackupStorage) {
  const { dataDir } = config.storage;
  let last: DrillResult | undefined;
  const loaded = readLastDrill(dataDir).then((result) => (last ??= result));
  const run = async () => {
    const result = await verifyBackups({
      storage,
      key: config.backup.encryptionKey,
      live: app.intake.db,
      scratch: drillFolder(dataDir),
      log: app.log,
    });
    last = result;
    await writeFile(drillFile(dataDir), JSON.stringify(result), { mode: 0o600 });
    if (result.ok) app.log.info({ baseBackup: result.baseBackup }, "backup drill passed");
    else
      app.log.error(
        { problem: result.problem },
        "backup drill failed: the backup does not restore",
      );
  };
  return { run, last: async () => (await loaded, last) };
}

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
        app.log.warn({ err: error }, "could not take a base backup; retrying within the hour");
      }
    }));
  return { check, last: () => last, idle: () => running };
}

async function backupsPlugin(app: FastifyInstance, { config }: { config: ServerConfig }) {
  if (config.storage.databaseUrl) {
    if (config.backup.dir || config.backup.s3)
      app.log.info(
        "with DATABASE_URL, backups are the PostgreSQL server operator's job: BACKUP_DIR and BACKUP_S3_URL are not used (dump and load still work)",
      );
    return;
  }
  const storage = backupStorage(config);
  if (!storage) return;
  const archiver = startArchiver({
    spool: walSpool(config.storage.dataDir),
    storage,
    key: config.backup.encryptionKey,
    log: app.log,
  });
  const job = baseBackupJob(app, config, storage, archiver);
  const drill = drillJob(app, config, storage);
  const first = setTimeout(() => void job.check(), 0);
  const hourly = setInterval(() => void job.check(), HOUR_MS);
  hourly.unref();
  // The drill waits for any base backup in progress, so the two never restore and write at once.
  const daily = setInterval(() => void job.idle().then(drill.run), DAY_MS);
  daily.unref();
  app.decorate("backups", {
    state: async () => {
      const lastDrill = await drill.last();
      return {
        ...(await archiver.state()),
        lastBaseBackupAt: job.last()?.finishedAt,
        ...(lastDrill && {
          lastDrill: { at: lastDrill.at, ok: lastDrill.ok, problem: lastDrill.problem },
        }),
      };
    },
  });
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(hourly);
    clearInterval(daily);
    await job.idle();
    await archiver.stop();
  });
}

export default fp(backupsPlugin, { name: "backups", dependencies: ["intake"] });
