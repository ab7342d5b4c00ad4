CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "logo_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"industry_id" integer,
	"taste_id" integer,
	"logo_text" varchar(100) NOT NULL,
	"notes" text,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logos" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "logos" ADD COLUMN "search_terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "keep_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "ip" varchar(64);--> statement-breakpoint
ALTER TABLE "logo_requests" ADD CONSTRAINT "logo_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_requests" ADD CONSTRAINT "logo_requests_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_requests" ADD CONSTRAINT "logo_requests_taste_id_tastes_id_fk" FOREIGN KEY ("taste_id") REFERENCES "public"."tastes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logo_requests_user_created_idx" ON "logo_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logo_requests_created_idx" ON "logo_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logos_search_text_trgm" ON "logos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_ip_created_idx" ON "contacts" USING btree ("ip","created_at");