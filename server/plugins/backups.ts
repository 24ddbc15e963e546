/**
 * Continuous backup of the embedded database (BACKUP_DIR and/or
 * BACKUP_S3_URL): the archiver
 * ships WAL as the database writes it; a base backup is taken at the first
 * start and every BACKUP_FULL_EVERY_H hours, in the background, then older
 * ones pruned; 24 hours after the last drill (or after the first base
 * backup), the drill restores the newest into a scratch folder and checks it,
 * however often the server restarts. Base backups and drills take turns,
 * each in a process of its own (../backup/backup-job.ts). Decorates `app.backups` (undefined when backups are off).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { type Archiver, startArchiver } from "../backup/archiver";
import type { BackupJob, BackupResults } from "../backup/backup-job";
import { type BaseBackup, baseBackups } from "../backup/base-backup";
import { S3_RETRIED_LINE, backupStorage } from "../backup/backup-settings";
import { type BackupState, backupAlert } from "../backup/backup-state";
import { pruneBackups } from "../backup/retention";
import type { DrillResult } from "../backup/verify";
import type { BackupStorage } from "../backup/storage";
import type { ServerConfig } from "../config";
import { archiveStatus, walSpool } from "../db/cluster-settings";
import { CLUSTER_LOG_LINES } from "../db/embedded-cluster";
import { runJobProcess } from "../jobs/job-process";

declare module "fastify" {
  interface FastifyInstance {
    backups?: {
      state: () => Promise<BackupState>;
      /** Runs the drill now (after any base backup in progress) and answers its result. */
      drill: () => Promise<DrillResult>;
    };
  }
}

export const BACKUP_JOB = "server/backup/backup-job.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The last drill's result, kept in DATA_DIR so that a restart neither forgets a failure nor postpones the next drill. */
const drillFile = (dataDir: string) => path.join(dataDir, "backup-drill.json");

async function readLastDrill(dataDir: string): Promise<DrillResult | undefined> {
  try {
    return JSON.parse(await readFile(drillFile(dataDir), "utf8")) as DrillResult;
  } catch {
    return undefined;
  }
}

/** The base backup or the drill, in its own process. */
function inJobProcess<K extends BackupJob["kind"]>(
  app: FastifyInstance,
  config: ServerConfig,
  kind: K,
): Promise<BackupResults[K]> {
  const job: BackupJob = { kind, config };
  return runJobProcess(BACKUP_JOB, job, {
    what: kind === "drill" ? "the drill" : "the base backup",
    log: app.log,
    lines: [...Object.values(CLUSTER_LOG_LINES), S3_RETRIED_LINE],
  });
}

function drillJob(app: FastifyInstance, config: ServerConfig) {
  const { dataDir } = config.storage;
  let last: DrillResult | undefined;
  const loaded = readLastDrill(dataDir).then((result) => (last ??= result));
  const run = async () => {
    // A drill whose process could not finish (killed, out of memory) is a failed drill.
    const result = await inJobProcess(app, config, "drill").catch(
      (error: unknown): DrillResult => ({
        ok: false,
        at: new Date().toISOString(),
        problem: (error as Error).message.split("\n")[0],
      }),
    );
    last = result;
    await writeFile(drillFile(dataDir), JSON.stringify(result), { mode: 0o600 });
    if (result.ok) app.log.info({ baseBackup: result.baseBackup }, "backup drill passed");
    else
      app.log.error(
        { problem: result.problem },
        "backup drill failed: the backup does not restore",
      );
    return result;
  };
  /** A day after the last drill, or after the oldest base backup kept when none has run yet. */
  const due = async (oldestBase: BaseBackup | undefined) => {
    await loaded;
    const since = last?.at ?? oldestBase?.finishedAt;
    return since !== undefined && Date.now() - Date.parse(since) >= DAY_MS;
  };
  return { run, due, last: async () => (await loaded, last) };
}

