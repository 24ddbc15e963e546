CREATE TABLE "entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft_revision" bigint,
	"published_revision" bigint,
	"publish_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_redirects" (
	"collection" text NOT NULL,
	"old_slug" text NOT NULL,
	"entry_id" uuid NOT NULL,
	CONSTRAINT "entry_redirects_collection_old_slug_pk" PRIMARY KEY("collection","old_slug")
);
--> statement-breakpoint
CREATE TABLE "entry_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"content" jsonb NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role";--> statement-breakpoint
ALTER TABLE "entry_redirects" ADD CONSTRAINT "entry_redirects_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_revisions" ADD CONSTRAINT "entry_revisions_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entries_collection_slug" ON "entries" USING btree ("collection","slug");--> statement-breakpoint
CREATE INDEX "entries_publish_at" ON "entries" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "entry_revisions_entry" ON "entry_revisions" USING btree ("entry_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role" CHECK ("users"."role" in ('owner', 'viewer', 'editor'));