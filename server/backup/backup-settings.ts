/** Whether this server backs its database up, and how often its WAL is switched for archiving. */
import type { ServerConfig } from "../config";
import type { ArchiveSettings } from "../db/cluster-settings";

/** Backups run for the embedded database only: a PostgreSQL server's operator backs that up. */
export const backupsOn = ({ backup, storage }: ServerConfig) =>
  Boolean(backup.dir && !storage.databaseUrl);

/**
 * A segment is switched a little before the lag limit, so that it is
 * copied and shipped (every half second) within the limit.
 */
export function archiveSettings(config: ServerConfig): ArchiveSettings | undefined {
  if (!backupsOn(config)) return undefined;
  return { timeoutS: Math.max(1, config.backup.maxLagS - 2) };
}
