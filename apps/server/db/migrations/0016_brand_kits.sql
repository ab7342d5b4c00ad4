CREATE TABLE "kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_logo_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"has_layout" boolean DEFAULT true NOT NULL,
	"source" jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storage_key" text,
	"size" integer,
	"error" text,
	"built_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kits_order_logo_id_unique" UNIQUE("order_logo_id"),
	CONSTRAINT "kits_status_check" CHECK ("kits"."status" in ('pending', 'building', 'ready', 'failed')),
	CONSTRAINT "kits_progress_check" CHECK ("kits"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_order_logo_id_order_logos_id_fk" FOREIGN KEY ("order_logo_id") REFERENCES "public"."order_logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kits_status_idx" ON "kits" USING btree ("status");