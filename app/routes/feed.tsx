import { Feed } from "feed";

import { localeOfRequest, localizedPath, unlocalizedPath } from "~/lib/i18n";
import { type Entry, publishedEntries } from "~/lib/publishing/collections.server";
import { blogCopy, pressCopy } from "~/site/entry-pages.server";
import { absoluteUrl, siteConfig } from "~/lib/site-config";

/** Links in an article are site paths; a feed reader needs them whole. */
function withAbsoluteLinks(html: string): string {
  return html.replace(/href="\/(?!\/)/g, `href="${absoluteUrl("/")}`);
}

/**
 * The Atom feeds of the blog and the press releases (/blog/feed.xml,
 * /es/press/feed.xml…): a resource route, pre-rendered to a file at build
 * time with every entry's full text and absolute URLs.
 */
export function loader({ request }: { request: Request }) {
  const locale = localeOfRequest(request);
  const collection = unlocalizedPath(new URL(request.url).pathname).startsWith("/press/")
    ? "press"
    : "blog";
  const index = localizedPath(`/${collection}`, locale);
  const { title, description } =
    collection === "press"
      ? {
          title: pressCopy[locale].pressFeed.title,
          description: pressCopy[locale].pressIntro.intro,
        }
      : { title: blogCopy[locale].blogFeed.title, description: blogCopy[locale].blogIntro.intro };
  const entries: Entry<"blog" | "press">[] = publishedEntries(collection, locale);
  const dateOf = (entry: Entry<"blog" | "press">) => new Date(`${entry.data.date}T00:00:00Z`);
  const feed = new Feed({
    id: absoluteUrl(index),
    link: absoluteUrl(index),
    title,
    description,
    language: locale,
    updated: entries[0] ? dateOf(entries[0]) : new Date(`${siteConfig.foundedYear}-01-01`),
    feedLinks: { atom: absoluteUrl(`${index}/feed.xml`) },
    copyright: `© ${siteConfig.name}`,
    generator: false,
  });
  for (const entry of entries) {
    const url = absoluteUrl(localizedPath(entry.path, locale));
    feed.addItem({
      id: url,
      link: url,
      title: entry.data.title,
      description: entry.data.description,
      content: withAbsoluteLinks(entry.html),
      date: dateOf(entry),
      published: dateOf(entry),
      author: [{ name: "author" in entry.data ? entry.data.author : siteConfig.name }],
    });
  }
  return new Response(feed.atom1(), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
