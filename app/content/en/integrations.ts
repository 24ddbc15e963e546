import type {
  Action,
  CtaContent,
  IntegrationStatusLabels,
  PageIntro,
  SectionIntro,
} from "~/content/types";
import type { IntegrationCategoryKey } from "~/content/integration-catalog";
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

/** The spec's two statuses, word for word. */
export const integrationStatusLabels: IntegrationStatusLabels = {
  available: "Available",
  "coming-soon": "Coming Soon",
};

/** What each category of the directory (content/integration-catalog.ts) is called. */
export const integrationCategoryText: Record<
  IntegrationCategoryKey,
  { title: string; description: string }
> = {
  "student-information": {
    title: "Student information systems",
    description: "Keep enrollment, eligibility and student details in step with your SIS.",
  },
  accounting: {
    title: "Accounting and ERP",
    description: "Post payments, refunds and fund balances straight to your general ledger.",
  },
  payments: {
    title: "Payments",
    description: "Accept family contributions and pay providers through trusted networks.",
  },
  identity: {
    title: "Identity and single sign-on",
    description: "Let staff, students and families sign in with the accounts they already have.",
  },
  learning: {
    title: "Learning platforms",
    description: "Connect approved online courses and classroom tools to student accounts.",
  },
  communication: {
    title: "Communication",
    description: "Reach families with balance alerts, reminders and approvals where they read.",
  },
};

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

export const integrationsCta: CtaContent = {
  title: "Don't see your system?",
  intro:
    "Tell us which system you need connected. We build new integrations with the vendors our customers rely on, and yours may already be in progress.",
  actions: [
    { label: "Request an Integration", href: contactHref("partnership") },
    { label: "Request Demo", opensDemo: true },
  ],
};
