import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/search";
import * as es from "~/content/es/search";
import { SiteSearch } from "~/features/site-search/site-search";
import { localeOfRequest } from "~/lib/i18n";
import { pageData } from "~/site/page-loader.server";
import { jobSummaries, pressSummaries, blogSummaries } from "~/site/entry-pages.server";
import { metaFromLoader } from "~/lib/route-meta";
import { footerColumns } from "~/site/site-data.server";

import type { Route } from "./+types/search";

export function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const page = pageData(args, "/search", { "en-US": en, "es-US": es });
  const groups = page.copy.siteSearch.siteIndexGroups;
  const linksTo = (entries: { path: string; title: string }[]) =>
    entries.map((entry) => ({ label: entry.title, href: entry.path }));
  return {
    ...page,
    siteIndex: [
      ...footerColumns(locale),
      { title: groups.posts, links: linksTo(blogSummaries(locale)) },
      { title: groups.releases, links: linksTo(pressSummaries(locale)) },
      { title: groups.jobs, links: linksTo(jobSummaries(locale)) },
    ],
  };
}

export const meta = metaFromLoader;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { searchIntro, siteSearch } = loaderData.copy;
  return (
    <>
      <PageHero {...searchIntro} />
      <Section>
        <SiteSearch content={siteSearch} siteIndex={loaderData.siteIndex} />
      </Section>
    </>
  );
}
