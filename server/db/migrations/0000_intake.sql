CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp (3) with time zone,
	"delivered_at" timestamp (3) with time zone,
	"last_error" text,
	CONSTRAINT "deliveries_channel" CHECK ("deliveries"."channel" in ('email', 'webhook')),
	CONSTRAINT "deliveries_status" CHECK ("deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"locale" text NOT NULL,
	"fields" jsonb NOT NULL,
	"email" text NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	CONSTRAINT "leads_type" CHECK ("leads"."type" in ('demo', 'contact'))
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_due" ON "deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "deliveries_lead" ON "deliveries" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency" ON "leads" USING btree ("type","idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_received_at" ON "leads" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "leads_email" ON "leads" USING btree ("email");