/**
 * The names a backup target may hold, and nothing else: whatever a restore,
 * the drill or retention reads from a folder or a bucket is checked against
 * these before it becomes a local path, a deletion or a file to open. Anyone
 * who can write to the target can plant a file; a name we would not have
 * written, or a plain file where a sealed one belongs, is refused by name.
 *
 *   wal/<segment | history | backup label | partial segment>.gz[.enc]
 *   base/<id>/data.tar.gz[.enc]
 *   base/<id>/info.json.gz[.enc]
 *   base/<id>/info.json          (plain: base backups taken before infos were sealed)
 */
import path from "node:path";

/** Why a backup cannot be read or restored as it stands; the message names the file. */
export class RestoreError extends Error {}

/** A base backup's id: the moment it started, as takeBaseBackup writes it (20261126T140500123Z). */
export const BASE_ID = /^\d{8}T\d{9}Z$/;
export const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/** What PostgreSQL archives: segments, timeline histories, backup labels, a partial last segment. */
const ARCHIVED =
  /^(?:[0-9A-F]{24}|[0-9A-F]{8}\.history|[0-9A-F]{24}\.[0-9A-F]{8}\.backup|[0-9A-F]{24}\.partial)$/;
const SEALED = /^(.*)\.gz(\.enc)?$/;
const BASE_FILE = /^base\/([^/]+)\/(data\.tar\.gz(?:\.enc)?|info\.json(?:\.gz(?:\.enc)?)?)$/;

export interface StoredFile {
  /** Its name in the target ("wal/000000010000000000000003.gz.enc"). */
  stored: string;
  /** What PostgreSQL called it ("000000010000000000000003", "00000002.history"). */
  name: string;
}

function refuse(stored: string, why: string): never {
  throw new RestoreError(`${stored} ${why}`);
}

/** With a key, only sealed files are read: a plain one could have been written by anyone. */
function checkSealed(stored: string, key: Buffer | undefined) {
  if (key && !stored.endsWith(".enc"))
    refuse(
      stored,
      "is not encrypted, though BACKUP_ENCRYPTION_KEY is set: it was not written by this server",
    );
}

/** A file listed under wal/, checked: its archived name, or a refusal naming it. */
export function walFile(stored: string, key: Buffer | undefined): StoredFile {
  const sealed = SEALED.exec(stored.slice("wal/".length));
  const name = sealed?.[1];
  if (!stored.startsWith("wal/") || !name || !ARCHIVED.test(name))
    refuse(stored, "is not a name the backups write: it was not written by this server");
  checkSealed(stored, key);
  return { stored, name };
}

/**
 * A file listed under base/, checked: its base backup's id and its kind, or a
 * refusal naming it. A plain info.json is an older base backup's (`legacy`):
 * ./base-backup.ts trusts it less.
 */
export function baseFile(stored: string, key: Buffer | undefined) {
  const match = BASE_FILE.exec(stored);
  const id = match?.[1];
  if (!match || !id || !BASE_ID.test(id))
    refuse(stored, "is not a name the backups write: it was not written by this server");
  const legacy = match[2] === "info.json";
  if (!legacy) checkSealed(stored, key);
  return { stored, id, kind: match[2]?.startsWith("info") ? "info" : "data", legacy } as const;
}

/** Refuses an older base backup's plain info where its base backup has a sealed one. */
export function refuseLegacyBeside(stored: string, key: Buffer | undefined): never {
  checkSealed(stored, key);
  refuse(stored, "is a plain info file beside a sealed one: it was not written by this server");
}

/** The context a sealed file's records are bound to: its place in the target, before sealing. */
export const sealContext = (stored: string) => SEALED.exec(stored)?.[1] ?? stored;

/** `name` as a path inside `folder`, refused when it would reach outside it. */
export function inside(folder: string, name: string): string {
  const resolved = path.resolve(folder, name);
  const relative = path.relative(folder, resolved);
  if (!relative || relative.startsWith("..") || path.isAbsolute(relative))
    throw new RestoreError(`${name} names a file outside ${folder}`);
  return resolved;
}
