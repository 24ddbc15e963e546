/** Whether this server backs its database up, where to, and how often its WAL is switched for archiving. */
import path from "node:path";

import type { ServerConfig } from "../config";
import type { ArchiveSettings } from "../db/cluster-settings";
import { type S3Location, parseS3Url } from "../s3-location";
import { authenticatedStorage, backupMacKey, existingBackupMacKey } from "./backup-mac";
import { RestoreError } from "./backup-names";
import { type S3StorageOptions, s3Storage } from "./s3-storage";
import { type BackupStorage, bothTargets, folderStorage } from "./storage";

/** What the backup job logs when an S3 request needed more than one attempt. */
export const S3_RETRIED_LINE = "an S3 request succeeded after retries";

/** Backups run for the embedded database only: a PostgreSQL server's operator backs that up. */
export const backupsOn = ({ backup, storage }: ServerConfig) =>
  Boolean((backup.dir || backup.s3) && !storage.databaseUrl);

/**
 * A segment is switched a little before the lag limit, so that it is
 * copied and shipped (every half second) within the limit.
 */
export function archiveSettings(config: ServerConfig): ArchiveSettings | undefined {
  if (!backupsOn(config)) return undefined;
  return { timeoutS: Math.max(1, config.backup.maxLagS - 2) };
}

function s3Target(
  location: S3Location,
  { s3Access }: ServerConfig["backup"],
  options?: S3StorageOptions,
) {
  const { accessKeyId, secretAccessKey } = s3Access;
  if (!accessKeyId || !secretAccessKey)
    throw new RestoreError("AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set to reach S3.");
  return s3Storage(location, { ...s3Access, accessKeyId, secretAccessKey }, options);
}

/**
 * Where this server's backups go: BACKUP_DIR, BACKUP_S3_URL, or both (the
 * folder first: it answers reads, and a file is copied from it to S3);
 * without BACKUP_ENCRYPTION_KEY (a folder only), every file authenticated
 * with DATA_DIR's key (./backup-mac.ts). Undefined when backups are off.
 * `s3` is told of S3 requests that needed retries.
 */
export function backupStorage(
  config: ServerConfig,
  s3Options?: S3StorageOptions,
): BackupStorage | undefined {
  if (!backupsOn(config)) return undefined;
  const { dir, s3 } = config.backup;
  const folder = dir ? folderStorage(dir) : undefined;
  const bucket = s3 ? s3Target(s3, config.backup, s3Options) : undefined;
  const storage = folder && bucket ? bothTargets(folder, bucket) : (folder ?? bucket);
  return storage && !config.backup.encryptionKey
    ? authenticatedStorage(storage, backupMacKey(config.storage.dataDir))
    : storage;
}

/**
 * The backups at `place`, a folder or an s3://bucket/prefix URL (restore
 * --from). A folder without BACKUP_ENCRYPTION_KEY is checked with the key in
 * DATA_DIR, which must be there, unless the operator restores it
 * `unauthenticated`; the key is answered too, for the restored DATA_DIR.
 */
export function storageAt(
  place: string,
  config: ServerConfig,
  { unauthenticated = false } = {},
): { storage: BackupStorage; macKey?: Buffer } {
  if (!place.startsWith("s3://")) {
    const folder = folderStorage(path.resolve(place));
    if (config.backup.encryptionKey || unauthenticated) return { storage: folder };
    const macKey = existingBackupMacKey(config.storage.dataDir);
    return { storage: authenticatedStorage(folder, macKey), macKey };
  }
  const location = parseS3Url(place);
  if (!location)
    throw new RestoreError(
      `${place} must be an s3://bucket/prefix URL (a bucket name in lower case).`,
    );
  const storage = s3Target(location, config.backup);
  // Backups to S3 are always encrypted: a plain file there was not written by a server.
  if (!config.backup.encryptionKey && !unauthenticated)
    throw new RestoreError(
      "Set BACKUP_ENCRYPTION_KEY to restore from S3: those backups are encrypted.",
    );
  return { storage };
}
