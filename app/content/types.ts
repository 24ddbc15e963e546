import type { IconName } from "~/components/ui/icon-registry";

/**
 * Shapes shared by the content modules. Entity types follow spec §3;
 * presentation shapes (cards, stats, actions) are what the sections render.
 */

import type { BadgeTone } from "~/components/ui/badge";

/**
 * A control a visitor can use: a link somewhere real, or the demo request dialog.
 * `context` completes a short label for screen readers and search engines
 * ("Learn More" + "about solutions for state governments"); it is not shown.
 */
export type Action =
  { label: string; href: string; context?: string } | { label: string; opensDemo: true };

/** A way to reach someone: an email address, a phone number, a page. */
export interface ContactLink {
  /** Shown before the link, e.g. "Email". */
  label?: string;
  text: string;
  href: string;
  /** Shown after the link, e.g. phone hours. */
  detail?: string;
}

export interface PageIntro {
  eyebrow?: string;
  title: string;
  intro: string;
}

export interface SectionIntro {
  eyebrow?: string;
  title: string;
  intro?: string;
}

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Step {
  title: string;
  description: string;
  /** Optional duration or other short qualifier, e.g. "2-4 weeks". */
  detail?: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface AudienceCard extends IconCard {
  badge: string;
  tone: BadgeTone;
  highlights: string[];
  action: Action;
}

// Entities of spec §3.

export interface PricingPlan {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
  action: Action;
}

export type IntegrationStatus = "Available" | "Coming Soon";

export interface IntegrationEntry {
  name: string;
  status: IntegrationStatus;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface SampleEndpoint {
  method: HttpMethod;
  path: string;
  description: string;
}

export interface EnrolledProvider {
  id: string;
  name: string;
  monthly_cost: number;
}

export interface SampleStudent {
  id: string;
  name: string;
  balance: number;
  status: string;
  enrolled_providers: EnrolledProvider[];
  last_payment: string;
}

export interface ServiceStatus {
  name: string;
  status: "operational" | "degraded" | "outage";
  uptime: string;
}

export interface Incident {
  title: string;
  status: "scheduled" | "investigating" | "resolved";
  /** ISO date, YYYY-MM-DD. */
  date: string;
  description: string;
}

export interface BlogPost {
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: string;
}

export interface Job {
  title: string;
  location: string;
  type: string;
  department: string;
}

export interface PressItem {
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  source: string;
}

export interface HelpCategory {
  title: string;
  questions: Faq[];
}

export interface HelpArticle {
  title: string;
  description: string;
  category: string;
}
