import { data } from "react-router";

import { ArticleBody } from "~/components/sections/article-body";
import { ArticleHero } from "~/components/sections/article-hero";
import { ContactLinkList } from "~/components/sections/contact-link-list";
import { Container } from "~/components/ui/container";
import { LongDate } from "~/components/ui/long-date";
import { feedLink } from "~/lib/feed-link";
import { localeOfRequest } from "~/lib/i18n";
import { documentMeta, titleWithBrand } from "~/site/page-meta";
import { entryLanguages, findEntry } from "~/lib/publishing/collections.server";
import { crumbsTo, pressCopy } from "~/site/entry-pages.server";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbList, newsArticle } from "~/site/structured-data";

import type { Route } from "./+types/press-release";

export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const release = findEntry("press", locale, params.slug);
  if (!release) throw data(null, { status: 404 });
  const languages = entryLanguages("press", release.slug);
  const copy = pressCopy[locale];
  const { title, description, date, dateline, source } = release.data;
  const crumbs = crumbsTo(locale, "/press", { label: title, href: release.path });
  return {
    languages,
    meta: [
      ...documentMeta({
        languages,
        path: release.path,
        locale,
        title: titleWithBrand(title),
        description,
        type: "article",
      }),
      feedLink("/press/feed.xml", copy.pressFeed.title, locale),
      newsArticle({ path: release.path, locale, title, description, date, dateline }),
      breadcrumbList(crumbs, locale),
    ],
    crumbs,
    release: { title, description, date, dateline, source, html: release.html },
    copy: {
      labels: copy.releaseLabels,
      aboutBrand: copy.aboutBrand,
      mediaContactSection: copy.mediaContactSection,
      mediaContacts: copy.mediaContacts,
    },
  };
}

export const meta = metaFromLoader;

/** A release as it was issued: dateline, body, the standard "About" paragraph and who to call. */
export default function PressReleasePage({ loaderData }: Route.ComponentProps) {
  const { crumbs, release, copy } = loaderData;
  return (
    <>
      <ArticleHero
        breadcrumbLabel={copy.labels.breadcrumb}
        crumbs={crumbs}
        title={release.title}
        intro={release.description}
        facts={
          <p className="flex flex-wrap gap-x-2 text-ink-muted">
            <span>
              <span className="sr-only">{copy.labels.published} </span>
              <LongDate date={release.date} className="font-semibold text-ink" />
            </span>
            <span aria-hidden="true">·</span>
            <span>
              {copy.labels.source}: {release.source}
            </span>
          </p>
        }
      />
      <Container className="flex flex-col gap-12 py-12 sm:py-16">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
          <p className="font-semibold tracking-wide text-ink uppercase">
            {release.dateline} — <LongDate date={release.date} />
          </p>
          <ArticleBody html={release.html} />
        </div>
        <section
          aria-labelledby="about-brand"
          className="mx-auto flex w-full max-w-3xl flex-col gap-4 border-t border-border pt-10"
        >
          <h2 id="about-brand" className="text-2xl font-bold tracking-tight">
            {copy.aboutBrand.title}
          </h2>
          {copy.aboutBrand.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-ink-muted">
              {paragraph}
            </p>
          ))}
        </section>
        <section
          aria-labelledby="media-contact"
          className="mx-auto flex w-full max-w-3xl flex-col gap-4 rounded-2xl bg-surface-muted p-6 sm:p-8"
        >
          <h2 id="media-contact" className="text-2xl font-bold tracking-tight">
            {copy.mediaContactSection.title}
          </h2>
          <p className="leading-relaxed text-ink-muted">{copy.mediaContactSection.intro}</p>
          <ContactLinkList items={copy.mediaContacts} />
        </section>
      </Container>
    </>
  );
}
