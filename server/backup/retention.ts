/**
 * BACKUP_RETENTION_DAYS: base backups older than that go, the newest always
 * stays, and so does every WAL segment from the earliest start of a kept
 * base backup on (by position, not by order: an older version's plain info
 * could name any segment).
 */
import { baseBackups } from "./base-backup";
import { walFile } from "./backup-names";
import type { BackupStorage } from "./storage";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A segment's place in the WAL whatever its timeline: its log and segment numbers. */
export const walPosition = (segment: string) => segment.slice(8, 24);

export async function pruneBackups(
  storage: BackupStorage,
  retentionDays: number,
  key: Buffer | undefined,
) {
  const all = await baseBackups(storage, key);
  const cutoff = Date.now() - retentionDays * DAY_MS;
  const expired = all.slice(0, -1).filter((base) => Date.parse(base.startedAt) < cutoff);
  const kept = all.filter((base) => !expired.includes(base));
  for (const base of expired) {
    for (const name of await storage.list(`base/${base.id}/`)) await storage.delete(name);
  }
  const earliest = kept.map((base) => walPosition(base.startWal)).sort()[0];
  if (earliest === undefined) return;
  for (const { stored, name } of (await storage.list("wal/")).map((each) => walFile(each, key))) {
    const segment = /^[0-9A-F]{24}/.exec(name)?.[0];
    if (segment && walPosition(segment) < earliest) await storage.delete(stored);
  }
}
