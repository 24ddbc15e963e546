import type {
  Action,
  CtaContent,
  IconCard,
  LinkCard,
  PageIntro,
  SectionIntro,
  Step,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

import { salesContact } from "./organization";

const brand = siteConfig.name;

export const forStatesIntro: PageIntro & { actions: Action[] } = {
  eyebrow: "For State Governments",
  title: "Run an ESA program the public can trust",
  intro: `${brand} gives state agencies and districts the tools to launch an education savings account program, approve providers, control spending and report to legislators, without building software of their own.`,
  actions: [
    { label: "Request Demo", opensDemo: true },
    { label: "See the implementation timeline", href: "#timeline" },
  ],
};

export const capabilitiesSection: SectionIntro = {
  eyebrow: "Capabilities",
  title: "The whole program lifecycle, administered in one system",
  intro:
    "Your staff configure the rules your statute sets; the platform applies them to every application, provider and payment.",
};

export const stateCapabilities: IconCard[] = [
  {
    icon: "user-check",
    title: "Eligibility and enrollment",
    description:
      "Take applications online, check them against your eligibility criteria and issue awards, with a clear record of every decision.",
  },
  {
    icon: "clipboard-check",
    title: "Provider vetting",
    description:
      "Review provider applications, credentials and accreditation before anyone can accept program funds, and renew approvals on your schedule.",
  },
  {
    icon: "tags",
    title: "Spending rules",
    description:
      "Define allowable expense categories and limits once. Purchases outside the rules are stopped before money moves, not recovered afterwards.",
  },
  {
    icon: "wallet",
    title: "Fund disbursement",
    description:
      "Load awards into family accounts on your funding calendar and pay approved providers directly, with payments reconciled automatically.",
  },
  {
    icon: "gauge",
    title: "Real-time oversight",
    description:
      "Dashboards show enrollment, spending by category and pending approvals as they happen, across the whole state or one district.",
  },
  {
    icon: "file-search",
    title: "Audit and reporting",
    description:
      "Every approval, payment and change is logged with who made it and when. Export the reports auditors and legislators ask for in minutes.",
  },
];

export const benefitsSection: SectionIntro = {
  eyebrow: "Why states choose us",
  title: "Less administration, more accountability",
  intro: `What program offices tell us changes once their ESA program runs on ${brand}.`,
};

export const stateBenefits: string[] = [
  "Launch without building or maintaining custom software",
  "Apply statutory rules consistently to every family and provider",
  "Stop ineligible spending before it happens",
  "Answer legislative and public records requests from live data",
  "Cut the paper reimbursements that slow staff and families down",
  "Keep student records protected under FERPA",
  "Rely on a platform with a 99.9% uptime SLA",
  "Send family and provider questions to our support team instead of your office",
];

export const timelineSection: SectionIntro = {
  eyebrow: "Implementation",
  title: "From signed contract to statewide program",
  intro:
    "A typical rollout moves through three phases. We plan the exact schedule with your team around your legislative and funding dates.",
};

export const implementationTimeline: Step[] = [
  {
    title: "Planning",
    detail: "2-4 weeks",
    description:
      "We map your statute and program rules into the platform, connect the systems you already use and agree the reports you need.",
  },
  {
    title: "Pilot",
    detail: "4-8 weeks",
    description:
      "A first group of families and providers uses the live platform while your staff learn the admin tools and we refine the configuration.",
  },
  {
    title: "Statewide rollout",
    detail: "8-12 weeks",
    description:
      "Enrollment opens to every eligible family, provider onboarding scales up, and our support team takes on family and provider questions.",
  },
];

export const diligenceSection: SectionIntro = {
  eyebrow: "Due diligence",
  title: "Everything your review needs",
  intro:
    "Procurement, IT security and legal teams can check the details for themselves before a first meeting.",
};

export const diligenceLinks: LinkCard[] = [
  {
    icon: "shield-check",
    title: "Security and compliance",
    description:
      "SOC 2 Type II certification, FERPA compliance, encryption and our security practices.",
    href: "/security",
  },
  {
    icon: "plug",
    title: "Integrations",
    description:
      "Connections to student information, accounting, payment and single sign-on systems.",
    href: "/integrations",
  },
  {
    icon: "landmark",
    title: "Pricing",
    description: "Plans by number of student accounts, and custom Enterprise terms for states.",
    href: "/pricing",
  },
  {
    icon: "book-open",
    title: "Documentation",
    description: "The administrator guide, integration guide and API reference.",
    href: "/documentation",
  },
];

export const forStatesCta: CtaContent = {
  title: "Plan your program with us",
  intro:
    "Walk through the platform with our public-sector team and get a rollout plan built around your state's rules and dates.",
  actions: [
    { label: "Request Demo", opensDemo: true },
    { label: "Contact Sales", href: contactHref("sales") },
  ],
  contact: salesContact,
};
