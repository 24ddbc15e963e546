/**
 * The server's one database: opened and migrated at start, closed last.
 * Decorates `app.database` (the handle, with ping and close) and `app.db`
 * (the query builder every domain module takes).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

import { archiveSettings } from "../backup/backup-settings";
import type { ServerConfig } from "../config";
import { type Database, openDatabase } from "../db/database";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    db: Database["db"];
  }
}

export interface DatabaseOptions {
  config: ServerConfig;
  /** A database opened by the caller (tests), which then also closes it. */
  database?: Database;
}

async function databasePlugin(app: FastifyInstance, { config, database: given }: DatabaseOptions) {
  const database =
    given ??
    (await openDatabase({
      ...config.storage,
      holder: "server",
      log: app.log,
      archive: archiveSettings(config),
    }));
  app.decorate("database", database);
  app.decorate("db", database.db);
  // Registered first, so closed last: every other plugin's onClose still has the database.
  app.addHook("onClose", async () => {
    if (!given) await database.close();
  });
}

export default fp(databasePlugin, { name: "database" });
