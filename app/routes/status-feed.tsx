import { atomResponse } from "~/lib/atom-feed";
import { localeOfRequest } from "~/lib/i18n";
import { currentStatus } from "~/site/status-source.server";
import { statusFeed } from "~/site/status-feed.server";

/** The status page's Atom feed (/status/feed.xml, /es/status/feed.xml), drawn as /status is. */
export function loader({ request }: { request: Request }) {
  const { snapshot, at } = currentStatus();
  return atomResponse(statusFeed(snapshot, at, localeOfRequest(request)));
}
