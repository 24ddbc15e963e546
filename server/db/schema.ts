/**
 * The intake tables. Changing them: edit this file, run `npm run db:generate`
 * (drizzle-kit writes the next numbered migration into server/db/migrations),
 * commit both; migrations are applied at start and never edited once landed.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const leadTypes = ["demo", "contact"] as const;
export type LeadType = (typeof leadTypes)[number];

export const channels = ["email", "webhook"] as const;
export type Channel = (typeof channels)[number];

export const deliveryStatuses = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

// Timestamps keep milliseconds, as JavaScript dates do, so an export's cursor is exact.
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    type: text("type", { enum: leadTypes }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    locale: text("locale").notNull(),
    /** The submitted fields under their own names, after validation (unknown ones dropped). */
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    /** Lower-cased, for erasure by address. */
    email: text("email").notNull(),
    spam: boolean("spam").notNull().default(false),
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the validated submission, to tell a retry from a different body. */
    requestHash: text("request_hash").notNull(),
  },
  (table) => [
    uniqueIndex("leads_idempotency").on(table.type, table.idempotencyKey),
    index("leads_received_at").on(table.receivedAt, table.id),
    index("leads_email").on(table.email),
    check("leads_type", sql`${table.type} in ('demo', 'contact')`),
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
  },
  (table) => [
    index("deliveries_due").on(table.status, table.nextAttemptAt),
    index("deliveries_lead").on(table.leadId),
    check("deliveries_channel", sql`${table.channel} in ('email', 'webhook')`),
    check("deliveries_status", sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);

export const schema = { leads, deliveries };
