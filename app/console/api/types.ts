/**
 * What the console's API (server/routes/admin/) answers, as the browser
 * receives it: times are ISO strings.
 */
import type { InquiryType } from "~/lib/forms/contact-message";
import type { Locale } from "~/lib/i18n";

export type Role = "owner" | "viewer";
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
  deliveries: { pending: number; failed: number };
}

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
