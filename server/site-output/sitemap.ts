/**
 * sitemap.xml: every page a visitor can find, in each language, with its
 * alternates. Written by the build, and by the server whenever what is
 * published changes.
 */
import { type Locale, defaultLocale, localizedPath, publishedLocales } from "../../app/lib/i18n";
import { collectionPaths } from "../../app/lib/publishing/site-paths.server";
import { listedPages } from "../../app/lib/route-table";
import { absoluteUrl } from "../../app/lib/site-config";
import { xmlAttribute, xmlText } from "../../app/lib/xml";

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Every page a visitor can find, in each language, with the same page in the others. */
export function sitemapXml(locales: readonly Locale[] = publishedLocales): string {
  const entriesIn = (locale: Locale): SitemapEntry[] => [
    ...listedPages.map((page) => ({ path: page.path })),
    ...collectionPaths(locale),
  ];
  const pathsIn = new Map(
    locales.map((locale) => [locale, entriesIn(locale).map((entry) => entry.path)]),
  );
  // An entry not translated has its page, and so its alternates, in its own languages only.
  const languagesOf = (path: string) =>
    locales.filter((locale) => pathsIn.get(locale)?.includes(path));
  const alternates = (path: string) =>
    languagesOf(path).length < 2
      ? []
      : [
          ...languagesOf(path).map((locale) => [locale, locale] as const),
          ...(languagesOf(path).includes(defaultLocale)
            ? [["x-default", defaultLocale] as const]
            : []),
        ].map(
          ([hreflang, locale]) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlAttribute(absoluteUrl(localizedPath(path, locale)))}"/>`,
        );
  const urls = locales.flatMap((locale) =>
    entriesIn(locale).map(({ path, lastmod }) =>
      [
        `  <url>`,
        `    <loc>${xmlText(absoluteUrl(localizedPath(path, locale)))}</loc>`,
        ...(lastmod ? [`    <lastmod>${xmlText(lastmod)}</lastmod>`] : []),
        ...alternates(path),
        `  </url>`,
      ].join("\n"),
    ),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    ``,
  ].join("\n");
}
