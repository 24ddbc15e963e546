/**
 * What owners, /api/health and the digest are told about backups: times, a
 * lag and the drill's verdict, never anything about a lead or a person; and
 * when it needs someone's attention.
 */
import type { ArchiveState } from "./archiver";

export interface BackupState extends ArchiveState {
  /** What the backups are written to (a folder, a bucket), never a secret. */
  target: string;
  maxLagS: number;
  lastBaseBackupAt?: string;
  /** The last drill (a restore into a scratch folder, checked): when, and whether it held. */
  lastDrill?: { at: string; ok: boolean; problem?: string; leads?: number };
  /** Set when someone should look: the drill failed, or the archive is behind. */
  alert?: BackupAlert;
}

export type BackupAlert = "drill failed" | "archive behind";

/** A failed drill, or an archive more than twice its lag limit behind. */
export function backupAlert(
  state: Pick<BackupState, "lagS" | "lastDrill" | "maxLagS">,
): BackupAlert | undefined {
  if (state.lastDrill && !state.lastDrill.ok) return "drill failed";
  if (state.lagS > 2 * state.maxLagS) return "archive behind";
  return undefined;
}

/** For /api/health, which anyone may read: whether the backups hold, in a word. */
export function publicBackupState(state: Pick<BackupState, "alert">): BackupAlert | "ok" {
  return state.alert ?? "ok";
}
