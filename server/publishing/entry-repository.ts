/**
 * Entries in the database: the one-time import of content/ into a new
 * database, and the published entries as the renderer reads them.
 */
import { and, eq, isNotNull } from "drizzle-orm";

import { type Locale, localizedPath, locales } from "~/lib/i18n";
import {
  type ContentSource,
  type Entry,
  checkedEntry,
  newestFirst,
  readSources,
} from "~/lib/publishing/collections.server";
import type { CollectionName } from "~/lib/publishing/entry-fields";

import { type Actor, appendAudit } from "../audit/audit-log";
import type { Db } from "../db/database";
import {
  type EntryContent,
  collectionNames,
  consoleSettings,
  entries,
  entryRedirects,
  entryRevisions,
} from "../db/schema";
import { importImages } from "./entry-images";

/** Set once content/ has been imported: an existing database is never overwritten by it. */
const IMPORTED_SETTING = "content imported";

/** YAML reads an unquoted date as a Date; the entry keeps the day as written. */
function plainFields(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(plainFields);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainFields(item)]));
  }
  return value;
}

/**
 * Imports every entry of `contentFolder` as published, and the images of
 * its media/ folder (a `content export`'s), once per database: returns how
 * many entries, or undefined when this database had its import already.
 */
export async function importContentFolder(
  db: Db,
  contentFolder: string,
  actor: Actor,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(consoleSettings)
      .values({ name: IMPORTED_SETTING, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return undefined;
    let imported = 0;
    for (const collection of collectionNames) {
      const bySlug = new Map<string, EntryContent>();
      for (const source of readSources(contentFolder, collection)) {
        const content = bySlug.get(source.slug) ?? {};
        content[source.locale] = {
          fields: plainFields(source.data) as never,
          body: source.content,
        };
        bySlug.set(source.slug, content);
      }
      for (const [slug, content] of bySlug) {
        const [entry] = await tx
          .insert(entries)
          .values({ collection, slug, status: "published" })
          .returning({ id: entries.id });
        if (!entry) throw new Error("entry not created");
        const [revision] = await tx
          .insert(entryRevisions)
          .values({ entryId: entry.id, slug, content, author: actor.label })
          .returning({ id: entryRevisions.id });
        await tx
          .update(entries)
          .set({ draftRevision: revision?.id, publishedRevision: revision?.id })
          .where(eq(entries.id, entry.id));
        imported += 1;
      }
    }
    const images = await importImages(tx, contentFolder);
    await appendAudit(tx, {
      actor,
      action: "content imported",
      details: { entries: imported, ...(images > 0 ? { images } : {}) },
    });
    return imported;
  });
}

/** What the live site shows: the published entries, and where old addresses now lead. */
export interface LiveContent {
  source: ContentSource;
  /** An entry's address before its slug changed → its address now, in every language. */
  moved: Map<string, string>;
}

/** Where old addresses now lead: an entry's address before its slug changed → its address now. */
export async function movedPaths(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({
      collection: entryRedirects.collection,
      oldSlug: entryRedirects.oldSlug,
      slug: entries.slug,
    })
    .from(entryRedirects)
    .innerJoin(entries, eq(entries.id, entryRedirects.entryId))
    .where(eq(entries.status, "published"));
  return new Map(
    rows.flatMap(({ collection, oldSlug, slug }) =>
      locales.map((locale) => [
        localizedPath(`/${collection}/${oldSlug}`, locale),
        localizedPath(`/${collection}/${slug}`, locale),
      ]),
    ),
  );
}

/** Changes whenever what the site shows does: which entries are live, at which revision. */
export async function publishedSignature(db: Db): Promise<string> {
  const { rows } = await db.$client.query<{ signature: string | null }>(
    `select md5(string_agg(id || ':' || published_revision || ':' || slug, ',' order by id)) as signature
       from entries where status = 'published'`,
  );
  return rows[0]?.signature ?? "";
}

/** The published entries, checked and rendered once, as the renderer reads them. */
export async function publishedSource(db: Db): Promise<ContentSource> {
  const rows = await db
    .select({
      collection: entries.collection,
      content: entryRevisions.content,
      slug: entryRevisions.slug,
    })
    .from(entries)
    .innerJoin(entryRevisions, eq(entryRevisions.id, entries.publishedRevision))
    .where(and(eq(entries.status, "published"), isNotNull(entries.publishedRevision)));
  const byCollection = new Map<string, Entry[]>();
  for (const { collection, slug, content } of rows) {
    for (const locale of locales) {
      const version = content[locale];
      if (!version) continue;
      const entry = checkedEntry({
        collection,
        slug,
        locale,
        file: `the ${collection} entry "${slug}" (${locale})`,
        data: version.fields,
        content: version.body,
      });
      const key = `${collection}:${locale}`;
      byCollection.set(key, [...(byCollection.get(key) ?? []), entry]);
    }
  }
  for (const list of byCollection.values()) list.sort(newestFirst);
  return (collection: CollectionName, locale: Locale) =>
    byCollection.get(`${collection}:${locale}`) ?? [];
}

/** What the live site shows, read whole into this process (a preview, a test). */
export async function publishedContent(db: Db): Promise<LiveContent> {
  return { source: await publishedSource(db), moved: await movedPaths(db) };
}
