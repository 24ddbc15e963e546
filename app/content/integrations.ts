import type { IntegrationCategory } from "~/components/sections/integration-directory";
import type { Action, PageIntro, SectionIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const integrationsIntro: PageIntro = {
  eyebrow: "Integrations",
  title: "Connect the systems you already run",
  intro: `With over 100 integrations and an open REST API, ${brand} exchanges data with student information systems, finance software, payment networks and identity providers, so nobody retypes a record.`,
};

export const directorySection: SectionIntro = {
  eyebrow: "Directory",
  title: "Popular integrations by category",
  intro:
    "A selection from over 100 integrations. Each one is marked Available, ready to switch on today, or Coming Soon, in development now.",
};

export const integrationCategories: IntegrationCategory[] = [
  {
    icon: "school",
    title: "Student information systems",
    description: "Keep enrollment, eligibility and student details in step with your SIS.",
    entries: [
      { name: "PowerSchool", status: "Available" },
      { name: "Infinite Campus", status: "Available" },
      { name: "Skyward", status: "Available" },
      { name: "Aeries", status: "Coming Soon" },
    ],
  },
  {
    icon: "calculator",
    title: "Accounting and ERP",
    description: "Post payments, refunds and fund balances straight to your general ledger.",
    entries: [
      { name: "QuickBooks Online", status: "Available" },
      { name: "Oracle NetSuite", status: "Available" },
      { name: "Sage Intacct", status: "Available" },
      { name: "Workday Financial Management", status: "Coming Soon" },
    ],
  },
  {
    icon: "credit-card",
    title: "Payments",
    description: "Accept family contributions and pay providers through trusted networks.",
    entries: [
      { name: "Stripe", status: "Available" },
      { name: "Plaid", status: "Available" },
      { name: "PayPal", status: "Coming Soon" },
      { name: "Authorize.net", status: "Coming Soon" },
    ],
  },
  {
    icon: "key-round",
    title: "Identity and single sign-on",
    description: "Let staff, students and families sign in with the accounts they already have.",
    entries: [
      { name: "Clever", status: "Available" },
      { name: "ClassLink", status: "Available" },
      { name: "Google Workspace for Education", status: "Available" },
      { name: "Microsoft Entra ID", status: "Available" },
      { name: "Okta", status: "Coming Soon" },
    ],
  },
  {
    icon: "monitor-play",
    title: "Learning platforms",
    description: "Connect approved online courses and classroom tools to student accounts.",
    entries: [
      { name: "Canvas", status: "Available" },
      { name: "Schoology", status: "Available" },
      { name: "Google Classroom", status: "Available" },
      { name: "Moodle", status: "Coming Soon" },
    ],
  },
  {
    icon: "message-square",
    title: "Communication",
    description: "Reach families with balance alerts, reminders and approvals where they read.",
    entries: [
      { name: "Twilio", status: "Available" },
      { name: "SendGrid", status: "Available" },
      { name: "Microsoft Teams", status: "Coming Soon" },
      { name: "ParentSquare", status: "Coming Soon" },
    ],
  },
];

export const apiFeaturesSection: SectionIntro = {
  eyebrow: "Open API",
  title: "Build the integration you need",
  intro: `If a system is not on the list, the ${brand} API lets your team or your vendor connect it, with the same access our own integrations use.`,
};

export const integrationApiFeatures: string[] = [
  "REST endpoints for students, payments, providers, accounts, reports and webhooks",
  "JSON requests and responses, with bearer-token authentication",
  "Webhooks that report payments and approvals in real time",
  "SDKs for JavaScript, Python, Java and C#",
  "Versioned paths, so existing integrations keep working",
  "Keys scoped by role-based access control, over TLS 1.3",
];

export const apiFeatureActions: Action[] = [
  { label: "View API Docs", href: "/api" },
  { label: "Read the Integration Guide", href: "/documentation" },
];

export const integrationsCta: SectionIntro & { actions: Action[] } = {
  title: "Don't see your system?",
  intro:
    "Tell us which system you need connected. We build new integrations with the vendors our customers rely on, and yours may already be in progress.",
  actions: [
    { label: "Request an Integration", href: contactHref("partnership") },
    { label: "Request Demo", opensDemo: true },
  ],
};
