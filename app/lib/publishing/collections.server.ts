/**
 * The Markdown collections (content/blog, content/press, content/careers),
 * read, checked and rendered at build time. Each entry is one file per
 * language: content/blog/<slug>.en.md and content/blog/<slug>.es.md. A
 * wrong frontmatter field, an unknown {{token}}, a level-1 heading or a
 * missing translation stops the build with a message that names the file.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import * as v from "valibot";

import { type Locale, localeFileCode, locales } from "../i18n";
import {
  type BlogFrontmatter,
  type CollectionName,
  type JobFrontmatter,
  type PressFrontmatter,
  collections,
} from "./entry-fields";
import { parseFrontMatter } from "./front-matter";
import { renderMarkdown, substituteTokens } from "./markdown.server";

export interface Frontmatters {
  blog: BlogFrontmatter;
  press: PressFrontmatter;
  careers: JobFrontmatter;
}

export interface Entry<N extends CollectionName = CollectionName> {
  collection: N;
  slug: string;
  locale: Locale;
  /** The page's path as the site's content writes it: /blog/<slug> (the Spanish page adds /es). */
  path: string;
  /** Relative to the repository, for messages. */
  file: string;
  data: Frontmatters[N];
  html: string;
  words: number;
  /** Minutes at 200 words a minute, at least one. */
  readingMinutes: number;
  /** Internal links in the body (English paths). */
  links: string[];
  /** The site's images the body shows, by name (under /media/). */
  images: string[];
}

export class ContentError extends Error {
  constructor(
    file: string,
    /** Each problem, naming the field or the body. */
    readonly problems: string[],
  ) {
    super(`${file}:\n  ${problems.join("\n  ")}`);
  }
}

/** Where the collections live: content/, or CONTENT_DIR (a `content export` of the database). */
export const contentRoot = () => process.env.CONTENT_DIR ?? path.join(process.cwd(), "content");

/** The date an entry is sorted and dated by. */
export function entryDate(entry: Entry): string {
  const { data } = entry;
  return "datePosted" in data ? data.datePosted : data.date;
}

/** The fields a collection's frontmatter has, each with its own schema. */
function fieldsOf(collection: CollectionName): Record<string, v.GenericSchema> {
  // A piped object schema keeps its object's entries.
  return collections[collection].entries;
}

/** "title" must be a title…: the file's field, and what it must hold. */
function describeIssue(collection: CollectionName, issue: v.BaseIssue<unknown>): string {
  const field = v.getDotPath(issue) ?? "frontmatter";
  const fields = fieldsOf(collection);
  if (issue.type === "strict_object" && issue.expected === "never") {
    return `"${field}" is not a field of ${collection} entries (a typo?); they have ${Object.keys(fields).join(", ")}`;
  }
  const schema = fields[field];
  if (issue.type === "strict_object" && schema && issue.received === "undefined") {
    const expected = v.safeParse(schema, undefined).issues?.[0]?.message ?? "a value";
    return `"${field}" is missing; it must be ${expected}`;
  }
  const received = issue.received === "undefined" ? "nothing" : issue.received;
  return `"${field}" must be ${issue.message}; got ${received}`;
}

/** Every {{token}} in a frontmatter value, replaced. */
function substituteAll(value: unknown, problems: string[]): unknown {
  if (typeof value === "string") return substituteTokens(value, problems);
  if (Array.isArray(value)) return value.map((item) => substituteAll(item, problems));
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substituteAll(item, problems)]),
    );
  }
  return value;
}

/** One language of an entry as written: where it comes from, its frontmatter and its Markdown. */
export interface EntrySource<N extends CollectionName = CollectionName> {
  collection: N;
  slug: string;
  locale: Locale;
  /** A file's path, or another name for messages (an entry in the database). */
  file: string;
  data: unknown;
  content: string;
}

/** One file as written, unchecked. */
function readSource<N extends CollectionName>(
  root: string,
  collection: N,
  slug: string,
  locale: Locale,
): EntrySource<N> {
  const absolute = path.join(root, collection, `${slug}.${localeFileCode[locale]}.md`);
  const file = path.relative(process.cwd(), absolute);
  const { data, content } = parseFrontMatter(readFileSync(absolute, "utf8"));
  return { collection, slug, locale, file, data, content };
}

const readEntry = <N extends CollectionName>(
  root: string,
  collection: N,
  slug: string,
  locale: Locale,
): Entry<N> => checkedEntry(readSource(root, collection, slug, locale));

