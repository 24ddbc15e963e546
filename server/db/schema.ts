/**
 * The intake tables. Changing them: edit this file, run `npm run db:generate`
 * (drizzle-kit writes the next numbered migration into server/db/migrations),
 * commit both; migrations are applied at start and never edited once landed.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import {
  collectionNames,
  deliveryStatuses,
  entryStatuses,
  leadStatuses,
  leadTypes,
  roles,
  spamReasons,
} from "../../app/lib/console-api/values";
import type { InquiryType } from "../../app/lib/forms/contact-message";
import type { Locale } from "../../app/lib/i18n";
import type { SearchOutcome } from "../../app/lib/search-misses";
import { type StatusText, type UpdateState, impacts } from "../../app/lib/status/status-model";

export {
  collectionNames,
  deliveryStatuses,
  entryStatuses,
  leadStatuses,
  leadTypes,
  roles,
  spamReasons,
} from "../../app/lib/console-api/values";
export type {
  DeliveryStatus,
  EntryStatus,
  LeadStatus,
  LeadType,
  Role,
  SpamReason,
} from "../../app/lib/console-api/values";

/**
 * Where a lead goes: the team's email (to the routing rules' addresses),
 * the webhook, and the confirmation email to the visitor.
 */
export const channels = ["email", "webhook", "confirmation"] as const;
export type Channel = (typeof channels)[number];

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

// Timestamps keep milliseconds, as JavaScript dates do, so an export's cursor is exact.
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    type: text("type", { enum: leadTypes }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    locale: text("locale").$type<Locale>().notNull(),
    /** The submitted fields under their own names, after validation (unknown ones dropped). */
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    /** Lower-cased, for erasure by address. */
    email: text("email").notNull(),
    spam: boolean("spam").notNull().default(false),
    spamReason: text("spam_reason", { enum: spamReasons }),
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the validated submission, to tell a retry from a different body. */
    requestHash: text("request_hash").notNull(),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** When someone in the console first opened it: until then it shows as unread. */
    openedAt: at("opened_at"),
    /** The site's page the form was sent from, and that page's campaign parameters. */
    sourcePath: text("source_path"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** Name, email and message without accents, lower-cased, for the console's search. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`brightway_fold(coalesce(fields->>'name', '') || ' ' || coalesce(fields->>'firstName', '') || ' ' || coalesce(fields->>'lastName', '') || ' ' || email || ' ' || coalesce(fields->>'message', ''))`,
    ),
  },
  (table) => [
    uniqueIndex("leads_idempotency").on(table.type, table.idempotencyKey),
    index("leads_received_at").on(table.receivedAt, table.id),
    index("leads_email").on(table.email),
    index("leads_search").using("gin", sql`${table.searchText} gin_trgm_ops`),
    check("leads_type", sql`${table.type} in ('demo', 'contact')`),
    check("leads_status", sql`${table.status} in ('new', 'handled')`),
  ],
);

/** The outbox: one row per lead and configured channel, written in the lead's transaction. */
export const deliveries = pgTable(
  "deliveries",
  {
    /** Also the receiver's deduplication key (webhook-id, the email's Message-ID). */
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: channels }).notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    /** A worker that claims the row holds it until then; another may take it over afterwards. */
    leaseUntil: timestamp("lease_until", { withTimezone: true, precision: 3 }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, precision: 3 }),
    /** What went wrong last, without personal data: "HTTP 503", "timeout", an SMTP code. */
    lastError: text("last_error"),
    /** The team's email only: the addresses routing chose when the lead came in. */
    recipients: jsonb("recipients").$type<string[]>(),
  },
  (table) => [
    index("deliveries_due").on(table.status, table.nextAttemptAt),
    index("deliveries_lead").on(table.leadId),
    check("deliveries_channel", sql`${table.channel} in ('email', 'webhook', 'confirmation')`),
    check("deliveries_status", sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** Every attempt to deliver, with its outcome: the console shows them per channel. */
export const deliveryAttempts = pgTable(
  "delivery_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => deliveries.id, { onDelete: "cascade" }),
    attemptedAt: at("attempted_at").notNull().defaultNow(),
    delivered: boolean("delivered").notNull(),
    /** What went wrong, without personal data, as deliveries.lastError. */
    detail: text("detail"),
  },
  (table) => [index("delivery_attempts_delivery").on(table.deliveryId, table.attemptedAt)],
);

/** People who sign in to the console. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text("email").notNull().unique(),
    role: text("role", { enum: roles }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Owners who want the daily digest email. */
    digest: boolean("digest").notNull().default(false),
  },
  (table) => [check("users_role", sql`${table.role} in ('owner', 'viewer', 'editor')`)],
);

