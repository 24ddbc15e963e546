/**
 * A content source written out for another process (./render-job.ts): what
 * it gives for each collection and language, published as of one day.
 */
import { type Locale, publishedLocales } from "~/lib/i18n";
import {
  type ContentSource,
  type Entry,
  buildDay,
  isPublished,
} from "~/lib/publishing/collections.server";
import { type CollectionName, collections } from "~/lib/publishing/entry-fields";

export type EntryTable = [CollectionName, Locale, Entry[]][];

/**
 * What `source` publishes on `today`: the server's clock by default (the job's
 * own says the same in production; a test may move the server's).
 */
export function entryTable(source: ContentSource, today = buildDay()): EntryTable {
  return (Object.keys(collections) as CollectionName[]).flatMap((collection) =>
    publishedLocales.map((locale): EntryTable[number] => [
      collection,
      locale,
      source(collection, locale).filter((entry) => isPublished(entry, today)),
    ]),
  );
}

export const sourceOf =
  (table: EntryTable): ContentSource =>
  (collection, locale) =>
    table.find(([name, language]) => name === collection && language === locale)?.[2] ?? [];