/** Checks an entry's fields and body and renders it; throws naming every problem. */
export function checkedEntry<N extends CollectionName>({
  collection,
  slug,
  locale,
  file,
  data,
  content,
}: EntrySource<N>): Entry<N> {
  const problems: string[] = [];
  const parsed = v.safeParse(collections[collection], substituteAll(data, problems));
  if (!parsed.success)
    problems.push(...parsed.issues.map((issue) => describeIssue(collection, issue)));
  const rendered = renderMarkdown(content, locale, problems);
  if (rendered.words < 100)
    problems.push(`has a body of ${rendered.words} words; write at least 100`);
  if (problems.length > 0 || !parsed.success) {
    throw new ContentError(file, problems);
  }
  return {
    collection,
    slug,
    locale,
    path: `/${collection}/${slug}`,
    file,
    data: parsed.output as Frontmatters[N],
    ...rendered,
    readingMinutes: Math.max(1, Math.round(rendered.words / 200)),
  };
}

/** Slugs of a collection, from its files; each must exist in every language. */
function slugsOf(root: string, collection: CollectionName): string[] {
  const folder = path.join(root, collection);
  const shown = path.relative(process.cwd(), folder);
  const files = readdirSync(folder).filter((file) => file.endsWith(".md"));
  const pattern = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/;
  const misnamed = files.filter((file) => !pattern.test(file));
  if (misnamed.length > 0) {
    throw new ContentError(shown, [
      `${misnamed.join(", ")}: name files <slug>.<language>.md, the slug in lowercase words joined by hyphens (e.g. my-post.en.md)`,
    ]);
  }
  const slugs = [...new Set(files.map((file) => pattern.exec(file)?.[1] ?? ""))];
  const missing = slugs.flatMap((slug) =>
    locales
      .filter((locale) => !files.includes(`${slug}.${localeFileCode[locale]}.md`))
      .map((locale) => `${shown}/${slug}.${localeFileCode[locale]}.md`),
  );
  if (missing.length > 0) {
    throw new ContentError(shown, [
      `Every entry needs a version in each language. Missing: ${missing.join(", ")}`,
    ]);
  }
  return slugs;
}

/** Every file of a collection, in every language, as written (the database imports them). */
export function readSources<N extends CollectionName>(
  root: string,
  collection: N,
): EntrySource<N>[] {
  return slugsOf(root, collection).flatMap((slug) =>
    locales.map((locale) => readSource(root, collection, slug, locale)),
  );
}

/** Sorts entries by their dates, newest first. */
export const newestFirst = (a: Entry, b: Entry) => entryDate(b).localeCompare(entryDate(a));

/** Every entry of a collection in one language, newest first, whatever its dates. */
export function readCollection<N extends CollectionName>(
  root: string,
  collection: N,
  locale: Locale,
): Entry<N>[] {
  return slugsOf(root, collection)
    .map((slug) => readEntry(root, collection, slug, locale))
    .sort(newestFirst);
}

/** Where the entries come from: content/ at build time; the server's database when it renders. */
export type ContentSource = (collection: CollectionName, locale: Locale) => Entry[];

const fromContentFolder: ContentSource = (collection, locale) =>
  readCollection(contentRoot(), collection, locale);

let source = fromContentFolder;
const cache = new Map<string, Entry[]>();

/**
 * Renders from now on with these entries (the server, through its copy of
 * the build's renderer; see server/publishing/page-renderer.ts).
 */
export function setContentSource(next: ContentSource) {
  source = next;
  cache.clear();
}

/** The site's own collection, read (and checked) once per build or content source. */
export function loadCollection<N extends CollectionName>(
  collection: N,
  locale: Locale,
): Entry<N>[] {
  const key = `${collection}:${locale}`;
  let entries = cache.get(key);
  if (!entries) {
    entries = source(collection, locale);
    cache.set(key, entries);
  }
  return entries as Entry<N>[];
}

/** Today's date (UTC) when the site is built: what "published" and "open" are measured against. */
export function buildDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * What the site shows: entries dated today or earlier (a post dated ahead is
 * published by the first build on or after its date), and jobs still open.
 */
export function isPublished(entry: Entry, today = buildDay()): boolean {
  const { data } = entry;
  if (entryDate(entry) > today) return false;
  return !("validThrough" in data) || data.validThrough >= today;
}

export function publishedEntries<N extends CollectionName>(
  collection: N,
  locale: Locale,
  today = buildDay(),
): Entry<N>[] {
  return loadCollection(collection, locale).filter((entry) => isPublished(entry, today));
}

export function findEntry<N extends CollectionName>(
  collection: N,
  locale: Locale,
  slug: string,
): Entry<N> | undefined {
  return publishedEntries(collection, locale).find((entry) => entry.slug === slug);
}

/** The languages an entry is published in: its page, hreflang links and language switch exist in these only. */
export function entryLanguages(collection: CollectionName, slug: string): Locale[] {
  return locales.filter((locale) => findEntry(collection, locale, slug) !== undefined);
}
