/**
 * Which of the schema's migrations a database has run, as drizzle recorded
 * them: the start reads it to name what it is about to run, a dump records
 * it, a load compares it (server/backup/).
 */
import type pg from "pg";

export interface Migrations {
  applied: number;
  /** The journal time ("when") of the last migration applied: which code's schema this is. */
  last: number | null;
}

/** Runs one statement (in the caller's transaction) and gives its rows. */
export type Query = <Row>(text: string) => Promise<Row[]>;

export const clientQuery =
  (client: pg.ClientBase): Query =>
  async <Row>(text: string) =>
    (await client.query(text)).rows as Row[];

export async function appliedMigrations(query: Query): Promise<Migrations> {
  const rows = await query<{ applied: string; last: string | null }>(
    `select count(*) as applied, max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  const last = rows[0]?.last;
  return {
    applied: Number(rows[0]?.applied ?? 0),
    last: last === null || last === undefined ? null : Number(last),
  };
}
