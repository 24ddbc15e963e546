/**
 * Every page the Markdown collections add, in one language: posts, blog
 * categories, press releases and open jobs, each with the date it last
 * changed. Read by pre-rendering (react-router.config.ts) and sitemap.xml,
 * so it imports relatively and nothing Vite-specific.
 */
import type { Locale } from "../i18n";
import { entryDate, publishedEntries } from "./collections.server";
import type { BlogCategory } from "./entry-fields";

export interface CollectionPath {
  /** As the content writes it: /blog/<slug> (the Spanish page adds /es). */
  path: string;
  /** ISO date of the newest content on the page. */
  lastmod: string;
}

/** The Atom feeds, one per language and collection that has dates worth following. */
export const feedPaths = ["/blog/feed.xml", "/press/feed.xml"] as const;

/** Blog categories with at least one published post, and each one's newest date. */
export function categoriesInUse(locale: Locale): Map<BlogCategory, string> {
  const newest = new Map<BlogCategory, string>();
  for (const post of publishedEntries("blog", locale)) {
    if (!newest.has(post.data.category)) newest.set(post.data.category, post.data.date);
  }
  return newest;
}

export function collectionPaths(locale: Locale): CollectionPath[] {
  const entries = [
    ...publishedEntries("blog", locale),
    ...publishedEntries("press", locale),
    ...publishedEntries("careers", locale),
  ];
  return [
    ...entries.map((entry) => ({ path: entry.path, lastmod: entryDate(entry) })),
    ...[...categoriesInUse(locale)].map(([category, lastmod]) => ({
      path: `/blog/category/${category}`,
      lastmod,
    })),
  ];
}
