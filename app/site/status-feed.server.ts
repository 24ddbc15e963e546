/**
 * The Atom feed of incidents and maintenance (/status/feed.xml,
 * /es/status/feed.xml): one entry per incident, its updates in its content,
 * the newest changes first, as many as a reader keeps. Drawn as /status is,
 * from the same records and moment.
 */
import * as en from "~/content/en/status";
import * as es from "~/content/es/status";
import type { AtomFeed } from "~/lib/atom-feed";
import { type Locale, localizedPath } from "~/lib/i18n";
import { absoluteUrl, siteConfig } from "~/lib/site-config";
import type { StatusSnapshot } from "~/lib/status/status-model";
import { STATUS_FEED_PATH, STATUS_PATH } from "~/lib/status/status-paths";
import { statusView } from "~/site/status-view";

/** Feed readers keep the newest items; the history page has every one. */
const FEED_ITEMS = 50;

// Each update's text sits in the entry's HTML body: escaped there as HTML text, the feed then
// escapes that HTML as XML text.
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function statusFeed(snapshot: StatusSnapshot, at: Date, locale: Locale): AtomFeed {
  const copy = locale === "es-US" ? es : en;
  const view = statusView(snapshot, copy.statusLabels, locale, at);
  const page = absoluteUrl(localizedPath(STATUS_PATH, locale));
  const incidents = [...view.active, ...view.upcoming, ...view.past]
    .map((incident) => ({
      incident,
      changed: new Date(incident.updates[0]?.at ?? incident.startsAt),
    }))
    .sort((a, b) => b.changed.getTime() - a.changed.getTime())
    .slice(0, FEED_ITEMS);
  return {
    page,
    self: absoluteUrl(localizedPath(STATUS_FEED_PATH, locale)),
    title: copy.statusLabels.feedTitle,
    subtitle: copy.statusIntro.intro,
    rights: `© ${siteConfig.name}`,
    updated: incidents[0]?.changed ?? new Date(`${siteConfig.foundedYear}-01-01`),
    entries: incidents.map(({ incident, changed }) => ({
      url: `${page}#incident-${incident.id}`,
      title: `${incident.title.text} (${incident.stateLabel})`,
      summary: [incident.window, `${copy.statusLabels.affects} ${incident.components.join(", ")}`]
        .filter(Boolean)
        .join(". "),
      html: incident.updates
        .map(
          (update) =>
            `<p><strong>${escapeHtml(update.stateLabel)}</strong> (${escapeHtml(update.atText)}): ${escapeHtml(update.message.text)}</p>`,
        )
        .join(""),
      updated: changed,
      published: new Date(incident.startsAt),
    })),
  };
}
