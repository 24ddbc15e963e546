CREATE TABLE "status_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_incident_components" (
	"incident_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"impact" text NOT NULL,
	CONSTRAINT "status_incident_components_incident_id_component_id_pk" PRIMARY KEY("incident_id","component_id")
);
--> statement-breakpoint
CREATE TABLE "status_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone,
	"resolved_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_incidents_kind" CHECK ("status_incidents"."kind" in ('incident', 'maintenance'))
);
--> statement-breakpoint
CREATE TABLE "status_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_id" integer NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"state" text NOT NULL,
	"message" jsonb NOT NULL,
	"author" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "status_incident_components" ADD CONSTRAINT "status_incident_components_incident_id_status_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."status_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_incident_components" ADD CONSTRAINT "status_incident_components_component_id_status_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."status_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_updates" ADD CONSTRAINT "status_updates_incident_id_status_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."status_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_incidents_starts_at" ON "status_incidents" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "status_updates_incident" ON "status_updates" USING btree ("incident_id","id");