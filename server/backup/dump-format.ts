/**
 * The portable dump (`brightway dump` / `load`), version 1: a gzip
 * stream of JSON lines, sealed with BACKUP_ENCRYPTION_KEY when one is set
 * (see encryption.ts).
 *
 *   line 1   {"format":"brightway-dump","version":1,"created":ISO 8601,
 *             "migrations":{"applied":N,"last":<journal time of the last>},
 *             "tables":[{"name":"leads","columns":["id",...]}, ...]}
 *   then     {"t":"<table>","r":{<column>:<value as PostgreSQL's to_jsonb writes it>}}
 *            one per row, tables in the header's order (parents before children)
 *   last     {"end":true,"rows":{"<table>":<count>, ...}}
 *
 * Every table of the schema except sessions and sign-in challenges, which
 * are worth nothing elsewhere; generated columns are left out (the target
 * computes them). Values are PostgreSQL's own JSON forms (bytea as \x hex,
 * timestamps with their offset), read back by jsonb_populate_recordset.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { createInterface } from "node:readline";
import { PassThrough, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

import pg from "pg";

import { type Migrations, type Query } from "../db/applied-migrations";
import { BackupReadError, MAGIC, decryptStream, encryptStream, isEncrypted } from "./encryption";
import { type Progress, noProgress } from "./progress";

export const DUMP_FORMAT = "brightway-dump";
export const DUMP_VERSION = 1;
export const LEFT_OUT_TABLES = ["sessions", "challenges"];

export interface DumpTable {
  name: string;
  columns: string[];
}

export interface DumpHeader {
  format: typeof DUMP_FORMAT;
  version: number;
  created: string;
  migrations: Migrations;
  tables: DumpTable[];
}

export type DumpLine =
  { t: string; r: Record<string, unknown> } | { end: true; rows: Record<string, number> };

/**
 * The tables to carry, parents before the tables that refer to them, with
 * their stored (not generated) columns.
 */
export async function dumpTables(query: Query): Promise<DumpTable[]> {
  const columns = await query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
     where table_schema = 'public' and is_generated = 'NEVER'
       and table_name in (select tablename from pg_tables where schemaname = 'public')
     order by table_name, ordinal_position`,
  );
  const references = await query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     where k.contype = 'f' and c.relname <> p.relname`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (LEFT_OUT_TABLES.includes(table)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const ordered: DumpTable[] = [];
  const placed = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name) || !byTable.has(name)) return;
    placed.add(name);
    for (const { child, parent } of references) if (child === name) place(parent);
    ordered.push({ name, columns: byTable.get(name) as string[] });
  };
  for (const name of [...byTable.keys()].sort()) place(name);
  return ordered;
}

/** An identifier and a text literal in SQL, escaped by the driver itself. */
export const quoted = (identifier: string) => pg.escapeIdentifier(identifier);
export const literal = (text: string) => pg.escapeLiteral(text);

/** What a dump's sealed records are bound to: a dump is one file, moved and renamed freely. */
const DUMP_CONTEXT = "dump";

/** Writes lines to FILE (gzip, sealed when a key is given), whole or not at all. */
export async function writeDumpFile(file: string, lines: Readable, key: Buffer | undefined) {
  const partial = `${file}.partial`;
  try {
    // Readable by its owner only: a new file, never one an earlier run or another user left.
    await rm(partial, { force: true });
    await pipeline(
      lines,
      createGzip(),
      key ? encryptStream(key, DUMP_CONTEXT) : new PassThrough(),
      createWriteStream(partial, { mode: 0o600, flags: "wx" }),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** The file's first bytes say whether it is sealed: a plain dump reads with or without a key. */
async function isSealed(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(MAGIC.length), 0, MAGIC.length, 0);
    return isEncrypted(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** The lines of a dump file, parsed; errors say what is wrong with the file. */
export async function* readDumpFile(
  file: string,
  key: Buffer | undefined,
  progress: Progress = noProgress,
): AsyncGenerator<unknown> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const sealed = await isSealed(file);
  // A dump is one file, renamed freely: the first format loses nothing that matters to it.
  const opened = sealed
    ? decryptStream(key, DUMP_CONTEXT, { firstFormat: true })
    : new PassThrough();
  const reading = pipeline(source, opened, gunzip);
  // Counted as it is read: once piped, so that nothing flows before the pipeline takes it.
  source.on("data", (chunk) => progress.add({ bytes: chunk.length }));
  const reader = createInterface({ input: gunzip, crlfDelay: Infinity });
  let stopped = false;
  // A failure anywhere ends the lines with that failure; stopping early is none.
  reading.catch((error: unknown) => {
    if (!stopped) gunzip.destroy(error as Error);
  });
  try {
    for await (const line of reader) {
      if (line) yield JSON.parse(line) as unknown;
    }
  } catch (error) {
    if (error instanceof BackupReadError) throw error;
    if ((error as NodeJS.ErrnoException).code?.startsWith("Z_"))
      throw new BackupReadError("it is not a dump, or it is damaged");
    throw error;
  } finally {
    stopped = true;
    const ignore = () => {};
    for (const emitter of [source, opened, gunzip, reader] as NodeJS.EventEmitter[])
      emitter.on("error", ignore);
    source.destroy();
  }
}
