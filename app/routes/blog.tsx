import { CategoryNav } from "~/components/sections/category-nav";
import { CtaBanner } from "~/components/sections/cta-banner";
import { EntryList } from "~/components/sections/entry-list";
import { FeedNote } from "~/components/sections/feed-note";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { feedLink } from "~/lib/feed-link";
import { localeOfRequest } from "~/lib/i18n";
import { pageData } from "~/site/page-loader.server";
import { blogCategoryLinks, blogCopy, blogSummaries } from "~/site/entry-pages.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/blog";

export function loader(args: Route.LoaderArgs) {
  const locale = localeOfRequest(args.request);
  const page = pageData(args, "/blog", blogCopy);
  return {
    ...page,
    meta: [...page.meta, feedLink("/blog/feed.xml", page.copy.blogFeed.title, locale)],
    posts: blogSummaries(locale),
    categories: blogCategoryLinks(locale),
  };
}

export const meta = metaFromLoader;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { blogIntro, postsSection, categoryNav, postLabels, blogFeed, blogCta } = loaderData.copy;
  return (
    <>
      <PageHero {...blogIntro} />
      <Section intro={postsSection}>
        <CategoryNav label={categoryNav.label} links={loaderData.categories} current="/blog" />
        <EntryList
          entries={loaderData.posts}
          readMore={postLabels.readMore}
          readMoreContext={postLabels.readMoreContext}
        />
        <FeedNote href="/blog/feed.xml" label={blogFeed.label} />
      </Section>
      <CtaBanner {...blogCta} />
    </>
  );
}
