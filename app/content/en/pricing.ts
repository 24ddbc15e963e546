import type {
  Action,
  CtaContent,
  Faq,
  PageIntro,
  PricingPlan,
  SectionIntro,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

import { phoneHours, salesContact } from "./organization";

const brand = siteConfig.name;

export const pricingIntro: PageIntro = {
  eyebrow: "Pricing",
  title: "Simple pricing for programs of every size",
  intro:
    "Start with a 30-day free trial, no credit card required. Choose a plan by the number of student accounts you manage, and change plans whenever your program grows.",
};

export const plansSection: SectionIntro = {
  title: "Choose your plan",
  intro:
    "Every plan includes the full security and compliance foundation. Plans differ in how many student accounts they hold and how much of the platform they open up.",
};

/** Pricing "Get Started" opens the demo request: a trial starts with a short conversation. */
const getStarted: Action = { label: "Get Started", opensDemo: true };

/** The badge on the popular plan. */
export const popularPlanLabel: string = "Most Popular";

export const pricingPlans: PricingPlan[] = [
  {
    name: "Starter",
    price: "$99",
    period: "per month",
    description:
      "For a single school, pilot program or small provider network taking its first funds online.",
    features: [
      "Up to 100 student accounts",
      "Parent portal and online applications",
      "Vendor marketplace listings",
      "Real-time payment processing",
      "Standard spending and balance reports",
      "Email support with a reply within 24 hours",
    ],
    popular: false,
    action: getStarted,
  },
  {
    name: "Professional",
    price: "$299",
    period: "per month",
    description:
      "For districts and growing programs that need oversight tools, school meals and connections to the systems they already run.",
    features: [
      "Up to 1,000 student accounts",
      "Everything in Starter",
      "Admin dashboard and analytics",
      "Automated compliance tracking",
      "School lunch ordering with spending limits",
      "API access and standard integrations",
      `Phone support ${phoneHours}`,
    ],
    popular: true,
    action: getStarted,
  },
  {
    name: "Enterprise",
    price: "Custom",
    period: "pricing for your program",
    description:
      "For statewide programs that need unlimited scale, single sign-on and an implementation plan built with our team.",
    features: [
      "Unlimited accounts",
      "Everything in Professional",
      "Single sign-on and custom integrations",
      "Guided planning, pilot and statewide rollout",
      "A named account manager",
      "Security reviews and procurement support",
    ],
    popular: false,
    action: { label: "Contact Sales", href: contactHref("sales") },
  },
];

export const includedSection: SectionIntro = {
  eyebrow: "In every plan",
  title: "The essentials are never an upgrade",
  intro: `Public money and student records deserve the same protection whatever a program's size, so every ${brand} plan includes:`,
};

export const includedInEveryPlan: string[] = [
  "A SOC 2 Type II certified platform",
  "FERPA-compliant handling of student records",
  "AES-256 encryption at rest and TLS 1.3 in transit",
  "Role-based access control and multi-factor authentication",
  "24/7 monitoring backed by a 99.9% uptime SLA",
  "A 30-day free trial, no credit card required",
];

export const pricingFaqSection: SectionIntro = {
  eyebrow: "FAQ",
  title: "Pricing questions, answered",
};

export const pricingFaqs: Faq[] = [
  {
    question: "Can I change plans later?",
    answer:
      "Yes. Upgrades and downgrades take effect immediately with proration: you pay only the difference for the rest of the billing period, or receive a credit toward the next one.",
  },
  {
    question: "Is there a free trial?",
    answer:
      "Every plan starts with a 30-day free trial, and no credit card is needed to begin. At the end of the trial you choose a plan, and nothing is charged unless you do.",
  },
  {
    question: "What payment methods do you accept?",
    answer:
      "We accept all major credit cards, ACH bank transfers and purchase orders, so schools and agencies can pay through their usual procurement process.",
  },
  {
    question: "Is there a discount for annual billing?",
    answer: "Yes. Paying annually saves 15% compared with paying month to month, on any plan.",
  },
  {
    question: "What counts as a student account?",
    answer:
      "One account per student enrolled in your program, whether it holds ESA funds, a school meal balance or both. Parent, provider and staff logins are not counted.",
  },
];

export const pricingCta: CtaContent = {
  title: "Not sure which plan fits?",
  intro:
    "Tell us how many students your program serves and what you need to track. We will walk you through the platform and recommend a plan.",
  actions: [
    { label: "Request Demo", opensDemo: true },
    { label: "Contact Sales", href: contactHref("sales") },
  ],
  contact: salesContact,
};
