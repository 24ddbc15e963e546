/** The database each test server holds at the current schema, for tests' databases to copy (database-servers.ts). */
export const MIGRATED_TEMPLATE = "test_migrated_template";

/**
 * On the embedded test cluster, a copy of MIGRATED_TEMPLATE after a server's first start on the
 * repository's build: content/ imported and the status page seeded (published-template.ts).
 */
export const PUBLISHED_TEMPLATE = "test_published_template";

export type TemplateDatabase = typeof MIGRATED_TEMPLATE | typeof PUBLISHED_TEMPLATE;
