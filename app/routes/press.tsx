import { ContactLinkList } from "~/components/sections/contact-link-list";
import { EntryList } from "~/components/sections/entry-list";
import { FeedNote } from "~/components/sections/feed-note";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { feedLink } from "~/lib/feed-link";
import { localeOfRequest } from "~/lib/i18n";
import { pageData } from "~/site/page-loader.server";
import { pressCopy, pressSummaries } from "~/site/entry-pages.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/press";

export function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const page = pageData(args, "/press", pressCopy);
  return {
    ...page,
    meta: [...page.meta, feedLink("/press/feed.xml", page.copy.pressFeed.title, locale)],
    releases: pressSummaries(locale),
  };
}

export const meta = metaFromLoader;

export default function PressPage({ loaderData }: Route.ComponentProps) {
  const {
    mediaContactSection,
    mediaContacts,
    pressFeed,
    pressIntro,
    releaseLabels,
    releasesSection,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...pressIntro} />
      <Section intro={releasesSection}>
        <EntryList
          entries={loaderData.releases}
          readMore={releaseLabels.readMore}
          readMoreContext={releaseLabels.readMoreContext}
          layout="column"
        />
        <FeedNote href="/press/feed.xml" label={pressFeed.label} />
      </Section>
      <Section id="media-contact" intro={mediaContactSection} tone="muted">
        <ContactLinkList items={mediaContacts} className="items-center text-center" />
      </Section>
    </>
  );
}
