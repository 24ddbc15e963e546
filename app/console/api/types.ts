/**
 * What the console's API (server/routes/admin/) answers, as the browser
 * receives it: times are ISO strings.
 */
import type { InquiryType } from "~/lib/forms/contact-message";
import type { Locale } from "~/lib/i18n";

export type Role = "owner" | "viewer" | "editor";
export type LeadType = "demo" | "contact";
export type LeadStatus = "new" | "handled";
export type DeliveryState = "pending" | "delivered" | "failed";
export type SpamReason = "honeypot" | "marked";

export interface SignedInUser {
  email: string;
  role: Role;
}

export interface Me {
  user: SignedInUser;
  viaRecoveryCode: boolean;
  /** Owners and viewers only: how the leads' deliveries stand. */
  deliveries?: { pending: number; failed: number };
  /** Owners only: set while the backups need attention. */
  backupAlert?: BackupAlert;
}

export type BackupAlert = "drill failed" | "archive behind";

/** GET /api/admin/backups: times, a lag and the drill's verdict, nothing about any lead. */
export type BackupStatus =
  | { on: false; databaseServer: boolean }
  | {
      on: true;
      target: string;
      maxLagS: number;
      lagS: number;
      lastShippedAt?: string;
      unreachableSince?: string;
      lastBaseBackupAt?: string;
      lastDrill?: { at: string; ok: boolean; problem?: string; leads?: number };
      alert?: BackupAlert;
    };

export interface SignInAnswer {
  user: SignedInUser;
  viaRecoveryCode: boolean;
}

/** Options for a WebAuthn ceremony, and the id the server kept its challenge under. */
export interface Ceremony<Options> {
  ceremony: string;
  options: Options;
}

export interface InboxLead {
  id: string;
  type: LeadType;
  receivedAt: string;
  locale: Locale;
  status: LeadStatus;
  unread: boolean;
  spamReason: SpamReason | null;
  name: string;
  email: string;
  inquiryType: InquiryType | null;
  /** The site's page the form was sent from, when known. */
  sourcePath: string | null;
  delivery: DeliveryState | null;
}

export interface InboxPage {
  leads: InboxLead[];
  nextCursor?: string;
  counts: Record<"total" | "new" | "handled" | "demo" | "contact" | "spam", number>;
}

export interface DeliveryAttempt {
  attemptedAt: string;
  delivered: boolean;
  detail: string | null;
}

export interface LeadDelivery {
  id: string;
  channel: string;
  status: DeliveryState;
  nextAttemptAt: string | null;
  attempts: DeliveryAttempt[];
}

export interface LeadNote {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

export interface LeadDetail {
  id: string;
  type: LeadType;
  receivedAt: string;
  locale: Locale;
  fields: Record<string, string>;
  email: string;
  spam: boolean;
  spamReason: SpamReason | null;
  status: LeadStatus;
  /** The site's page the form was sent from, and that page's campaign parameters. */
  sourcePath: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  deliveries: LeadDelivery[];
  notes: LeadNote[];
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  subject: string | null;
  details: Record<string, unknown>;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextBefore?: number;
}

export interface Person {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
}

export interface OpenInvitation {
  id: string;
  email: string;
  role: Role;
  expiresAt: string;
}

export interface People {
  people: Person[];
  invitations: OpenInvitation[];
}

export interface Account {
  email: string;
  role: Role;
  /** Whether this person gets the daily digest. */
  digest: boolean;
  passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  sessions: {
    id: string;
    device: string;
    createdAt: string;
    lastSeenAt: string;
    current: boolean;
  }[];
  recoveryCodesLeft: number;
}

/** Which addresses get a form's leads: for contact messages, per inquiry type or any (null). */
export interface RoutingRule {
  form: LeadType;
  inquiryType: InquiryType | null;
  recipients: string[];
}

export interface DeliverySettings {
  /** Whether the server can send email (SMTP_URL, LEADS_EMAIL_TO, LEADS_EMAIL_FROM). */
  emailConfigured: boolean;
  /** LEADS_EMAIL_TO: where a lead goes when no rule fits it. */
  fallbackRecipients: string[];
  rules: RoutingRule[];
  confirmations: boolean;
}

export const reportPeriods = [7, 30, 90] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export interface ReportDay {
  /** A UTC day, YYYY-MM-DD. */
  date: string;
  demo: number;
  contact: number;
  spam: number;
  visits: number;
  /** Distinct visitors that day (by a keyed hash whose key lasts one day). */
  visitors: number;
  /** Known bots and crawlers, counted apart from visits. */
  bots: number;
  /** Prefetch and prerender requests, counted apart (a prerendered page shown later is a visit). */
  speculative: number;
}

/** Visits, visitors (summed day by day), leads and leads ÷ visitors (none when no one visited). */
export interface ConversionCounts {
  visits: number;
  visitors: number;
  leads: number;
  conversion: number | null;
}

/** What the website brought in over a period; spam is left out of pages and campaigns. */
export interface LeadReport {
  days: ReportPeriod;
  from: string;
  perDay: ReportDay[];
  /** Each language apart ("/es/pricing"); "unknown" for leads whose page is not known. */
  byPage: ({ page: string } & ConversionCounts)[];
  /** Both languages together ("/pricing" for "/pricing" and "/es/pricing"). */
  byPageTogether: ({ page: string } & ConversionCounts)[];
  byCampaign: ({
    campaign: string;
    source: string | null;
    medium: string | null;
  } & ConversionCounts)[];
  /** Other sites visitors came from (host names); leads cannot be tied to them. */
  byReferrer: { host: string; visits: number; visitors: number }[];
  /** VISIT_COUNTING and VISIT_RETENTION_DAYS on the server. */
  visitCounting: { on: boolean; retentionDays: number };
  spam: { spam: number; total: number; share: number };
}

export type EntryCollection = "blog" | "press" | "careers";
export type EntryStatus = "draft" | "review" | "published" | "unpublished";

/** One language's version of an entry: its Markdown frontmatter fields and its body. */
export interface EntryVersion {
  fields: Record<string, unknown>;
  body: string;
}
export type EntryContent = Partial<Record<Locale, EntryVersion>>;

/** GET /api/admin/entries: each entry as its newest draft names it. */
export interface EntrySummary {
  id: string;
  collection: EntryCollection;
  slug: string;
  status: EntryStatus;
  publishAt: string | null;
  updatedAt: string;
  title: string;
  languages: Locale[];
}

export interface EntryRevision {
  id: number;
  slug: string;
  author: string;
  createdAt: string;
}

export interface EntryDetail {
  entry: Omit<EntrySummary, "title" | "languages"> & {
    draftRevision: number;
    publishedRevision: number | null;
    /** The revision an owner scheduled; a newer draft holds the schedule. */
    scheduledRevision: number | null;
  };
  draft: EntryRevision & { content: EntryContent };
  revisions: EntryRevision[];
}
