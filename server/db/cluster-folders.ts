/**
 * DATA_DIR and the cluster's folders in it: created readable by their
 * owner only, owned by the database's OS user, reachable by it.
 */
import { chmod, chown, mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { StartupError } from "../startup-error";
import { type ClusterLayout, accessFiles } from "./cluster-settings";
import type { DatabaseUser } from "./database-user";

async function ownFolder(folder: string, user: DatabaseUser) {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  if (user.ids) await chown(folder, user.ids.uid, user.ids.gid);
}

/** Every folder above DATA_DIR must let the database's user pass through. */
async function assertReachable(dataDir: string, { name, ids }: DatabaseUser) {
  if (!ids) return;
  for (let folder = path.dirname(dataDir); ; folder = path.dirname(folder)) {
    const { mode, uid, gid } = await stat(folder);
    const searchBit = uid === ids.uid ? 0o100 : gid === ids.gid ? 0o010 : 0o001;
    if ((mode & searchBit) === 0) {
      throw new StartupError(
        `The embedded database runs as the user ${name}, which cannot reach ${dataDir}: ` +
          `${folder} does not let it through. Allow it (chmod o+x ${folder}) or choose another DATA_DIR.`,
      );
    }
    if (folder === path.dirname(folder)) return;
  }
}

export async function prepareFolders(
  layout: ClusterLayout,
  user: DatabaseUser,
  more: string[] = [],
) {
  await ownFolder(layout.dataDir, user);
  await assertReachable(layout.dataDir, user);
  for (const folder of [layout.socketDir, ...more]) await ownFolder(folder, user);
}

export async function writeAccessFiles(layout: ClusterLayout, user: DatabaseUser) {
  for (const [name, content] of Object.entries(accessFiles(user))) {
    const file = path.join(layout.pgdata, name);
    await writeFile(file, content, { mode: 0o600 });
    if (user.ids) await chown(file, user.ids.uid, user.ids.gid);
  }
}
