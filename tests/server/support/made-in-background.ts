/**
 * Folders the global setup makes while the first test files already run (a first start's
 * DATA_DIR, the published template's): it gives their paths at once and marks each once made;
 * a test that copies one waits for its mark. A making that failed fails those tests with its
 * error, and only those.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";

/** Generous: a first start on a busy 2-core machine, beside the first test files, takes seconds. */
const WAIT_MS = 180_000;

/** Beside the folder, not in it: the folder is copied whole. */
export const markOf = (folder: string) => `${folder}.made`;

/** Writes `folder`'s mark once `making` settles: empty when made, the error when not. */
export async function markWhenMade(folder: string, making: Promise<unknown>) {
  const failure = await making.then(
    () => "",
    (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error)),
  );
  await writeFile(markOf(folder), failure);
}

/** `folder` once the global setup has made it; throws the making's error when it failed. */
export async function whenMade(folder: string): Promise<string> {
  const mark = markOf(folder);
  for (let waited = 0; !existsSync(mark); waited += 50) {
    if (waited > WAIT_MS) throw new Error(`${folder} was not made within ${WAIT_MS / 1000} s`);
    await sleep(50);
  }
  const failure = await readFile(mark, "utf8");
  if (failure) throw new Error(`The global setup could not make ${folder}:\n${failure}`);
  return folder;
}
