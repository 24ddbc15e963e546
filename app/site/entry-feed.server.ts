/**
 * The Atom feeds of the blog and the press releases (/blog/feed.xml,
 * /es/press/feed.xml…): every entry's full text, with absolute URLs.
 */
import type { AtomFeed } from "~/lib/atom-feed";
import { type Locale, localizedPath } from "~/lib/i18n";
import type { Entry } from "~/lib/publishing/collections.server";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import { xmlCharacters } from "~/lib/xml";
import { blogCopy, pressCopy } from "~/site/entry-pages.server";

export type FeedCollection = "blog" | "press";

/**
 * Links in an article are site paths; a feed reader needs them whole. Characters XML cannot
 * hold go first, so that none of them hides a site path from this.
 */
function withAbsoluteLinks(html: string): string {
  return xmlCharacters(html).replace(/href="\/(?!\/)/g, `href="${absoluteUrl("/")}`);
}

const dateOf = (entry: Entry<FeedCollection>) => new Date(`${entry.data.date}T00:00:00Z`);

/** `entries` (published, newest first) as the collection's feed in `locale`. */
export function entryFeed(
  collection: FeedCollection,
  locale: Locale,
  entries: Entry<FeedCollection>[],
): AtomFeed {
  const index = localizedPath(`/${collection}`, locale);
  const { title, subtitle } =
    collection === "press"
      ? { title: pressCopy[locale].pressFeed.title, subtitle: pressCopy[locale].pressIntro.intro }
      : { title: blogCopy[locale].blogFeed.title, subtitle: blogCopy[locale].blogIntro.intro };
  return {
    page: absoluteUrl(index),
    self: absoluteUrl(`${index}/feed.xml`),
    title,
    subtitle,
    rights: `© ${siteConfig.name}`,
    updated: entries[0] ? dateOf(entries[0]) : new Date(`${siteConfig.foundedYear}-01-01`),
    entries: entries.map((entry) => ({
      url: absoluteUrl(localizedPath(entry.path, locale)),
      title: entry.data.title,
      summary: entry.data.description,
      html: withAbsoluteLinks(entry.html),
      updated: dateOf(entry),
      published: dateOf(entry),
      authors: ["author" in entry.data ? entry.data.author : siteConfig.name],
    })),
  };
}
