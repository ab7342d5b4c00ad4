CREATE TABLE "logo_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"dry_run" boolean NOT NULL,
	"state" varchar(16) DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "logo_import_jobs" ADD CONSTRAINT "logo_import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logo_import_jobs_one_running" ON "logo_import_jobs" USING btree ("state") WHERE state = 'running';--> statement-breakpoint
CREATE INDEX "logo_import_jobs_started_idx" ON "logo_import_jobs" USING btree ("started_at");