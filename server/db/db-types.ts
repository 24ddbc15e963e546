/** The query layer's types, apart from how a database is opened (database.ts imports what needs them). */
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type pg from "pg";

import type { schema } from "./schema";

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** A transaction, which takes the same queries as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
