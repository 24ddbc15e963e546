import { atomResponse } from "~/lib/atom-feed";
import { localeOfRequest, unlocalizedPath } from "~/lib/i18n";
import { publishedEntries } from "~/lib/publishing/collections.server";
import { entryFeed } from "~/site/entry-feed.server";

/**
 * The Atom feeds of the blog and the press releases (/blog/feed.xml,
 * /es/press/feed.xml…): a resource route, pre-rendered to a file at build
 * time and drawn again by the server when what is published changes.
 */
export function loader({ request }: { request: Request }) {
  const locale = localeOfRequest(request);
  const collection = unlocalizedPath(new URL(request.url).pathname).startsWith("/press/")
    ? "press"
    : "blog";
  return atomResponse(entryFeed(collection, locale, publishedEntries(collection, locale)));
}
