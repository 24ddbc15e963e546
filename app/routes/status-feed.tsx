import { Feed } from "feed";

import * as en from "~/content/en/status";
import * as es from "~/content/es/status";
import { localeOfRequest, localizedPath } from "~/lib/i18n";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import { STATUS_FEED_PATH, STATUS_PATH } from "~/lib/status/status-paths";
import { currentStatus } from "~/site/status-source.server";
import { statusView } from "~/site/status-view";

/**
 * The Atom feed of incidents and maintenance (/status/feed.xml,
 * /es/status/feed.xml): one item per incident, its updates in its content,
 * the newest changes first, as many as a reader keeps. Drawn as /status is.
 */
/** Feed readers keep the newest items; the history page has every one. */
const FEED_ITEMS = 50;

export function loader({ request }: { request: Request }) {
  const locale = localeOfRequest(request);
  const copy = locale === "es-US" ? es : en;
  const { snapshot, at } = currentStatus();
  const view = statusView(snapshot, copy.statusLabels, locale, at);
  const page = absoluteUrl(localizedPath(STATUS_PATH, locale));
  const incidents = [...view.active, ...view.upcoming, ...view.past]
    .map((incident) => ({
      incident,
      changed: new Date(incident.updates[0]?.at ?? incident.startsAt),
    }))
    .sort((a, b) => b.changed.getTime() - a.changed.getTime())
    .slice(0, FEED_ITEMS);
  const feed = new Feed({
    id: page,
    link: page,
    title: copy.statusLabels.feedTitle,
    description: copy.statusIntro.intro,
    language: locale,
    updated: incidents[0]?.changed ?? new Date(`${siteConfig.foundedYear}-01-01`),
    feedLinks: { atom: absoluteUrl(localizedPath(STATUS_FEED_PATH, locale)) },
    copyright: `© ${siteConfig.name}`,
    generator: false,
  });
  for (const { incident, changed } of incidents) {
    const link = `${page}#incident-${incident.id}`;
    const updates = incident.updates
      .map(
        (update) =>
          `<p><strong>${escapeHtml(update.stateLabel)}</strong> (${escapeHtml(update.atText)}): ${escapeHtml(update.message.text)}</p>`,
      )
      .join("");
    feed.addItem({
      id: link,
      link,
      title: `${incident.title.text} (${incident.stateLabel})`,
      description: [
        incident.window,
        `${copy.statusLabels.affects} ${incident.components.join(", ")}`,
      ]
        .filter(Boolean)
        .join(". "),
      content: updates,
      date: changed,
      published: new Date(incident.startsAt),
    });
  }
  return new Response(feed.atom1(), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
