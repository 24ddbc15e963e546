/**
 * What the pages of the collections show about their entries, in the
 * page's language: index cards, category links, breadcrumbs and heads.
 * Runs in loaders only (build time).
 */
import * as enBlog from "~/content/en/blog";
import * as enCareers from "~/content/en/careers";
import * as enPress from "~/content/en/press";
import * as esBlog from "~/content/es/blog";
import * as esCareers from "~/content/es/careers";
import * as esPress from "~/content/es/press";
import type { Crumb, EntrySummary, NavLink } from "~/content/types";

import type { Locale, Localized } from "~/lib/i18n";
import { pageText } from "./page-meta";
import type { PagePath } from "~/lib/route-table";
import { fillCounted, fillTemplate } from "~/lib/template";
import { type Entry, publishedEntries } from "~/lib/publishing/collections.server";
import type { BlogCategory } from "~/lib/publishing/entry-fields";
import { categoriesInUse } from "~/lib/publishing/site-paths.server";

export const blogCopy: Localized<typeof enBlog> = { "en-US": enBlog, "es-US": esBlog };
export const pressCopy: Localized<typeof enPress> = { "en-US": enPress, "es-US": esPress };
export const careersCopy: Localized<typeof enCareers> = { "en-US": enCareers, "es-US": esCareers };

/** Home › the collection's index page › (the page itself, when given). */
export function crumbsTo(locale: Locale, index: PagePath, ...rest: Crumb[]): Crumb[] {
  return [
    { label: pageText("/", locale).label, href: "/" },
    { label: pageText(index, locale).label, href: index },
    ...rest,
  ];
}

export function categoryHref(category: BlogCategory): string {
  return `/blog/category/${category}`;
}

export function readingTime(entry: Entry<"blog">, locale: Locale): string {
  return fillCounted(blogCopy[locale].postLabels.readingTime, entry.readingMinutes);
}

export function blogSummary(entry: Entry<"blog">, locale: Locale): EntrySummary {
  const { blogCategories } = blogCopy[locale];
  const { title, description, author, date, category } = entry.data;
  return {
    path: entry.path,
    title,
    description,
    date,
    byline: author,
    tag: { label: blogCategories[category].label, href: categoryHref(category) },
    details: [readingTime(entry, locale)],
  };
}

export function blogSummaries(locale: Locale, category?: BlogCategory): EntrySummary[] {
  return publishedEntries("blog", locale)
    .filter((post) => !category || post.data.category === category)
    .map((post) => blogSummary(post, locale));
}

/** "All posts", then each category that has a post. */
export function blogCategoryLinks(locale: Locale): NavLink[] {
  const { blogCategories, categoryNav } = blogCopy[locale];
  return [
    { label: categoryNav.all, href: "/blog" },
    ...[...categoriesInUse(locale).keys()].map((category) => ({
      label: blogCategories[category].label,
      href: categoryHref(category),
    })),
  ];
}

/** Up to three other posts: the same category first, then the newest. */
export function relatedPosts(post: Entry<"blog">, locale: Locale): EntrySummary[] {
  const others = publishedEntries("blog", locale).filter((other) => other.slug !== post.slug);
  const sameCategory = others.filter((other) => other.data.category === post.data.category);
  const rest = others.filter((other) => other.data.category !== post.data.category);
  return [...sameCategory, ...rest].slice(0, 3).map((other) => blogSummary(other, locale));
}

export function pressSummaries(locale: Locale): EntrySummary[] {
  return publishedEntries("press", locale).map(({ path, data }) => ({
    path,
    title: data.title,
    description: data.description,
    date: data.date,
    byline: data.source,
    details: [],
  }));
}

export function jobSummaries(locale: Locale): EntrySummary[] {
  const { departmentLabels, locationLabels, employmentTypeLabels } = careersCopy[locale];
  return publishedEntries("careers", locale).map(({ path, data }) => ({
    path,
    title: data.title,
    description: data.description,
    date: data.datePosted,
    byline: departmentLabels[data.department],
    details: [locationLabels[data.location], employmentTypeLabels[data.employmentType]],
  }));
}

/** "$145,000 to $180,000 a year". */
export function salaryRange(salary: { min: number; max: number }, locale: Locale): string {
  const dollars = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  return fillTemplate(careersCopy[locale].jobLabels.salaryRange, {
    min: dollars.format(salary.min),
    max: dollars.format(salary.max),
  });
}

/** A category page's heading and description. */
export function categoryText(category: BlogCategory, locale: Locale) {
  const { blogCategories, postLabels } = blogCopy[locale];
  const { label, intro, description } = blogCategories[category];
  return {
    label,
    title: fillTemplate(postLabels.categoryTitle, { category: label }),
    intro,
    description,
  };
}

/** Every page a collection adds, with its title and description as its head gives them. */
export function collectionPageHeads(
  locale: Locale,
): { path: string; title: string; description: string }[] {
  const entries = [
    ...publishedEntries("blog", locale),
    ...publishedEntries("press", locale),
    ...publishedEntries("careers", locale),
  ];
  return [
    ...entries.map((entry) => ({
      path: entry.path,
      title: entry.data.title,
      description: entry.data.description,
    })),
    ...[...categoriesInUse(locale).keys()].map((category) => {
      const { title, description } = categoryText(category, locale);
      return { path: categoryHref(category), title, description };
    }),
  ];
}
