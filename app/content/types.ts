/**
 * Shapes shared by the content modules. Entity types follow spec §3;
 * presentation shapes (cards, stats, actions) are what the sections render.
 * Content depends on nothing above it: sections and routes import these.
 */
import type { IconName } from "~/lib/icon-registry";
import type { InquiryType } from "~/lib/inquiry";
import type { CountedText } from "~/lib/template";
import type { FooterGroup } from "~/lib/route-table";

export type { IconName };

/** The colours a badge can take: one per audience, plus neutral ones. */
export type BadgeTone =
  "neutral" | "outline" | "primary" | "states" | "providers" | "families" | "schools" | "success";

/**
 * A control a visitor can use: a link somewhere real, or the demo request dialog.
 * `context` completes a short label for screen readers and search engines
 * ("Learn More" + "about solutions for state governments"); it is not shown.
 */
export type Action =
  { label: string; href: string; context?: string } | { label: string; opensDemo: true };

/** How a page is named in links, titled and described to search engines. */
export interface PageText {
  /** Link text in the footer and elsewhere. */
  label: string;
  /** Document title before the brand suffix. */
  title: string;
  /** Meta and Open Graph description: one or two sentences, under 160 characters. */
  description: string;
}

/** A link in the header or footer. */
export interface NavLink {
  label: string;
  href: string;
}

/** The copy around every page's own content. */
export interface SiteChrome {
  skipLink: string;
  /** Read after the brand name by screen readers on the wordmark link: "Brightway, home". */
  homeLink: string;
  header: {
    /** The main navigation landmark's name. */
    navLabel: string;
    /** The small-screen menu button. */
    menu: string;
    links: NavLink[];
    signIn: string;
    getStarted: string;
  };
  footer: {
    navLabel: string;
    tagline: string;
    groups: Record<FooterGroup, string>;
    rightsReserved: string;
    certifications: string;
  };
  /** Shown when a page fails to render (not for unknown paths, which get the 404 page). */
  error: { code: string; title: string; message: string };
  returnHome: string;
  /** The close button of dialogs. */
  close: string;
  legalDocument: { lastUpdated: string; tableOfContents: string; contents: string };
}

/** The closing banner of a page: a heading, a line, one or two actions. */
export interface CtaContent extends SectionIntro {
  actions: readonly Action[];
  /** The sales email and phone, shown under the buttons. */
  contact?: { email: ContactLink; phone: ContactLink };
}

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

export type IntegrationStatus = "available" | "coming-soon";

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

/** A popular article summarised in place, with the page that covers its subject in full. */
export interface PopularArticle extends HelpArticle {
  link: { label: string; href: string };
}

export interface HelpSearchContent {
  label: string;
  placeholder: string;
  submit: string;
  /** Names the search landmark. */
  landmark: string;
  /** Read out as the results change; {query} is what was typed. */
  resultSummary: CountedText;
  noResults: {
    text: string;
    clear: string;
    contact: { label: string; href: string };
  };
}

// Shapes of the sections that render them.

export interface ActionCard extends IconCard {
  link: { label: string; href: string };
}

export interface Checklist {
  title: string;
  description: string;
  items: readonly string[];
}

export interface ContactOption {
  icon: IconName;
  title: string;
  description: string;
  /** The way to get in touch: a mailto:, a tel: or a page. */
  link?: { label: string; href: string };
  /** Shown under the link, e.g. phone hours. */
  detail?: string;
  /** A postal address, one line per entry. */
  addressLines?: readonly string[];
}

export interface FeatureDetail extends IconCard {
  highlights: readonly string[];
  /** Where to read more, when another page covers the feature in depth. */
  link?: { label: string; href: string };
}

export interface GuideOverview {
  /** Stable anchor, e.g. "api-reference" for /documentation#api-reference. */
  id: string;
  icon: IconName;
  title: string;
  audience: string;
  /** What the guide covers, listed as text: the articles have no pages on this site. */
  articles: readonly { title: string; summary: string }[];
  nextStep: { label: string; href: string };
}

export interface IconTile {
  icon: IconName;
  label: string;
  /** One short line under the label. */
  note?: string;
}

/** The words for each integration status, in the page's language. */
export type IntegrationStatusLabels = Record<IntegrationStatus, string>;

export interface IntegrationCategory extends IconCard {
  entries: readonly IntegrationEntry[];
}

export interface JobOpening extends Job {
  summary: string;
  /** How to apply: a mailto: link with the role in the subject. */
  applyHref: string;
}

export interface JobListingLabels {
  location: string;
  type: string;
  apply: string;
}

export interface LegalDocumentSection {
  /** Anchor id, linked from the table of contents. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Ways to act on the section: contact details, related pages. */
  links?: readonly ContactLink[];
}

export interface LegalDocumentContent {
  /** ISO date, YYYY-MM-DD. */
  lastUpdated: string;
  /** Words before the date; "Last updated" unless the document calls it something else. */
  dateLabel?: string;
  sections: readonly LegalDocumentSection[];
}

export interface LinkCard extends IconCard {
  href: string;
}

export interface PressRelease extends PressItem {
  summary: string;
}

export interface ServiceStatusLabels {
  caption: string;
  service: string;
  status: string;
  uptime: string;
  statuses: Record<ServiceStatus["status"], string>;
}

export interface AccountSnapshotContent {
  title: string;
  status: string;
  balanceLabel: string;
  balance: string;
  providersLabel: string;
  providers: readonly { name: string; monthlyCost: string }[];
  lastPayment: string;
  caption: string;
}

// The forms.

interface FieldCopy {
  label: string;
  placeholder: string;
}

export interface DemoRequestCopy {
  title: string;
  description: string;
  fields: Record<"name" | "email" | "phone" | "demoDate", FieldCopy>;
  calendar: CalendarLabels;
  requiredNote: string;
  cancel: string;
  submit: string;
  submitting: string;
  /** The toast after a request is stored. */
  success: string;
  /** Names the region where toasts appear. */
  notifications: string;
}

/** What the date picker's calendar says to screen readers; month and day names come from the language itself. */
export interface CalendarLabels {
  /** Names the calendar popup. */
  label: string;
  previousMonth: string;
  nextMonth: string;
  /** Added to today's date: "Today, Monday, November 23, 2026". */
  today: string;
  /** Added to the chosen date. */
  selected: string;
}

export interface SubmitProblemCopy {
  /** 5xx, network failure or timeout: the same submission may be sent again. */
  unavailable: string;
  /** Any other refusal. */
  rejected: string;
  /** 429, worded by the minutes to wait ({count}). */
  rateLimited: CountedText;
  retry: string;
  contacts: ContactLink[];
  /** The honeypot's label: read only by programs that fill in every field. */
  honeypotLabel: string;
}

export interface ContactFormContent {
  requiredNote: string;
  fields: Record<"firstName" | "lastName" | "email" | "inquiry" | "message", string>;
  submit: string;
  submitting: string;
  /** Shown after sending, with what the visitor typed, so they can check the address. */
  success: { withName: string; withoutName: string };
  /** Labels of the inquiry types. */
  inquiryLabels: Record<InquiryType, string>;
}

/** The words around a code sample. */
export interface CodeSampleLabels {
  copy: string;
  copied: string;
  copyUnavailable: string;
  /** Names the scrollable code region: "{title} code". */
  codeRegion: string;
}
