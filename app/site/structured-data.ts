/**
 * schema.org descriptions of pages, as JSON-LD (`<script type="application/ld+json">`
 * in the head, through a route's meta). Built in loaders at build time; the
 * browser only ever sees the finished JSON in the HTML.
 */
import type { MetaDescriptor } from "react-router";

import type { Crumb } from "~/content/types";

import { type Locale, localizedPath } from "~/lib/i18n";
import { officeInstant, officeIsoString } from "~/lib/office-time";
import { absoluteUrl, siteConfig } from "~/lib/site-config";

type Thing = Record<string, unknown>;

export function jsonLd(thing: Thing): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...thing } };
}

const url = (path: string, locale: Locale) => absoluteUrl(localizedPath(path, locale));

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: siteConfig.address.street,
  addressLocality: siteConfig.address.city,
  addressRegion: siteConfig.address.regionCode,
  postalCode: siteConfig.address.postalCode,
  addressCountry: "US",
};

export function organization(): Thing {
  return {
    "@type": "Organization",
    "@id": `${siteConfig.url}/#organization`,
    name: siteConfig.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    email: siteConfig.emails.sales,
    telephone: siteConfig.phone.dial,
    foundingDate: String(siteConfig.foundedYear),
    address: postalAddress,
  };
}

/** Home: who we are, and how a search engine can send a query straight to /search. */
export function homeStructuredData(locale: Locale): MetaDescriptor[] {
  return [
    jsonLd(organization()),
    jsonLd({
      "@type": "WebSite",
      name: siteConfig.name,
      url: url("/", locale),
      inLanguage: locale,
      publisher: { "@id": `${siteConfig.url}/#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${url("/search", locale)}?q={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      },
    }),
  ];
}

export function breadcrumbList(crumbs: readonly Crumb[], locale: Locale): MetaDescriptor {
  return jsonLd({
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: url(crumb.href, locale),
    })),
  });
}

export function faqPage(faqs: readonly { question: string; answer: string }[]): MetaDescriptor {
  return jsonLd({
    "@type": "FAQPage",
    mainEntity: faqs.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  });
}

interface ArticleFacts {
  path: string;
  locale: Locale;
  title: string;
  description: string;
  date: string;
}

const publisher = () => ({
  "@type": "Organization",
  name: siteConfig.name,
  logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
});

function article(type: string, facts: ArticleFacts): Thing {
  const pageUrl = url(facts.path, facts.locale);
  return {
    "@type": type,
    headline: facts.title,
    description: facts.description,
    datePublished: facts.date,
    dateModified: facts.date,
    inLanguage: facts.locale,
    url: pageUrl,
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
    publisher: publisher(),
    image: absoluteUrl("/favicon.svg"),
  };
}

export function blogPosting(
  facts: ArticleFacts & { author: string; section: string; words: number },
): MetaDescriptor {
  return jsonLd({
    ...article("BlogPosting", facts),
    author: { "@type": "Person", name: facts.author },
    articleSection: facts.section,
    wordCount: facts.words,
  });
}

export function newsArticle(facts: ArticleFacts & { dateline: string }): MetaDescriptor {
  return jsonLd({
    ...article("NewsArticle", facts),
    author: { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") },
    dateline: facts.dateline,
  });
}

interface JobFacts {
  path: string;
  locale: Locale;
  title: string;
  /** HTML, as Google asks for. */
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: "full-time" | "part-time" | "contract";
  remote: boolean;
  salary: { min: number; max: number };
}

const schemaEmploymentType = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
} as const;

export function jobPosting(job: JobFacts): MetaDescriptor {
  return jsonLd({
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    // The end of the last day applications are taken, with the office's offset on that day.
    validThrough: officeIsoString(
      officeInstant({ date: job.validThrough, hour: 23, minute: 59, second: 59 }),
    ),
    employmentType: schemaEmploymentType[job.employmentType],
    url: url(job.path, job.locale),
    hiringOrganization: {
      "@type": "Organization",
      name: siteConfig.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/favicon.svg"),
    },
    jobLocation: {
      "@type": "Place",
      address: job.remote ? { "@type": "PostalAddress", addressCountry: "US" } : postalAddress,
    },
    ...(job.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "US" },
        }
      : {}),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: "YEAR",
      },
    },
    directApply: false,
  });
}
