/**
 * Who runs the embedded database: this process's own user, or, when this
 * process is root (which PostgreSQL refuses), the unprivileged system user
 * `postgres`, created when the machine has none.
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { userInfo } from "node:os";

import { StartupError } from "../startup-error";

export const SYSTEM_USER = "postgres";

export interface DatabaseUser {
  /** The database's OS user. */
  name: string;
  /** Set when the database runs as another user than this process. */
  ids?: { uid: number; gid: number };
  /** This process's OS user, which connects to the database. */
  serverUser: string;
}

function systemUserIds(): { uid: number; gid: number } | undefined {
  try {
    const entry = execFileSync("getent", ["passwd", SYSTEM_USER], { encoding: "utf8" });
    const [, , uid, gid] = entry.trim().split(":");
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return undefined;
  }
}

function createSystemUser() {
  try {
    execFileSync(
      "useradd",
      ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", SYSTEM_USER],
      { stdio: "pipe" },
    );
  } catch (error) {
    throw new StartupError(
      `PostgreSQL does not run as root, and the user "${SYSTEM_USER}" could not be created ` +
        `(${String((error as { stderr?: unknown }).stderr ?? error).trim()}). Create it, or run the server as another user.`,
    );
  }
}

export function databaseUser(): DatabaseUser {
  const me = userInfo();
  if (me.uid !== 0) return { name: me.username, serverUser: me.username };
  let ids = systemUserIds();
  if (!ids) {
    createSystemUser();
    ids = systemUserIds();
  }
  if (!ids)
    throw new Error(`The system user "${SYSTEM_USER}" could not be found after creating it.`);
  return { name: SYSTEM_USER, ids, serverUser: me.username };
}

function userName(uid: number): string {
  try {
    const [name] = execFileSync("getent", ["passwd", String(uid)], { encoding: "utf8" }).split(":");
    return name || `with id ${uid}`;
  } catch {
    return `with id ${uid}`;
  }
}

/**
 * Refuses a DATA_DIR that another user owns: a service's own (deploy/brightway.service runs as
 * `brightway`). Its database runs as that user and accepts connections from that user only, and
 * a command run as root would make the folders over to `postgres`, after which the service could
 * no longer start. A folder root owns is fine (made by root, given over at the first start).
 */
export function assertDataDirOwner(dataDir: string, user: DatabaseUser) {
  const owner = statSync(dataDir, { throwIfNoEntry: false })?.uid;
  const databaseUid = user.ids?.uid ?? userInfo().uid;
  if (owner === undefined || owner === 0 || owner === databaseUid) return;
  const name = userName(owner);
  throw new StartupError(
    `${dataDir} belongs to the user ${name}; this process would run its database as ${user.name}. ` +
      `Run the command as ${name}: where the service runs, \`brightway …\` does (docs/deploying.md).`,
  );
}
