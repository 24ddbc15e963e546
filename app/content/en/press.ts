import type {
  ArticleLabels,
  ContactLink,
  FeedLink,
  PageIntro,
  SectionIntro,
} from "~/content/types";
import { mailto, siteConfig, telHref } from "~/lib/site-config";

import { phoneHours } from "./organization";

const brand = siteConfig.name;

export const pressIntro: PageIntro = {
  eyebrow: "Press",
  title: "News and media resources",
  intro: `The latest announcements from ${brand}, with contacts for journalists covering education funding and school choice.`,
};

export const releasesSection: SectionIntro = {
  eyebrow: "Press releases",
  title: "Announcements",
};

export const releaseLabels: ArticleLabels & { source: string } = {
  breadcrumb: "Breadcrumb",
  readMore: "Read the release",
  readMoreContext: "“{title}”",
  published: "Released",
  source: "Source",
};

/** The standard closing paragraph of every release. */
export const aboutBrand = {
  title: `About ${brand}`,
  paragraphs: [
    `${brand} is the platform state and district programs use to run education savings accounts and school meal programs. Families apply, choose approved providers and pay them from one account; providers get listed and paid on time; program offices set the rules and see every dollar as it moves.`,
    `Founded in Austin, Texas in ${siteConfig.foundedYear}, ${brand} serves 50,000+ families in 25+ states and manages more than $2.5B in program funds. The platform is SOC 2 Type II certified and FERPA compliant.`,
  ],
};

export const mediaContactSection: SectionIntro = {
  eyebrow: "Media contact",
  title: "Working on a story?",
  intro:
    "Our press team can arrange interviews, confirm facts and figures, and connect you with program partners who are willing to talk. We answer media requests on business days.",
};

export const mediaContacts: ContactLink[] = [
  { label: "Email", text: siteConfig.emails.press, href: mailto(siteConfig.emails.press) },
  { label: "Phone", text: siteConfig.phone.display, href: telHref, detail: phoneHours },
];

export const pressFeed: FeedLink = {
  title: `${brand} press releases`,
  label: "Follow our press releases with a feed reader (Atom)",
};
