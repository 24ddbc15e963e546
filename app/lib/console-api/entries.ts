/**
 * The site's entries: written by editors and owners, published by owners, each step as its
 * own request (server/routes/admin/entries.ts), and their images (entry-images.ts).
 */
import * as v from "valibot";

import { type Locale, locales } from "../i18n";
import { type AnswerOf, endpoint, idParam, isoTime, noContent } from "./endpoint";
import { textLimits } from "./text-limits";
import { collectionNames, entryStatuses } from "./values";

const fieldName = v.pipe(v.string(), v.maxLength(40));
const fieldText = v.pipe(v.string(), v.maxLength(1000));
/**
 * Front matter as the console sends it: texts, numbers, dates, lists of sentences and a salary
 * range, each checked against its collection's rules later (422 with the field's problem); here
 * only bounded, in entries and in size as JSON.
 */
const frontMatter = v.pipe(
  v.record(
    fieldName,
    v.union([
      fieldText,
      v.number(),
      v.boolean(),
      v.null(),
      v.pipe(v.array(fieldText), v.maxLength(50)),
      v.pipe(v.record(fieldName, v.union([v.number(), fieldText])), v.maxEntries(4)),
    ]),
  ),
  v.maxEntries(20),
  v.check((fields) => JSON.stringify(fields).length <= textLimits.entryFields),
);
const languageVersion = v.object({
  fields: frontMatter,
  body: v.pipe(v.string(), v.maxLength(textLimits.entryBody)),
});
const content = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(10)), languageVersion),
  v.maxEntries(locales.length),
);
const slug = v.pipe(v.string(), v.maxLength(textLimits.slug));
const collection = v.picklist(collectionNames);
/** The revision the owner reviewed, as the console showed it. */
const reviewedRevision = v.pipe(v.number(), v.integer(), v.minValue(1));
const revisionParams = v.object({
  id: v.pipe(v.string(), v.uuid()),
  revision: v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)),
});

/** One language's version of an entry as stored: its front matter fields and its body. */
const storedVersion = v.object({ fields: v.record(v.string(), v.unknown()), body: v.string() });
/** "en-US" always; "es-US" when the Spanish version is written. */
const storedContent = v.pipe(
  v.record(v.string(), storedVersion),
  v.transform((value) => value as Partial<Record<Locale, v.InferOutput<typeof storedVersion>>>),
);
const revisionSummary = {
  id: v.number(),
  slug: v.string(),
  author: v.string(),
  createdAt: isoTime,
};
const revisionWithContent = v.object({ ...revisionSummary, content: storedContent });
const entryState = {
  id: v.string(),
  collection,
  slug: v.string(),
  status: v.picklist(entryStatuses),
  publishAt: v.nullable(isoTime),
  updatedAt: isoTime,
};

/** Each entry as its newest draft names it. */
export const entryList = endpoint({
  method: "GET",
  path: "/entries",
  answer: v.object({
    entries: v.array(
      v.object({
        ...entryState,
        title: v.string(),
        languages: v.pipe(
          v.array(v.string()),
          v.transform((value) => value as Locale[]),
        ),
      }),
    ),
  }),
});

export const createEntry = endpoint({
  method: "POST",
  path: "/entries",
  body: v.object({ collection, slug, content }),
  answer: v.object({ id: v.string(), revision: v.nullable(v.number()) }),
});

export const entry = endpoint({
  method: "GET",
  path: "/entries/:id",
  params: idParam,
  answer: v.object({
    entry: v.object({
      ...entryState,
      draftRevision: v.nullable(v.number()),
      publishedRevision: v.nullable(v.number()),
      /** The revision an owner scheduled; a newer draft holds the schedule. */
      scheduledRevision: v.nullable(v.number()),
    }),
    draft: revisionWithContent,
    revisions: v.array(v.object(revisionSummary)),
  }),
});

export const saveDraft = endpoint({
  method: "PUT",
  path: "/entries/:id",
  params: idParam,
  body: v.object({ slug, content }),
  answer: v.object({ revision: v.number() }),
});

export const submitForReview = endpoint({
  method: "POST",
  path: "/entries/:id/submit",
  params: idParam,
  answer: noContent,
});

export const publish = endpoint({
  method: "POST",
  path: "/entries/:id/publish",
  params: idParam,
  body: v.object({ revision: reviewedRevision }),
  answer: noContent,
});

export const schedule = endpoint({
  method: "POST",
  path: "/entries/:id/schedule",
  params: idParam,
  body: v.object({ at: v.pipe(v.string(), v.isoTimestamp()), revision: reviewedRevision }),
  answer: noContent,
});

export const unpublish = endpoint({
  method: "POST",
  path: "/entries/:id/unpublish",
  params: idParam,
  answer: noContent,
});

export const revision = endpoint({
  method: "GET",
  path: "/entries/:id/revisions/:revision",
  params: revisionParams,
  answer: v.object({ revision: revisionWithContent }),
});

export const restoreRevision = endpoint({
  method: "POST",
  path: "/entries/:id/revisions/:revision/restore",
  params: revisionParams,
  answer: v.object({ revision: v.number() }),
});

/** The page as the site would show it, in one language, with the content as written so far. */
export const preview = endpoint({
  method: "POST",
  path: "/entries/preview",
  body: v.object({ collection, slug, locale: v.picklist(locales), content }),
  answer: v.object({ html: v.string() }),
});

/** The image file itself is the body, with its own type (PNG, JPEG, WebP or GIF). */
export const uploadImage = endpoint({
  method: "POST",
  path: "/entries/images",
  answer: v.object({ url: v.string(), width: v.number(), height: v.number() }),
});

export type EntrySummary = AnswerOf<typeof entryList>["entries"][number];
export type EntryDetail = AnswerOf<typeof entry>;
export type EntryRevision = EntryDetail["revisions"][number];
export type EntryContent = EntryDetail["draft"]["content"];
export type EntryVersion = NonNullable<EntryContent[Locale]>;
/** An entry's content as the console sends it: each language's front matter and body. */
export type EntryFieldsIn = v.InferInput<typeof frontMatter>;
export type EntryContentIn = Partial<Record<Locale, { fields: EntryFieldsIn; body: string }>>;
