import type { PageIntro, SiteSearchContent } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

export const searchIntro: PageIntro = {
  eyebrow: "Search",
  title: "Search this site",
  intro: `Find a page, a help answer, a blog post, a press release or an open job on the ${siteConfig.name} website.`,
};

export const siteSearch: SiteSearchContent = {
  label: "Search the site",
  placeholder: "For example: eligible uses, pricing, refund",
  submit: "Search",
  landmark: "Site search",
  loading: "Searching…",
  resultSummary: {
    none: "No pages match “{query}”",
    one: "1 page matches “{query}”",
    other: "{count} pages match “{query}”",
  },
  noResults:
    "Try a shorter or more general word, or browse every page of the site below. Our support team can also answer your question directly.",
  unavailable:
    "Search could not load just now. Every page of the site is listed below, and the Help Center has answers to common questions.",
  siteIndex: "Every page of the site",
  siteIndexGroups: {
    posts: "Blog posts",
    releases: "Press releases",
    jobs: "Open positions",
  },
};
