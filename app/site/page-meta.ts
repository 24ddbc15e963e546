/**
 * A page's <title>, description, canonical URL, language alternates and Open
 * Graph tags. Runs in loaders only (at build time), so every language's
 * titles stay out of the browser's JavaScript.
 */
import type { MetaDescriptor } from "react-router";

import * as en from "~/content/en/pages";
import * as es from "~/content/es/pages";
import type { PageText } from "~/content/types";

import {
  type Locale,
  type Localized,
  defaultLocale,
  localizedPath,
  ogLocale,
  publishedLocales,
} from "~/lib/i18n";
import { type PagePath, getPage } from "~/lib/route-table";
import { absoluteUrl, siteConfig } from "~/lib/site-config";

const pageTexts: Localized<Record<PagePath, PageText>> = {
  "en-US": en.pageText,
  "es-US": es.pageText,
};

export function pageText(path: PagePath, locale: Locale = defaultLocale): PageText {
  return pageTexts[locale][path];
}

/** "Pricing | Brightway"; Home leads with the brand. */
export function titleWithBrand(title: string, isHome = false): string {
  return isHome ? `${siteConfig.name} | ${title}` : `${title} | ${siteConfig.name}`;
}

export function documentTitle(path: PagePath, locale: Locale = defaultLocale): string {
  return titleWithBrand(pageText(path, locale).title, path === "/");
}

export interface DocumentMetaOptions {
  /** The English path: /pricing, /blog/<slug>. */
  path: string;
  locale: Locale;
  title: string;
  description: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** The languages the page exists in: every published one, unless an entry lacks a translation. */
  languages?: readonly Locale[];
}

/** The head of any page: its own URL in its language, and the same page in every other. */
export function documentMeta({
  path,
  locale,
  title,
  description,
  type = "website",
  noindex = false,
  languages = publishedLocales,
}: DocumentMetaOptions): MetaDescriptor[] {
  const url = absoluteUrl(localizedPath(path, locale));
  const alternates =
    languages.length > 1
      ? [
          ...languages.map((language) => ({
            tagName: "link" as const,
            rel: "alternate",
            hrefLang: language,
            href: absoluteUrl(localizedPath(path, language)),
          })),
          {
            tagName: "link" as const,
            rel: "alternate",
            hrefLang: "x-default",
            href: absoluteUrl(localizedPath(path, defaultLocale)),
          },
        ]
      : [];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale[locale] },
    ...languages
      .filter((language) => language !== locale)
      .map((language) => ({ property: "og:locale:alternate", content: ogLocale[language] })),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The head of a page of the routes table. */
export function pageMeta(path: PagePath, locale: Locale = defaultLocale): MetaDescriptor[] {
  const { description } = pageText(path, locale);
  return documentMeta({
    path,
    locale,
    title: documentTitle(path, locale),
    description,
    noindex: getPage(path).unlisted,
  });
}
