import type { ContactLink, PageIntro, PressRelease, SectionIntro } from "~/content/types";
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

/** Newest first. */
export const pressReleases: PressRelease[] = [
  {
    title: `${brand} closes Series B funding to expand ESA and school meal programs`,
    date: "2026-09-22",
    source: "Business Wire",
    summary: `The Series B round will fund more implementation and support staff for state partners, faster onboarding for education providers, and further work on accessibility and security across the ${brand} platform.`,
  },
  {
    title: `${brand} announces partnerships with 10 more states`,
    date: "2026-06-09",
    source: `${brand} newsroom`,
    summary: `Ten more states will use ${brand} to run their education savings account and school meal programs, bringing the platform to 25+ states. Each program keeps its own eligibility rules and spending policies, configured rather than custom-built.`,
  },
  {
    title: `${brand} earns SOC 2 Type II certification`,
    date: "2026-02-17",
    source: `${brand} newsroom`,
    summary:
      "An independent auditor examined how our security, availability and confidentiality controls operated over time and issued a SOC 2 Type II report. State and district partners can request the report under a non-disclosure agreement.",
  },
];

export const mediaContactSection: SectionIntro = {
  eyebrow: "Media contact",
  title: "Working on a story?",
  intro:
    "Our press team can arrange interviews, confirm facts and figures, and connect you with program partners who are willing to talk. We answer media requests on business days.",
};

export const mediaContacts: ContactLink[] = [
  { label: "Email", text: siteConfig.emails.press, href: mailto(siteConfig.emails.press) },
  {
    label: "Phone",
    text: siteConfig.phone.display,
    href: telHref,
    detail: phoneHours,
  },
];
