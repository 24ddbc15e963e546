/**
 * For the publishing bench: content/ imported into a DATA_DIR's new
 * database, then `count` more job postings in English and Spanish, published
 * (copies of the first one, each with its own slug and title). Run by
 * scripts/bench/publishing.mjs: node --import tsx scripts/bench/publishing-seed.ts <DATA_DIR> <count>
 */
import path from "node:path";

import { eq } from "drizzle-orm";

import { openDatabase } from "../../server/db/database";
import { entries, entryRevisions } from "../../server/db/schema";
import { importContentFolder } from "../../server/publishing/entry-repository";

const [dataDir = "", count = "0"] = process.argv.slice(2);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const database = await openDatabase({ dataDir, holder: "cli", log: quiet });
try {
  const { db } = database;
  await importContentFolder(db, path.resolve("content"), { label: "bench" });
  const [model] = await db
    .select({ content: entryRevisions.content })
    .from(entries)
    .innerJoin(entryRevisions, eq(entryRevisions.id, entries.publishedRevision))
    .where(eq(entries.collection, "careers"))
    .limit(1);
  if (!model) throw new Error("content/ has no job posting");
  for (let index = 0; index < Number(count); index += 1) {
    const slug = `bench-job-${index}`;
    const content = structuredClone(model.content);
    for (const version of Object.values(content)) {
      version.fields = { ...version.fields, title: `Bench Job ${index}` };
    }
    await db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(entries)
        .values({ collection: "careers", slug, status: "published" })
        .returning();
      const [revision] = await tx
        .insert(entryRevisions)
        .values({ entryId: entry?.id ?? "", slug, content, author: "bench" })
        .returning();
      await tx
        .update(entries)
        .set({ draftRevision: revision?.id, publishedRevision: revision?.id })
        .where(eq(entries.id, entry?.id ?? ""));
    });
  }
} finally {
  await database.close();
}
