import type {
  CodeSampleLabels,
  Action,
  CtaContent,
  IconCard,
  PageIntro,
  SampleEndpoint,
  SectionIntro,
} from "~/content/types";
import { studentLookupPath } from "~/content/api-sample";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const apiIntro: PageIntro = {
  eyebrow: "Developers",
  title: `Build on the ${brand} API`,
  intro:
    "A REST API with JSON everywhere and bearer-token authentication gives your systems the same access to students, payments, providers and reports that our own applications use.",
};

export const apiFeaturesSection: SectionIntro = {
  eyebrow: "Why developers like it",
  title: "Predictable, secure and documented",
  intro:
    "The API follows the conventions your team already knows, so a first integration takes days rather than a procurement cycle.",
};

export const apiFeatures: IconCard[] = [
  {
    icon: "layers",
    title: "RESTful and predictable",
    description:
      "Resources are named for what they hold: students, payments, providers, accounts, reports and webhooks. Requests and responses are JSON.",
  },
  {
    icon: "key-round",
    title: "Secure authentication",
    description:
      "Every request carries a bearer token over TLS 1.3. Keys are scoped with role-based access control, so each system sees only what it needs.",
  },
  {
    icon: "webhook",
    title: "Real-time webhooks",
    description:
      "Register an endpoint once and hear about approved applications, payments and balance changes as they happen, without polling.",
  },
  {
    icon: "file-code-2",
    title: "Versioned for stability",
    description:
      "Every path starts with its version, /api/v1. Changes that could break an integration arrive in a new version, announced well in advance.",
  },
  {
    icon: "package",
    title: "Official SDKs",
    description:
      "Client libraries for JavaScript, Python, Java and C# take care of authentication and request formatting, so your code reads like your domain.",
  },
  {
    icon: "activity",
    title: "Built to stay up",
    description:
      "The API is covered by our 99.9% uptime SLA, monitored 24/7 and reported openly on the system status page.",
  },
];

export const endpointsSection: SectionIntro = {
  eyebrow: "Reference",
  title: "Core endpoints",
  intro:
    "Six endpoints cover most integrations. The full reference lists every field, filter and error code.",
};

export const endpointsCaption = `Core endpoints of the ${brand} API, version 1`;

/** The endpoint table's column headings. */
export const endpointColumns = { method: "Method", path: "Path", purpose: "Purpose" };

export const sampleEndpoints: SampleEndpoint[] = [
  {
    method: "GET",
    path: "/api/v1/students",
    description: "List students with their account status and ESA balance.",
  },
  {
    method: "POST",
    path: "/api/v1/payments",
    description: "Create a payment from a student's account to an approved provider.",
  },
  {
    method: "GET",
    path: "/api/v1/providers",
    description: "List approved providers with their services and rates.",
  },
  {
    method: "PUT",
    path: "/api/v1/accounts/{id}",
    description: "Update an account's settings, such as spending limits or contacts.",
  },
  {
    method: "GET",
    path: "/api/v1/reports",
    description: "Retrieve program reports on enrollment, spending and compliance.",
  },
  {
    method: "POST",
    path: "/api/v1/webhooks",
    description: "Register a URL to receive event notifications.",
  },
];

export const studentLookupSection: SectionIntro = {
  eyebrow: "Example",
  title: "Look up a student",
  intro:
    "A GET request with your API key as a bearer token returns the student's balance, status, enrolled providers and most recent payment. Amounts are in US dollars.",
};

export const studentLookupRequest = {
  title: "Request",
  detail: `GET ${studentLookupPath}`,
};

export const codeSampleLabels: CodeSampleLabels = {
  copy: "Copy",
  copied: "Copied",
  copyUnavailable:
    "Copying is not available in this browser. Select the code and copy it with your keyboard.",
  codeRegion: "{title} code",
};

export const studentLookupResponse = {
  title: "Response",
  detail: "200 OK, application/json",
};

export const sdkSection: SectionIntro = {
  eyebrow: "SDKs",
  title: "Client libraries in four languages",
  intro:
    "The SDKs come with API access: once your key is issued, the API reference explains how to install each one and make your first call.",
};

export const sdks: IconCard[] = [
  {
    icon: "braces",
    title: "JavaScript",
    description: "For Node.js services and browser-based tools.",
  },
  {
    icon: "square-terminal",
    title: "Python",
    description: "For data pipelines, reporting scripts and back-office automation.",
  },
  {
    icon: "coffee",
    title: "Java",
    description: "For enterprise systems and state agency back ends running on the JVM.",
  },
  {
    icon: "hash",
    title: "C#",
    description: "For .NET applications, common in district finance and student systems.",
  },
];

export const sdkReferenceLink: Action = {
  label: "Read the API reference",
  href: "/documentation#api-reference",
};

export const apiCta: CtaContent = {
  title: "Ready to start building?",
  intro:
    "Tell us about your integration and our technical team will issue a key for testing and help you plan the rollout.",
  actions: [
    { label: "Get API Key", href: contactHref("support") },
    { label: "View Documentation", href: "/documentation" },
  ],
};
