CREATE TABLE "confirmations_sent" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"delivery_id" uuid NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digests" (
	"day" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" text NOT NULL,
	"inquiry_type" text,
	"recipients" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_rules_form" CHECK ("routing_rules"."form" in ('demo', 'contact'))
);
--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_channel";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "recipients" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source_path" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "routing_rules_form_inquiry" ON "routing_rules" USING btree ("form",coalesce("inquiry_type", ''));--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_channel" CHECK ("deliveries"."channel" in ('email', 'webhook', 'confirmation'));