export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull(),
    transports: jsonb("transports").$type<string[]>().notNull(),
    /** What its owner calls it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    lastUsedAt: at("last_used_at"),
  },
  (table) => [index("passkeys_user").on(table.userId)],
);

/** Single-use codes; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull().unique(),
    createdAt: at("created_at").notNull().defaultNow(),
    usedAt: at("used_at"),
  },
  (table) => [index("recovery_codes_user").on(table.userId)],
);

export const invitations = pgTable("invitations", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** SHA-256 of the token in the link. */
  tokenHash: text("token_hash").notNull().unique(),
  email: text("email").notNull(),
  role: text("role", { enum: roles }).notNull(),
  invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: at("created_at").notNull().defaultNow(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the id in the cookie. */
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    /** The browser, as a person would name it ("Chrome on Linux"). */
    device: text("device").notNull(),
    /** Signed in with a recovery code: the console asks for a new passkey. */
    viaRecoveryCode: boolean("via_recovery_code").notNull().default(false),
  },
  (table) => [index("sessions_user").on(table.userId)],
);

/** WebAuthn challenges, kept by the server until used or expired. */
export const challenges = pgTable("challenges", {
  id: uuid("id").primaryKey().defaultRandom(),
  challenge: text("challenge").notNull(),
  /** What it is for: "sign-in", or "register:<invitation or user id>". */
  purpose: text("purpose").notNull(),
  expiresAt: at("expires_at").notNull(),
});

/** Internal notes on a lead: added, never edited. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("lead_notes_lead").on(table.leadId, table.createdAt)],
);

/**
 * Append-only (a trigger refuses updates and deletes, except the retention
 * job's), each entry hashed with the one before it (server/audit/).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: at("at").notNull(),
    /** Who: a person's email, "command line" or "API token". */
    actor: text("actor").notNull(),
    actorId: uuid("actor_id"),
    action: text("action").notNull(),
    /** What it was done to: a lead's or a person's id. */
    subject: text("subject"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    previousHash: text("previous_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [index("audit_log_at").on(table.at), index("audit_log_subject").on(table.subject)],
);

/**
 * Which team addresses receive which leads: per form and, for contact
 * messages, per inquiry type (null = any). LEADS_EMAIL_TO when none applies.
 */
export const routingRules = pgTable(
  "routing_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    form: text("form", { enum: leadTypes }).notNull(),
    inquiryType: text("inquiry_type").$type<InquiryType>(),
    recipients: jsonb("recipients").$type<string[]>().notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("routing_rules_form_inquiry").on(
      table.form,
      sql`coalesce(${table.inquiryType}, '')`,
    ),
    check("routing_rules_form", sql`${table.form} in ('demo', 'contact')`),
  ],
);

/** Choices owners make in the console (confirmations on or off), one row each. */
export const consoleSettings = pgTable("console_settings", {
  name: text("name").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * The last confirmation each address was sent (by a hash of the address):
 * the sender claims the address here first, so two instances never confirm
 * one address twice within 24 hours.
 */
export const confirmationsSent = pgTable("confirmations_sent", {
  addressHash: text("address_hash").primaryKey(),
  deliveryId: uuid("delivery_id").notNull(),
  sentAt: at("sent_at").notNull().defaultNow(),
});

/** One row per day a digest went out: the instance that adds it sends it. */
export const digests = pgTable("digests", {
  day: text("day").primaryKey(),
  sentAt: at("sent_at").notNull().defaultNow(),
});

/*
 * Visits, counted by the server as it serves pages (server/visits): daily
 * aggregates only. No address, user agent, hash or query string is stored;
 * visitors are the day's distinct keyed hashes, counted in memory.
 */
const visitDay = () => date("day", { mode: "string" }).notNull();
const visitCounts = () => ({
  visits: integer("visits").notNull().default(0),
  visitors: integer("visitors").notNull().default(0),
});

/** Each UTC day: visits and visitors to the whole site, and what was counted apart. */
export const visitDays = pgTable("visit_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  ...visitCounts(),
  /** Known bots and crawlers. */
  bots: integer("bots").notNull().default(0),
  /** Prefetch and prerender requests (a prerendered page shown later is a visit then). */
  speculative: integer("speculative").notNull().default(0),
});

/** Each UTC day and page (its path, with its language prefix). */
export const pageVisits = pgTable(
  "page_visits",
  { day: visitDay(), path: text("path").notNull(), ...visitCounts() },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/** Each UTC day and referring site (its host name only). */
export const referrerVisits = pgTable(
  "referrer_visits",
  { day: visitDay(), host: text("host").notNull(), ...visitCounts() },
  (table) => [primaryKey({ columns: [table.day, table.host] })],
);

/** Each UTC day and campaign (utm_campaign, with utm_source and utm_medium; "" when absent). */
export const campaignVisits = pgTable(
  "campaign_visits",
  {
    day: visitDay(),
    campaign: text("campaign").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    ...visitCounts(),
  },
  (table) => [primaryKey({ columns: [table.day, table.campaign, table.source, table.medium] })],
);

/**
 * Site searches that found nothing a visitor opened (server/search-misses): each UTC day,
 * language, outcome and cleaned query (lower-cased, personal data replaced, at most 100
 * characters), how many visits asked it. Past the day's limit of distinct queries, the count goes
 * to the query "" ("others"). Nothing about the visitor is stored.
 */
export const searchMisses = pgTable(
  "search_misses",
  {
    day: visitDay(),
    locale: text("locale").$type<Locale>().notNull(),
    outcome: text("outcome").$type<SearchOutcome>().notNull(),
    query: text("query").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.locale, table.outcome, table.query] })],
);