async function currentTimeline(app: FastifyInstance): Promise<number> {
  const { rows } = await app.db.$client.query<{ timeline: number }>(
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
  let last: BaseBackup | undefined;
  // An older version's base backup (legacy) is replaced at once by one sealed and authenticated.
  const dueAt = (base: BaseBackup | undefined, timeline: number) =>
    !base ||
    base.legacy ||
    base.timeline !== timeline ||
    Date.now() - Date.parse(base.startedAt) >= config.backup.fullEveryH * HOUR_MS;

  const check = async () => {
    try {
      last ??= (await baseBackups(storage, config.backup.encryptionKey)).at(-1);
      if (!dueAt(last, await currentTimeline(app))) return;
      last = await inJobProcess(app, config, "base-backup");
      await archiver.shipNow();
      await pruneBackups(storage, config.backup.retentionDays, config.backup.encryptionKey);
      app.log.info({ id: last.id }, "base backup taken");
    } catch (error) {
      app.log.warn({ err: error }, "could not take a base backup; retrying within the hour");
    }
  };
  return { check, last: () => last };
}

async function backupsPlugin(app: FastifyInstance, { config }: { config: ServerConfig }) {
  if (config.storage.databaseUrl) {
    app.log.info(
      config.backup.dir || config.backup.s3
        ? "with DATABASE_URL, backups are the PostgreSQL server operator's job: BACKUP_DIR and BACKUP_S3_URL are not used (dump and load still work)"
        : "with DATABASE_URL, backups are the PostgreSQL server operator's job (npm run brightway -- dump makes a portable copy)",
    );
    return;
  }
  const storage = backupStorage(config, {
    // Told once per request that needed more than one attempt. One that gave up
    // is also reported by whoever made it (the archiver once per outage), so only at debug.
    onRetried: ({ succeeded, ...retried }) =>
      succeeded
        ? app.log.warn(retried, "an S3 request succeeded after retries")
        : app.log.debug(retried, "an S3 request failed after retries"),
  });
  if (!storage) return;
  const archiver = startArchiver({
    spool: walSpool(config.storage.dataDir),
    archiveStatus: archiveStatus(config.storage.dataDir),
    storage,
    key: config.backup.encryptionKey,
    log: app.log,
  });
  const base = baseBackupJob(app, config, storage, archiver);
  const drill = drillJob(app, config);
  // One at a time: a drill never restores while a base backup is being written.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const done = turn.then(work);
    turn = done.catch(() => undefined);
    return done;
  };
  const hourlyCheck = () =>
    inTurn(async () => {
      await base.check();
      const oldest = await baseBackups(storage, config.backup.encryptionKey)
        .then((all) => all[0])
        .catch(() => undefined);
      if (await drill.due(oldest)) await drill.run();
    }).catch((error: unknown) =>
      app.log.warn({ err: error }, "the backup drill could not run; retrying within the hour"),
    );
  // The first check once the start's renderings are done, so that a base backup never runs beside them.
  let first: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    first = setTimeout(() => void hourlyCheck(), 0);
  });
  const hourly = setInterval(() => void hourlyCheck(), HOUR_MS);
  hourly.unref();
  app.decorate("backups", {
    state: async () => {
      const lastDrill = await drill.last();
      const state = {
        ...(await archiver.state()),
        target: storage.label,
        maxLagS: config.backup.maxLagS,
        lastBaseBackupAt: base.last()?.finishedAt,
        ...(lastDrill && {
          lastDrill: {
            at: lastDrill.at,
            ok: lastDrill.ok,
            problem: lastDrill.problem,
            leads: lastDrill.leads,
          },
        }),
      };
      return { ...state, alert: backupAlert(state) };
    },
    drill: () => inTurn(drill.run),
  });
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(hourly);
    await turn;
    await archiver.stop();
  });
}

export default fp(backupsPlugin, { name: "backups", dependencies: ["database"] });
