/** The archiver shipping WAL from the spool while another one (`backup now`) ships the same spool. */
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, expect, it } from "vitest";

import { startArchiver } from "../../server/backup/archiver";
import { folderStorage } from "../../server/backup/storage";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true })));
});

async function folder() {
  const made = await mkdtemp(path.join(tmpdir(), "archiver-"));
  folders.push(made);
  return made;
}

it("ships every segment once between two archivers on one spool, and neither calls the target unreachable", async () => {
  const spool = await folder();
  const target = await folder();
  const segments = Array.from({ length: 40 }, (_, index) =>
    (index + 1).toString(16).toUpperCase().padStart(24, "0"),
  );
  for (const segment of segments) await writeFile(path.join(spool, segment), segment);
  const warnings: string[] = [];
  const log = {
    info: () => {},
    warn: (_details: object, message: string) => warnings.push(message),
    error: (_details: object, message: string) => warnings.push(message),
  };
  const archivers = [1, 2].map(() =>
    startArchiver({
      spool,
      storage: folderStorage(target),
      key: undefined,
      log,
      intervalMs: 60_000,
    }),
  );
  await Promise.all(archivers.map((archiver) => archiver.shipNow()));
  await Promise.all(archivers.map((archiver) => archiver.stop()));

  expect(warnings).toEqual([]);
  expect(await readdir(spool)).toEqual([]);
  expect(await readdir(path.join(target, "wal"))).toEqual(
    segments.map((segment) => `${segment}.gz`),
  );
});
