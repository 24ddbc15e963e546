import type { PageText } from "~/content/types";
import type { PagePath } from "~/lib/route-table";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

/**
 * Each page's name in links, its document title (before the brand suffix) and
 * its meta description (one or two sentences, under 160 characters).
 */
export const pageText: Record<PagePath, PageText> = {
  "/": {
    label: "Home",
    title: "ESA Fund Management and School Meal Programs",
    description: `${brand} helps states, education providers and families run education savings accounts and school meal programs with audit-ready controls.`,
  },
  "/features": {
    label: "Features",
    title: "Features",
    description:
      "Security, real-time payment processing, analytics, multi-user access, automated compliance and easy integration for ESA and school meal programs.",
  },
  "/pricing": {
    label: "Pricing",
    title: "Pricing",
    description:
      "Starter at $99 per month, Professional at $299 per month, or custom Enterprise pricing. Every plan starts with a 30-day free trial.",
  },
  "/security": {
    label: "Security",
    title: "Security and Compliance",
    description:
      "SOC 2 Type II certified and FERPA compliant: AES-256 encryption at rest, TLS 1.3 in transit, quarterly penetration tests and 24/7 monitoring.",
  },
  "/integrations": {
    label: "Integrations",
    title: "Integrations",
    description: `Connect ${brand} to student information systems, accounting, payments, single sign-on and more: over 100 integrations and an open API.`,
  },
  "/for-states": {
    label: "For States",
    title: "For State Governments",
    description:
      "Launch and oversee an ESA program with fund controls, eligibility checks, provider vetting and reporting built for public accountability.",
  },
  "/for-providers": {
    label: "For Providers",
    title: "For Education Providers",
    description: `Tutoring centers, online programs, therapists and camps: get listed in the ${brand} marketplace, accept ESA payments and get paid on time.`,
  },
  "/for-families": {
    label: "For Families",
    title: "For Families",
    description:
      "Apply for an education savings account, choose approved providers and track every dollar of your child's funds from one simple portal.",
  },
  "/api": {
    label: "API",
    title: "Developer API",
    description:
      "A REST API for students, payments, providers, accounts, reports and webhooks, with bearer-token authentication and JSON everywhere.",
  },
  "/help-center": {
    label: "Help Center",
    title: "Help Center",
    description:
      "Answers for families, providers and administrators: getting started, account management, payments and billing, and provider services.",
  },
  "/documentation": {
    label: "Documentation",
    title: "Documentation",
    description: `User guides, the API reference, the administrator guide and the integration guide for the ${brand} platform.`,
  },
  "/contact": {
    label: "Contact",
    title: "Contact Us",
    description: `Talk to ${brand} sales or support by email, phone (Mon-Fri 8AM-6PM EST) or the contact form. Our office is in Austin, Texas.`,
  },
  "/status": {
    label: "System Status",
    title: "System Status",
    description: `Current status and uptime of ${brand}'s API, payment processing, authentication, database, file storage and email services.`,
  },
  "/status/history": {
    label: "Status history",
    title: "Status history",
    description: `Every incident and maintenance window on ${brand}'s services, by month, with each update as it was posted.`,
  },
  "/about": {
    label: "About",
    title: "About Us",
    description: `Founded in 2020, ${brand} serves 50,000+ families in 25+ states and has managed more than $2.5B in education funds.`,
  },
  "/blog": {
    label: "Blog",
    title: "Blog",
    description: `Notes on running education savings account programs, school meal operations and education policy from the ${brand} team.`,
  },
  "/careers": {
    label: "Careers",
    title: "Careers",
    description:
      "Join the team building fair, transparent tools for education funding. Open roles in Austin, Texas and remote.",
  },
  "/press": {
    label: "Press",
    title: "Press",
    description: `${brand} press releases and media contacts: funding news, new state partnerships and security certifications.`,
  },
  "/privacy-policy": {
    label: "Privacy Policy",
    title: "Privacy Policy",
    description: `What information ${brand} collects, why, how it is protected under FERPA and state student-privacy law, and the choices you have.`,
  },
  "/terms-of-service": {
    label: "Terms of Service",
    title: "Terms of Service",
    description: `The terms that govern use of the ${brand} website and platform, under the laws of the State of Texas.`,
  },
  "/cookie-policy": {
    label: "Cookie Policy",
    title: "Cookie Policy",
    description:
      "No cookies for visitors and no trackers; one strictly necessary cookie signs our staff in to the owners' console. What that means for you.",
  },
  "/accessibility": {
    label: "Accessibility",
    title: "Accessibility Statement",
    description:
      "Our commitment to WCAG 2.2 AA and Section 508, how we test this site, known limitations and how to report a barrier.",
  },
  "/school-lunch": {
    label: "School Lunch",
    title: "School Lunch Program",
    description:
      "Online meal ordering, student accounts with dietary preferences, parental spending limits and payment by ESA funds, cash or both.",
  },
  "/esa": {
    label: "ESA",
    title: "Education Savings Accounts",
    description: `How education savings accounts work on ${brand}: eight eligible uses of funds and four steps from application to managing funds.`,
  },
  "/search": {
    label: "Search",
    title: "Search",
    description: `Search every page of the ${brand} website: programs, features, help answers, blog posts, press releases and open jobs.`,
  },
  "/contact/sent": {
    label: "Message sent",
    title: "Message Sent",
    description: `Your message reached the ${brand} team. Here is what happens next, and how to reach us sooner if you need an answer today.`,
  },
  "/contact/not-sent": {
    label: "Message not sent",
    title: "Message Not Sent",
    description:
      "Your message could not be sent yet. Here is what to check before sending it again, and other ways to reach our team right away.",
  },
};
