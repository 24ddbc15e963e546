/**
 * How the embedded PostgreSQL cluster is laid out in DATA_DIR and
 * configured: reachable only through a Unix socket in DATA_DIR, only by its
 * own OS user (and the server's), sized for a site that takes a few hundred
 * leads a day, and never trading durability for speed.
 */
import path from "node:path";

import type { DatabaseUser } from "./database-user";
import { archiveCommand } from "./wal-archive-command";

/** PostgreSQL names its socket file after a port; nothing listens on TCP. */
export const SOCKET_PORT = 5432;
export const ROLE = "brightway";
export const DATABASE = "brightway";

export interface ClusterLayout {
  dataDir: string;
  /** The cluster's own folder (PGDATA). */
  pgdata: string;
  /** Where the socket is: DATA_DIR/run/.s.PGSQL.5432. */
  socketDir: string;
}

export function clusterLayout(dataDir: string): ClusterLayout {
  return { dataDir, pgdata: path.join(dataDir, "postgres"), socketDir: path.join(dataDir, "run") };
}

/** Where the database copies each finished WAL segment for the server to ship (BACKUP_DIR set). */
export const walSpool = (dataDir: string) => path.join(dataDir, "wal-spool");

/** Where PostgreSQL marks a finished segment ".ready" until its archive command succeeds. */
export const archiveStatus = (dataDir: string) =>
  path.join(clusterLayout(dataDir).pgdata, "pg_wal", "archive_status");

export interface ArchiveSettings {
  /** A segment is switched (and so archived) at least this often while anything is written. */
  timeoutS: number;
}

/**
 * Continuous archiving: each segment copied into the spool and flushed
 * before PostgreSQL lets it go (wal-archive-command.ts), no process of ours
 * per segment; renamed into place, so the server never ships half a one.
 */
const archiveSettings = (
  layout: ClusterLayout,
  archive?: ArchiveSettings,
): Record<string, string> =>
  archive
    ? {
        wal_level: "replica",
        archive_mode: "on",
        archive_timeout: String(archive.timeoutS),
        archive_command: archiveCommand(walSpool(layout.dataDir)),
      }
    : {};

/** Connection settings for node-postgres, over the socket. */
export function socketConnection({ socketDir }: ClusterLayout, database = DATABASE) {
  return { host: socketDir, port: SOCKET_PORT, user: ROLE, database };
}

export const initdbArguments = (layout: ClusterLayout) => [
  `--pgdata=${layout.pgdata}`,
  `--username=${ROLE}`,
  "--auth-local=peer",
  "--auth-host=reject",
  "--encoding=UTF8",
  // PostgreSQL's own Unicode rules: the same on every machine, whatever locales it has.
  "--locale-provider=builtin",
  "--builtin-locale=C.UTF-8",
  "--locale=C",
];

/** What a start may change: archiving, and connections where one cluster serves several servers. */
export interface ClusterOptions {
  archive?: ArchiveSettings;
  maxConnections?: number;
}

const settings = (
  layout: ClusterLayout,
  { archive, maxConnections = 20 }: ClusterOptions,
): Record<string, string> => ({
  listen_addresses: "",
  unix_socket_directories: layout.socketDir,
  unix_socket_permissions: "0700",
  port: String(SOCKET_PORT),
  // Durability: a commit returns only once its WAL is on disk.
  fsync: "on",
  synchronous_commit: "on",
  full_page_writes: "on",
  // Small: a few connections, small caches, no parallel or I/O worker processes.
  max_connections: String(maxConnections),
  shared_buffers: "8MB",
  work_mem: "4MB",
  maintenance_work_mem: "16MB",
  io_method: "sync",
  max_parallel_workers_per_gather: "0",
  autovacuum_max_workers: "1",
  max_logical_replication_workers: "0",
  wal_level: "minimal",
  max_wal_senders: "0",
  min_wal_size: "32MB",
  max_wal_size: "256MB",
  huge_pages: "off",
  jit: "off",
  TimeZone: "UTC",
  // Only what stops the database reaches the log: never a statement or a row.
  log_min_messages: "fatal",
  log_min_error_statement: "panic",
  log_error_verbosity: "terse",
  log_line_prefix: "",
  ...archiveSettings(layout, archive),
});

export const postgresArguments = (layout: ClusterLayout, options: ClusterOptions) => [
  "-D",
  layout.pgdata,
  ...Object.entries(settings(layout, options)).flatMap(([name, value]) => [
    "-c",
    `${name}=${value}`,
  ]),
];

/** Written at every start: the socket admits only these OS users, as the one role. */
export function accessFiles(user: DatabaseUser) {
  const osUsers = [...new Set([user.serverUser, user.name])];
  return {
    "pg_hba.conf": `# Written by the Brightway server at each start.\nlocal all ${ROLE} peer map=server\n`,
    "pg_ident.conf": `# Written by the Brightway server at each start.\n${osUsers
      .map((osUser) => `server ${osUser} ${ROLE}\n`)
      .join("")}`,
  };
}
