-- The search index moves from logos.search_text/search_terms to an inverted index of its own.
-- It starts empty: the server fills it at start (fillMissingSearchIndex) for logos that have none.
CREATE TABLE "search_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"keyed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_entry_keys" (
	"key" text NOT NULL,
	"entry_id" integer NOT NULL,
	CONSTRAINT "search_entry_keys_key_entry_id_pk" PRIMARY KEY("key","entry_id")
);
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"logo_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"role" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	-- role rides along (hand-added INCLUDE), so a logo's postings are checked from the index alone.
	CONSTRAINT "search_postings_logo_id_entry_id_pk" PRIMARY KEY("logo_id","entry_id") INCLUDE ("role")
);
--> statement-breakpoint
DROP INDEX "logos_search_text_trgm";--> statement-breakpoint
ALTER TABLE "search_entry_keys" ADD CONSTRAINT "search_entry_keys_entry_id_search_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."search_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_text_unique" ON "search_entries" USING btree ("text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_entries_text_trgm" ON "search_entries" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_postings_entry_idx" ON "search_postings" USING btree ("entry_id","created_at" DESC NULLS LAST,"logo_id" DESC NULLS LAST,"role");--> statement-breakpoint
ALTER TABLE "logos" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "logos" DROP COLUMN "search_terms";--> statement-breakpoint
-- Word frequencies are very uneven: a larger sample keeps the common entries' row counts known to
-- the planner, which then hashes the rarer word when it joins two.
ALTER TABLE "search_postings" ALTER COLUMN "entry_id" SET STATISTICS 1000;
