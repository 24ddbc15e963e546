/**
 * `brightway dump --output FILE`: one consistent snapshot of every
 * table (a read-only REPEATABLE READ transaction), written in the portable
 * format of dump-format.ts. PostgreSQL shapes each row as a line of JSON,
 * so the command only joins strings and memory stays flat.
 */
import { Readable } from "node:stream";

import type pg from "pg";
import QueryStream from "pg-query-stream";

import { appliedMigrations, clientQuery } from "../db/applied-migrations";
import {
  DUMP_FORMAT,
  DUMP_VERSION,
  type DumpHeader,
  dumpTables,
  literal,
  quoted,
  writeDumpFile,
} from "./dump-format";
import { type Progress, noProgress } from "./progress";

async function* snapshotLines(
  client: pg.PoolClient,
  rows: Record<string, number>,
  progress: Progress,
) {
  await client.query("begin isolation level repeatable read read only");
  try {
    const query = clientQuery(client);
    const tables = await dumpTables(query);
    const header: DumpHeader = {
      format: DUMP_FORMAT,
      version: DUMP_VERSION,
      created: new Date().toISOString(),
      migrations: await appliedMigrations(query),
      tables,
    };
    yield `${JSON.stringify(header)}\n`;
    progress.step("writing the rows", "rows", { items: await rowCount(client, tables) });
    for (const { name, columns } of tables) {
      rows[name] = 0;
      const record = `jsonb_build_object(${columns.map((column) => `${literal(column)}, ${quoted(column)}`).join(", ")})`;
      const stream = client.query(
        new QueryStream(
          `select jsonb_build_object('t', $1::text, 'r', ${record})::text as line from ${quoted(name)}`,
          [name],
          { batchSize: 500 },
        ),
      );
      for await (const { line } of stream as AsyncIterable<{ line: string }>) {
        rows[name] += 1;
        progress.add({ items: 1, bytes: Buffer.byteLength(line) + 1 });
        yield `${line}\n`;
      }
    }
    yield `${JSON.stringify({ end: true, rows })}\n`;
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

/** The rows of every table the snapshot holds (a count the dump reads again, for its progress). */
async function rowCount(client: pg.PoolClient, tables: { name: string }[]) {
  if (tables.length === 0) return 0;
  const counts = tables.map(({ name }) => `(select count(*) from ${quoted(name)})`).join(" + ");
  const { rows } = await client.query<{ rows: string }>(`select ${counts} as rows`);
  return Number(rows[0]?.rows ?? 0);
}

/** Dumps the database to FILE; returns each table's row count. */
export async function dumpDatabase(
  pool: pg.Pool,
  file: string,
  key: Buffer | undefined,
  progress: Progress = noProgress,
): Promise<Record<string, number>> {
  const client = await pool.connect();
  const rows: Record<string, number> = {};
  try {
    await writeDumpFile(file, Readable.from(snapshotLines(client, rows, progress)), key);
    return rows;
  } finally {
    client.release();
  }
}
