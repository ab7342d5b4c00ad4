CREATE TABLE "keep_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"logo_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"outcome" varchar(16),
	CONSTRAINT "keep_events_outcome_check" CHECK ("keep_events"."outcome" in ('released', 'unfavorited', 'expired', 'bought', 'sold_to_other', 'member_deleted')),
	CONSTRAINT "keep_events_closed_check" CHECK (("keep_events"."ended_at" is null) = ("keep_events"."outcome" is null))
);
--> statement-breakpoint
ALTER TABLE "keep_events" ADD CONSTRAINT "keep_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keep_events" ADD CONSTRAINT "keep_events_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "keep_events_open_logo_unique" ON "keep_events" USING btree ("logo_id") WHERE "keep_events"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "keep_events_started_idx" ON "keep_events" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "keep_events_user_started_idx" ON "keep_events" USING btree ("user_id","started_at");--> statement-breakpoint
-- Backfill (hand-written): every keep still marked on a favourite gets its open event; a keep that
-- ran out and was released (its keep_date stays for the record) gets a closed 'expired' one, ended
-- at its expiry instant (10 days, LIMITS.keepDays). Keeps released or sold before this migration
-- left no date behind and cannot be recovered.
INSERT INTO "keep_events" ("user_id", "logo_id", "started_at")
SELECT "user_id", "logo_id", coalesce("keep_date", "created_at") FROM "favorites" WHERE "kept";--> statement-breakpoint
INSERT INTO "keep_events" ("user_id", "logo_id", "started_at", "ended_at", "outcome")
SELECT "user_id", "logo_id", "keep_date", "keep_date" + interval '10 days', 'expired' FROM "favorites"
WHERE NOT "kept" AND "keep_date" IS NOT NULL AND "keep_expired_at" IS NOT NULL;
