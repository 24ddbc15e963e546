/**
 * Shapes shared by the content modules. Entity types follow spec §3;
 * presentation shapes (cards, stats, actions) are what the sections render.
 * Content depends on nothing above it: sections and routes import these.
 */
import type { ComponentState, Impact, UpdateState } from "~/lib/status/status-model";
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
    /** The link to the search page (an icon; this is its name). */
    search: string;
    /** The link to this page in the other language, named in that language: "Español". */
    otherLanguage: string;
    /** Names the small navigation that holds it. */
    languageNav: string;
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

/** A maintenance window of the sample page: it seeds a new database. */
export interface MaintenanceSeed {
  title: string;
  /** ISO 8601, with the time zone. */
  from: string;
  to: string;
  message: string;
}

export interface StatusSeedCopy {
  /** The services the page lists, in order. */
  components: string[];
  maintenance: MaintenanceSeed[];
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

/** The words of the status pages (app/routes/status.tsx and status-history.tsx). */
export interface StatusLabels {
  /** The headline for each overall state. */
  overall: Record<ComponentState, string>;
  /** A component's state in a word or two. */
  states: Record<ComponentState, string>;
  impacts: Record<Impact, string>;
  updateStates: Record<UpdateState, string>;
  caption: string;
  service: string;
  status: string;
  /** The uptime column's heading. */
  uptime: string;
  /** The day-by-day table, behind a disclosure. */
  daysSummary: string;
  daysCaption: string;
  day: string;
  /** A day with nothing: "Operational". */
  dayClear: string;
  /** "Down {duration}", "Degraded {duration}". */
  dayDown: string;
  dayDegraded: string;
  /** "{hours} h {minutes} min". */
  duration: string;
  /** Before the component names an incident affects. */
  affects: string;
  /** "From {from} to {to}". */
  window: string;
  /** Said where a title or an update has no translation and is shown in English. */
  untranslated: string;
  active: SectionIntro;
  noActive: string;
  upcoming: SectionIntro;
  history: PageIntro;
  historyLink: string;
  noHistory: string;
  feedLink: string;
  feedTitle: string;
  jsonLink: string;
  backToStatus: string;
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

// Publishing: the blog, press releases and jobs (Markdown in content/).

/** One entry of a collection as an index lists it. */
export interface EntrySummary {
  /** As the content writes it: /blog/<slug>. */
  path: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Who wrote or published it: an author, a newswire. */
  byline: string;
  /** A short topic shown as a badge above the title, with the page that lists its kind. */
  tag?: { label: string; href: string };
  /** Extra facts shown under the title, e.g. "6 min read" or a job's location. */
  details: string[];
}

/** The trail from Home to a page, shown above it and given to search engines. */
export interface Crumb {
  label: string;
  href: string;
}

/** Words around any article-like page. */
export interface ArticleLabels {
  breadcrumb: string;
  /** "Read more" on index cards; screen readers also hear the entry's title after it. */
  readMore: string;
  readMoreContext: string;
  published: string;
}

export interface FeedLink {
  /** The feed's title, also the name of its <link rel="alternate">. */
  title: string;
  /** The visible link to it. */
  label: string;
}

/** The site search page: its form, what it announces, and the index shown without a query. */
export interface SiteSearchContent {
  label: string;
  placeholder: string;
  submit: string;
  /** Names the search landmark. */
  landmark: string;
  loading: string;
  /** Read out as results arrive; {query} is what was typed. */
  resultSummary: CountedText;
  noResults: string;
  /** When the search code or index cannot be fetched. */
  unavailable: string;
  siteIndex: string;
  siteIndexGroups: Record<"posts" | "releases" | "jobs", string>;
}

/** A group of links in the site index. */
export interface LinkGroup {
  title: string;
  links: NavLink[];
}

/**
 * The one email a visitor gets after sending a form (when owners turn it on):
 * what happens next and how to reach the team. It never repeats what the
 * visitor typed, so the form cannot send a stranger someone else's words.
 */
export interface ConfirmationEmailCopy {
  subject: Record<"demo" | "contact", string>;
  greeting: string;
  /** What happens next, by form. */
  next: Record<"demo" | "contact", string>;
  /** How to reach the team sooner. */
  reach: Record<"demo" | "contact", string>;
  /** Why this address received it, and that no more will follow. */
  why: string;
  signature: string;
}
