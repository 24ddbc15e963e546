import { data } from "react-router";

import { ArticleBody } from "~/components/sections/article-body";
import { ArticleHero } from "~/components/sections/article-hero";
import { EntryList } from "~/components/sections/entry-list";
import { Section } from "~/components/sections/section";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { LongDate } from "~/components/ui/long-date";
import { SmartLink } from "~/components/ui/smart-link";
import { feedLink } from "~/lib/feed-link";
import { localeOfRequest } from "~/lib/i18n";
import { documentMeta, titleWithBrand } from "~/site/page-meta";
import { entryLanguages, findEntry } from "~/lib/publishing/collections.server";
import {
  blogCopy,
  categoryHref,
  crumbsTo,
  readingTime,
  relatedPosts,
} from "~/site/entry-pages.server";
import { metaFromLoader } from "~/lib/route-meta";
import { blogPosting, breadcrumbList } from "~/site/structured-data";
import { fillTemplate } from "~/lib/template";

import type { Route } from "./+types/blog-post";

/** The post's HTML is rendered from Markdown here, at build time; it reaches the browser only inside this page's HTML. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const post = findEntry("blog", locale, params.slug);
  if (!post) throw data(null, { status: 404 });
  const languages = entryLanguages("blog", post.slug);
  const copy = blogCopy[locale];
  const { title, description, author, date, category } = post.data;
  const categoryLabel = copy.blogCategories[category].label;
  const crumbs = crumbsTo(locale, "/blog", { label: title, href: post.path });
  return {
    languages,
    meta: [
      ...documentMeta({
        languages,
        path: post.path,
        locale,
        title: titleWithBrand(title),
        description,
        type: "article",
      }),
      feedLink("/blog/feed.xml", copy.blogFeed.title, locale),
      blogPosting({
        path: post.path,
        locale,
        title,
        description,
        date,
        author,
        section: categoryLabel,
        words: post.words,
      }),
      breadcrumbList(crumbs, locale),
    ],
    crumbs,
    post: {
      title,
      description,
      date,
      html: post.html,
      byline: fillTemplate(copy.postLabels.by, { author }),
      readingTime: readingTime(post, locale),
      category: { label: categoryLabel, href: categoryHref(category) },
    },
    related: relatedPosts(post, locale),
    labels: copy.postLabels,
  };
}

export const meta = metaFromLoader;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { crumbs, post, related, labels } = loaderData;
  return (
    <>
      <ArticleHero
        breadcrumbLabel={labels.breadcrumb}
        crumbs={crumbs}
        eyebrow={
          <Badge tone="primary" className="self-start">
            <SmartLink href={post.category.href} className="underline-offset-4 hover:underline">
              <span className="sr-only">{labels.category}: </span>
              {post.category.label}
            </SmartLink>
          </Badge>
        }
        title={post.title}
        intro={post.description}
        facts={
          <p className="flex flex-wrap gap-x-2 text-ink-muted">
            <span className="font-semibold text-ink">{post.byline}</span>
            <span aria-hidden="true">·</span>
            <span>
              <span className="sr-only">{labels.published} </span>
              <LongDate date={post.date} />
            </span>
            <span aria-hidden="true">·</span>
            <span>{post.readingTime}</span>
          </p>
        }
      />
      <Container className="py-12 sm:py-16">
        <ArticleBody html={post.html} className="mx-auto" />
      </Container>
      {related.length > 0 && (
        <Section intro={{ title: labels.related }} tone="muted">
          <EntryList
            entries={related}
            readMore={labels.readMore}
            readMoreContext={labels.readMoreContext}
          />
        </Section>
      )}
    </>
  );
}
