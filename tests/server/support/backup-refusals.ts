/** What the backup tests that plant files share: both readers of a target refuse, naming the file. */
import { chmod, readdir } from "node:fs/promises";
import path from "node:path";

import { expect } from "vitest";

import { leadsCommand } from "./leads-command";
import type { processFixture } from "./process-fixture";

/**
 * `backup verify` (the code of the server's drill) and `restore` both refuse, naming `file`;
 * the restore folder's parent stays as it was.
 */
export async function expectRefused(
  fixture: ReturnType<typeof processFixture>,
  env: NodeJS.ProcessEnv,
  place: string,
  file: string,
  why: string,
) {
  const verified = await leadsCommand(env, "backup", "verify");
  expect(verified.stderr).toContain(`The backup does not restore: ${file} ${why}`);
  expect(verified.code).toBe(1);
  const parent = await fixture.folder();
  const restored = await leadsCommand(
    env,
    "restore",
    "--from",
    place,
    "--data-dir",
    path.join(parent, "restored"),
  );
  expect(restored.stderr).toContain(`Restore failed: ${file} ${why}`);
  expect(restored.code).toBe(1);
  const outside = (await readdir(parent, { recursive: true })).filter(
    (name) => name !== "restored" && !name.startsWith(`restored${path.sep}`),
  );
  expect(outside).toEqual([]);
}

/** A folder where the embedded database's user (postgres, under root) can create a file. */
export async function writableByTheDatabase(fixture: ReturnType<typeof processFixture>) {
  const folder = await fixture.folder();
  await chmod(folder, 0o777);
  return folder;
}
