/**
 * `brightway load --input FILE`: fills an empty database from a dump
 * (dump-format.ts) in one transaction, refusing one that holds any data.
 * Rows go in batches through jsonb_populate_recordset, which reads each
 * value with its column's own input function; sequences then continue
 * after the highest value loaded. A dump from an older version loads into
 * this one (columns added since take their defaults); a newer one is refused.
 */
import { stat } from "node:fs/promises";

import { sql } from "drizzle-orm";

import { appendAudit, commandLine } from "../audit/audit-log";
import { type Query, appliedMigrations } from "../db/applied-migrations";
import type { Db, Tx } from "../db/database";
import {
  DUMP_FORMAT,
  DUMP_VERSION,
  type DumpHeader,
  type DumpLine,
  dumpTables,
  literal,
  quoted,
  readDumpFile,
} from "./dump-format";
import { type Progress, noProgress } from "./progress";

const BATCH_ROWS = 1000;

/** A dump that cannot go into this database; the message says why. */
export class LoadRefusedError extends Error {}

const txQuery =
  (tx: Tx): Query =>
  async <Row>(text: string) =>
    (await tx.execute(sql.raw(text))).rows as Row[];

function checkedHeader(line: unknown): DumpHeader {
  const header = line as Partial<DumpHeader> | undefined;
  if (header?.format !== DUMP_FORMAT)
    throw new LoadRefusedError("The file is not a Brightway dump.");
  if (header.version !== DUMP_VERSION)
    throw new LoadRefusedError(
      `The dump is in format version ${header.version}; this version reads version ${DUMP_VERSION}.`,
    );
  return header as DumpHeader;
}

async function refuseUnlessCompatible(query: Query, header: DumpHeader) {
  const target = await appliedMigrations(query);
  if (header.migrations.applied > target.applied)
    throw new LoadRefusedError(
      `The dump comes from a newer version (${header.migrations.applied} migrations; this one has ${target.applied}): load it with that version or a later one.`,
    );
  const tables = new Map((await dumpTables(query)).map((table) => [table.name, table.columns]));
  for (const { name, columns } of header.tables) {
    const known = tables.get(name);
    const unknown = columns.filter((column) => !known?.includes(column));
    if (!known || unknown.length > 0)
      throw new LoadRefusedError(`This database has no place for ${name}.${unknown[0] ?? "*"}.`);
  }
  for (const name of tables.keys()) {
    const [row] = await query<{ any: boolean }>(
      `select exists(select 1 from ${quoted(name)}) as any`,
    );
    if (row?.any)
      throw new LoadRefusedError(
        `The database is not empty (${name} has rows): load fills an empty one only.`,
      );
  }
}

async function insertBatch(tx: Tx, table: string, columns: string[], rows: unknown[]) {
  const list = columns.map(quoted).join(", ");
  await tx.execute(
    sql`${sql.raw(`insert into ${quoted(table)} (${list}) select ${list} from jsonb_populate_recordset(null::${quoted(table)},`)} ${JSON.stringify(rows)}::jsonb)`,
  );
}

/** Every serial or identity column's sequence continues after the highest value loaded. */
async function advanceSequences(query: Query) {
  const owned = await query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
     where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { table, column } of owned) {
    await query(
      `select setval(pg_get_serial_sequence(${literal(quoted(table))}, ${literal(column)}),
         coalesce(max(${quoted(column)}), 1), max(${quoted(column)}) is not null) from ${quoted(table)}`,
    );
  }
}

/** Reads FILE's first line: a file that is not a dump, or needs another key, is refused before any database opens. */
export async function readDumpHeader(file: string, key: Buffer | undefined): Promise<DumpHeader> {
  const lines = readDumpFile(file, key);
  try {
    return checkedHeader((await lines.next()).value);
  } finally {
    await lines.return(undefined);
  }
}

/** Loads FILE into `db`, which must be empty; returns each table's row count. */
export async function loadDatabase(
  db: Db,
  file: string,
  key: Buffer | undefined,
  progress: Progress = noProgress,
): Promise<Record<string, number>> {
  progress.step("loading the rows", "rows", { bytes: (await stat(file)).size });
  const lines = readDumpFile(file, key, progress);
  const header = checkedHeader((await lines.next()).value);
  return db.transaction(async (tx) => {
    const query = txQuery(tx);
    await refuseUnlessCompatible(query, header);
    const columnsOf = new Map(header.tables.map((table) => [table.name, table.columns]));
    const loaded: Record<string, number> = {};
    let batch: { table: string; rows: unknown[] } | undefined;
    const flush = async () => {
      if (!batch || batch.rows.length === 0) return;
      await insertBatch(tx, batch.table, columnsOf.get(batch.table) as string[], batch.rows);
      progress.add({ items: batch.rows.length });
      loaded[batch.table] = (loaded[batch.table] ?? 0) + batch.rows.length;
      batch = undefined;
    };
    let end: Record<string, number> | undefined;
    for await (const value of lines) {
      const line = value as DumpLine;
      if (end) throw new LoadRefusedError("The dump is damaged: it goes on after its end.");
      if ("end" in line) {
        end = line.rows;
        continue;
      }
      if (!columnsOf.has(line.t))
        throw new LoadRefusedError(`The dump names an unknown table, ${line.t}.`);
      if (batch?.table !== line.t) await flush();
      batch ??= { table: line.t, rows: [] };
      batch.rows.push(line.r);
      if (batch.rows.length >= BATCH_ROWS) await flush();
    }
    await flush();
    const expected = Object.entries(end ?? {}).filter(([, count]) => count > 0);
    if (!end || expected.some(([table, count]) => loaded[table] !== count))
      throw new LoadRefusedError(
        "The dump is incomplete: its rows do not add up to its own count.",
      );
    await advanceSequences(query);
    await appendAudit(tx, {
      actor: commandLine,
      action: "loaded a dump",
      details: { created: header.created, rows: loaded },
    });
    return loaded;
  });
}
