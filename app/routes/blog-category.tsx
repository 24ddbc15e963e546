import { data } from "react-router";

import { CategoryNav } from "~/components/sections/category-nav";
import { CtaBanner } from "~/components/sections/cta-banner";
import { EntryList } from "~/components/sections/entry-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { feedLink } from "~/lib/feed-link";
import { localeOfRequest } from "~/lib/i18n";
import { documentMeta, titleWithBrand } from "~/site/page-meta";
import {
  blogCategoryLinks,
  blogCopy,
  blogSummaries,
  categoryHref,
  categoryText,
  crumbsTo,
} from "~/site/entry-pages.server";
import { blogCategories } from "~/lib/publishing/entry-fields";
import { categoriesInUse } from "~/lib/publishing/site-paths.server";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbList } from "~/site/structured-data";

import type { Route } from "./+types/blog-category";

/** One pre-rendered page per category with posts: the blog's filter works without JavaScript. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const category = blogCategories.find((known) => known === params.category);
  if (!category || !categoriesInUse(locale).has(category)) throw data(null, { status: 404 });
  const copy = blogCopy[locale];
  const { label, title, intro, description } = categoryText(category, locale);
  const path = categoryHref(category);
  const crumbs = crumbsTo(locale, "/blog", { label, href: path });
  return {
    meta: [
      ...documentMeta({ path, locale, title: titleWithBrand(title), description }),
      feedLink("/blog/feed.xml", copy.blogFeed.title, locale),
      breadcrumbList(crumbs, locale),
    ],
    path,
    hero: { eyebrow: copy.blogIntro.eyebrow, title, intro },
    posts: blogSummaries(locale, category),
    categories: blogCategoryLinks(locale),
    copy: {
      postsSection: copy.postsSection,
      categoryNav: copy.categoryNav,
      postLabels: copy.postLabels,
      blogCta: copy.blogCta,
    },
  };
}

export const meta = metaFromLoader;

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  const { hero, path, posts, categories, copy } = loaderData;
  return (
    <>
      <PageHero {...hero} />
      <Section intro={copy.postsSection}>
        <CategoryNav label={copy.categoryNav.label} links={categories} current={path} />
        <EntryList
          entries={posts}
          readMore={copy.postLabels.readMore}
          readMoreContext={copy.postLabels.readMoreContext}
        />
      </Section>
      <CtaBanner {...copy.blogCta} />
    </>
  );
}