/*
 * Publishing: the site's articles, press releases and job
 * postings. Every save is a revision holding the whole entry in each of its
 * languages; an entry points at the revision being written and the one
 * that is live. The Markdown files in content/ are imported once, into a
 * new database.
 */

/** One language of an entry: its frontmatter fields and its Markdown body. */
export interface EntryLanguage {
  fields: Record<string, unknown>;
  body: string;
}
/** "en-US" always; "es-US" when the Spanish version is written. */
export type EntryContent = Record<string, EntryLanguage>;

export const entries = pgTable(
  "entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    collection: text("collection", { enum: collectionNames }).notNull(),
    slug: text("slug").notNull(),
    status: text("status", { enum: entryStatuses }).notNull().default("draft"),
    /** The newest revision, which the editor shows. */
    draftRevision: bigint("draft_revision", { mode: "number" }),
    /** The revision the site shows; none until first published. */
    publishedRevision: bigint("published_revision", { mode: "number" }),
    /** A publish time an owner set; the scheduler publishes the draft then. */
    publishAt: at("publish_at"),
    /**
     * The revision the owner reviewed when scheduling (0 for a schedule made before this was
     * recorded: no revision). When the draft is not that revision at the time, the scheduler
     * holds the entry: it needs an owner's review again.
     */
    scheduledRevision: bigint("scheduled_revision", { mode: "number" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("entries_collection_slug").on(table.collection, table.slug),
    index("entries_publish_at").on(table.publishAt),
  ],
);

export const entryRevisions = pgTable(
  "entry_revisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => entries.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    content: jsonb("content").$type<EntryContent>().notNull(),
    /** Who saved it: a person's email, or "import". */
    author: text("author").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("entry_revisions_entry").on(table.entryId, table.id)],
);

/** Addresses an entry had before its slug changed: they answer 301 to the current one. */
export const entryRedirects = pgTable(
  "entry_redirects",
  {
    collection: text("collection", { enum: collectionNames }).notNull(),
    oldSlug: text("old_slug").notNull(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => entries.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.collection, table.oldSlug] })],
);

/**
 * Images entries show, kept here so backups and restores carry
 * them. The name is content-addressed and carries the size
 * (app/lib/publishing/media.ts): the same file uploaded twice is one row.
 */
export const entryImages = pgTable("entry_images", {
  name: text("name").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  byteSize: integer("byte_size").notNull(),
  /** Who uploaded it first: a person's id, or "import" (content imported from a folder). */
  uploadedBy: text("uploaded_by").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

/**
 * The status page: the services it lists, incidents and scheduled
 * maintenance, each with timed updates; what they mean at a moment is
 * app/lib/status/status-model.ts.
 */
export const statusIncidentKinds = ["incident", "maintenance"] as const;

export const statusComponents = pgTable("status_components", {
  id: serial("id").primaryKey(),
  position: integer("position").notNull(),
  /** By language: { "en-US": …, "es-US": … }. */
  name: jsonb("name").$type<Record<Locale, string>>().notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});

export const statusIncidents = pgTable(
  "status_incidents",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: statusIncidentKinds }).notNull(),
    title: jsonb("title").$type<StatusText>().notNull(),
    /** An incident: when it was opened. Maintenance: its planned start. */
    startsAt: at("starts_at").notNull(),
    /** Maintenance: its planned end. */
    endsAt: at("ends_at"),
    resolvedAt: at("resolved_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("status_incidents_starts_at").on(table.startsAt),
    check("status_incidents_kind", sql`${table.kind} in ('incident', 'maintenance')`),
  ],
);

export const statusIncidentComponents = pgTable(
  "status_incident_components",
  {
    incidentId: integer("incident_id")
      .notNull()
      .references(() => statusIncidents.id, { onDelete: "cascade" }),
    componentId: integer("component_id")
      .notNull()
      .references(() => statusComponents.id),
    impact: text("impact", { enum: impacts }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.incidentId, table.componentId] })],
);

export const statusUpdates = pgTable(
  "status_updates",
  {
    id: serial("id").primaryKey(),
    incidentId: integer("incident_id")
      .notNull()
      .references(() => statusIncidents.id, { onDelete: "cascade" }),
    at: at("at").notNull().defaultNow(),
    state: text("state").$type<UpdateState>().notNull(),
    message: jsonb("message").$type<StatusText>().notNull(),
    /** Who posted it: a person's email, or "command line". */
    author: text("author").notNull(),
  },
  (table) => [index("status_updates_incident").on(table.incidentId, table.id)],
);

export const schema = {
  leads,
  deliveries,
  deliveryAttempts,
  users,
  passkeys,
  recoveryCodes,
  invitations,
  sessions,
  challenges,
  leadNotes,
  auditLog,
  routingRules,
  consoleSettings,
  confirmationsSent,
  digests,
  visitDays,
  pageVisits,
  referrerVisits,
  campaignVisits,
  searchMisses,
  entries,
  entryRevisions,
  entryRedirects,
  entryImages,
  statusComponents,
  statusIncidents,
  statusIncidentComponents,
  statusUpdates,
};
