/** The database each test server holds at the current schema, for tests' databases to copy (database-servers.ts). */
export const MIGRATED_TEMPLATE = "test_migrated_template";
