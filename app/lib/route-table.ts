/**
 * The one routes table. It feeds the route config (app/routes.ts), pre-rendering
 * (react-router.config.ts), page metadata, the footer, sitemap.xml and the
 * all-routes browser tests. Adding a page: one row here, one module in
 * app/routes/<slug>.tsx, one content module in app/content/.
 *
 * Imported by build tooling under plain Node, so it must stay free of JSX and
 * of anything Vite-specific.
 */
import { siteConfig } from "./site-config";

const brand = siteConfig.name;

export type FooterGroup = "Product" | "Solutions" | "Support" | "Company" | "Legal";

export interface PageEntry {
  path: string;
  /** Link text in the footer and elsewhere. */
  label: string;
  /** Document title before the brand suffix. */
  title: string;
  /** Meta and Open Graph description: one or two sentences, under 160 characters. */
  description: string;
  footerGroup?: FooterGroup;
  /**
   * Reached only as the outcome of something (a form sent without
   * JavaScript): left out of the sitemap and search, marked noindex.
   */
  unlisted?: boolean;
}

export const pages = [
  {
    path: "/",
    label: "Home",
    title: "ESA Fund Management and School Meal Programs",
    description: `${brand} helps states, education providers and families run education savings accounts and school meal programs with audit-ready controls.`,
  },
  {
    path: "/features",
    label: "Features",
    title: "Features",
    description:
      "Security, real-time payment processing, analytics, multi-user access, automated compliance and easy integration for ESA and school meal programs.",
    footerGroup: "Product",
  },
  {
    path: "/pricing",
    label: "Pricing",
    title: "Pricing",
    description:
      "Starter at $99 per month, Professional at $299 per month, or custom Enterprise pricing. Every plan starts with a 30-day free trial.",
    footerGroup: "Product",
  },
  {
    path: "/security",
    label: "Security",
    title: "Security and Compliance",
    description:
      "SOC 2 Type II certified and FERPA compliant: AES-256 encryption at rest, TLS 1.3 in transit, quarterly penetration tests and 24/7 monitoring.",
    footerGroup: "Product",
  },
  {
    path: "/integrations",
    label: "Integrations",
    title: "Integrations",
    description: `Connect ${brand} to student information systems, accounting, payments, single sign-on and more: over 100 integrations and an open API.`,
    footerGroup: "Product",
  },
  {
    path: "/for-states",
    label: "For States",
    title: "For State Governments",
    description:
      "Launch and oversee an ESA program with fund controls, eligibility checks, provider vetting and reporting built for public accountability.",
    footerGroup: "Solutions",
  },
  {
    path: "/for-providers",
    label: "For Providers",
    title: "For Education Providers",
    description: `Tutoring centers, online programs, therapists and camps: get listed in the ${brand} marketplace, accept ESA payments and get paid on time.`,
    footerGroup: "Solutions",
  },
  {
    path: "/for-families",
    label: "For Families",
    title: "For Families",
    description:
      "Apply for an education savings account, choose approved providers and track every dollar of your child's funds from one simple portal.",
    footerGroup: "Solutions",
  },
  {
    path: "/api",
    label: "API",
    title: "Developer API",
    description:
      "A REST API for students, payments, providers, accounts, reports and webhooks, with bearer-token authentication and JSON everywhere.",
    footerGroup: "Solutions",
  },
  {
    path: "/help-center",
    label: "Help Center",
    title: "Help Center",
    description:
      "Answers for families, providers and administrators: getting started, account management, payments and billing, and provider services.",
    footerGroup: "Support",
  },
  {
    path: "/documentation",
    label: "Documentation",
    title: "Documentation",
    description: `User guides, the API reference, the administrator guide and the integration guide for the ${brand} platform.`,
    footerGroup: "Support",
  },
  {
    path: "/contact",
    label: "Contact",
    title: "Contact Us",
    description: `Talk to ${brand} sales or support by email, phone (Mon-Fri 8AM-6PM EST) or the contact form. Our office is in Austin, Texas.`,
    footerGroup: "Support",
  },
  {
    path: "/status",
    label: "System Status",
    title: "System Status",
    description: `Current status and uptime of ${brand}'s API, payment processing, authentication, database, file storage and email services.`,
    footerGroup: "Support",
  },
  {
    path: "/about",
    label: "About",
    title: "About Us",
    description: `Founded in 2020, ${brand} serves 50,000+ families in 25+ states and has managed more than $2.5B in education funds.`,
    footerGroup: "Company",
  },
  {
    path: "/blog",
    label: "Blog",
    title: "Blog",
    description: `Notes on running education savings account programs, school meal operations and education policy from the ${brand} team.`,
    footerGroup: "Company",
  },
  {
    path: "/careers",
    label: "Careers",
    title: "Careers",
    description:
      "Join the team building fair, transparent tools for education funding. Open roles in Austin, Texas and remote.",
    footerGroup: "Company",
  },
  {
    path: "/press",
    label: "Press",
    title: "Press",
    description: `${brand} press releases and media contacts: funding news, new state partnerships and security certifications.`,
    footerGroup: "Company",
  },
  {
    path: "/privacy-policy",
    label: "Privacy Policy",
    title: "Privacy Policy",
    description: `What information ${brand} collects, why, how it is protected under FERPA and state student-privacy law, and the choices you have.`,
    footerGroup: "Legal",
  },
  {
    path: "/terms-of-service",
    label: "Terms of Service",
    title: "Terms of Service",
    description: `The terms that govern use of the ${brand} website and platform, under the laws of the State of Texas.`,
    footerGroup: "Legal",
  },
  {
    path: "/cookie-policy",
    label: "Cookie Policy",
    title: "Cookie Policy",
    description:
      "This website sets no cookies and loads no trackers. Here is what that means and what would change if it ever changed.",
    footerGroup: "Legal",
  },
  {
    path: "/accessibility",
    label: "Accessibility",
    title: "Accessibility Statement",
    description:
      "Our commitment to WCAG 2.2 AA and Section 508, how we test this site, known limitations and how to report a barrier.",
    footerGroup: "Legal",
  },
  {
    path: "/school-lunch",
    label: "School Lunch",
    title: "School Lunch Program",
    description:
      "Online meal ordering, student accounts with dietary preferences, parental spending limits and payment by ESA funds, cash or both.",
  },
  {
    path: "/esa",
    label: "ESA",
    title: "Education Savings Accounts",
    description: `How education savings accounts work on ${brand}: eight eligible uses of funds and four steps from application to managing funds.`,
  },
  {
    path: "/contact/sent",
    label: "Message sent",
    title: "Message Sent",
    description: `Your message reached the ${brand} team. Here is what happens next, and how to reach us sooner if you need an answer today.`,
    unlisted: true,
  },
  {
    path: "/contact/not-sent",
    label: "Message not sent",
    title: "Message Not Sent",
    description:
      "Your message could not be sent yet. Here is what to check before sending it again, and other ways to reach our team right away.",
    unlisted: true,
  },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof pages)[number]["path"];

/** Where the contact form, posted without JavaScript, leads. */
export const contactConfirmationPaths = {
  sent: "/contact/sent",
  notSent: "/contact/not-sent",
} as const satisfies Record<string, PagePath>;

/** Pages a visitor can find on their own: in the sitemap and in search. */
export const listedPages = pages.filter((page: PageEntry) => !page.unlisted);

/** Pre-rendered and copied to 404.html so any static host can serve it. */
export const NOT_FOUND_PATH = "/404";

export const footerGroups: readonly FooterGroup[] = [
  "Product",
  "Solutions",
  "Support",
  "Company",
  "Legal",
];

export function getPage(path: PagePath): PageEntry {
  const page = pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`No routes-table entry for ${path}`);
  return page;
}

/** The route module that renders a path: "/" → routes/home.tsx, "/for-states" → routes/for-states.tsx. */
export function routeFileFor(path: string): string {
  return `routes/${path === "/" ? "home" : path.slice(1)}.tsx`;
}
