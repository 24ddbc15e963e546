/** The entries of a small tar, each with its whole body, from server/backup/tar.ts' parts. */
import type { Readable } from "node:stream";

import { type TarEntry, readTarParts } from "../../../server/backup/tar";

export async function tarEntries(stream: Readable): Promise<TarEntry[]> {
  const entries: (TarEntry & { pieces: Buffer[] })[] = [];
  for await (const part of readTarParts(stream)) {
    if (part.kind === "data") entries.at(-1)?.pieces.push(Buffer.from(part.data));
    else entries.push({ name: part.name, mode: part.mode, pieces: [] });
  }
  return entries.map(({ name, mode, pieces }) =>
    name.endsWith("/") ? { name, mode } : { name, mode, body: Buffer.concat(pieces) },
  );
}
