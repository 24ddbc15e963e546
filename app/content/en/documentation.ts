import type { GuideOverview, PageIntro, SectionIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const documentationIntro: PageIntro = {
  eyebrow: "Documentation",
  title: `Guides for every ${brand} user`,
  intro: `Step-by-step guides for families and providers, the administrator guide for program staff, and the technical references for teams integrating with ${brand}.`,
};

export const guidesSection: SectionIntro = {
  eyebrow: "What each guide covers",
  title: "Four guides, one for each kind of work",
  intro: `The complete guides are shared with customers inside the ${brand} platform and updated with each release. This page outlines what each one covers, so you know where to look and who to ask in the meantime.`,
};

export const guides: GuideOverview[] = [
  {
    id: "user-guides",
    icon: "book-open",
    title: "User Guides",
    audience: "For families and education providers using the platform day to day.",
    articles: [
      {
        title: "Creating your family account",
        summary:
          "Set up your sign-in, add each child and upload the documents your state asks for.",
      },
      {
        title: "Applying for an education savings account",
        summary: "Complete the application, follow its review and see what happens after approval.",
      },
      {
        title: "Paying an approved provider",
        summary:
          "Find a provider in the marketplace, confirm a payment and track it until it is paid.",
      },
      {
        title: "Ordering school meals",
        summary:
          "Order ahead, record dietary preferences and set a spending limit for each student.",
      },
      {
        title: "Setting up a provider profile",
        summary:
          "Describe your services, upload your credentials and choose where payouts are sent.",
      },
    ],
    nextStep: { label: "Find answers in the Help Center", href: "/help-center" },
  },
  {
    id: "api-reference",
    icon: "code-2",
    title: "API Reference",
    audience: "For developers connecting other systems to the platform.",
    articles: [
      {
        title: "Authentication",
        summary: "Bearer tokens sent with every request, and how to rotate keys safely.",
      },
      {
        title: "Students",
        summary: "Look up a student's balance, status, enrolled providers and last payment.",
      },
      {
        title: "Payments",
        summary: "Create payments to approved providers and follow them to completion.",
      },
      {
        title: "Providers and accounts",
        summary: "List approved providers and update account details.",
      },
      {
        title: "Reports and webhooks",
        summary: "Pull program reports and register endpoints to hear about events as they happen.",
      },
    ],
    nextStep: { label: "See the endpoints and a code sample", href: "/api" },
  },
  {
    id: "administrator-guide",
    icon: "shield-check",
    title: "Administrator Guide",
    audience: "For state and district staff who run a program.",
    articles: [
      {
        title: "Configuring program rules",
        summary: "Set award amounts, eligible expense categories and approval thresholds.",
      },
      {
        title: "Reviewing applications",
        summary: "Work through the eligibility queue, request documents and record decisions.",
      },
      {
        title: "Approving providers",
        summary: "Vet new providers, check their credentials and manage renewals.",
      },
      {
        title: "Roles and permissions",
        summary:
          "Give each staff member the access their work needs, protected by multi-factor authentication.",
      },
      {
        title: "Audit and reporting",
        summary: "Export spending reports and the audit trail for auditors and legislators.",
      },
    ],
    nextStep: { label: "Ask our support team", href: contactHref("support") },
  },
  {
    id: "integration-guide",
    icon: "plug",
    title: "Integration Guide",
    audience: "For IT teams linking the platform to the systems they already run.",
    articles: [
      {
        title: "Student information systems",
        summary: "Keep enrollment and student records in step with your district's system.",
      },
      {
        title: "Single sign-on",
        summary: "Let staff sign in with the identity provider they already use.",
      },
      {
        title: "Accounting and finance",
        summary: "Send payments and reconciliations to your general ledger.",
      },
      {
        title: "Webhooks",
        summary: "Receive events such as approvals and payments the moment they happen.",
      },
    ],
    nextStep: { label: "Plan an integration with our team", href: contactHref("support") },
  },
];
