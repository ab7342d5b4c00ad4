-- Issue 24: the description in English and Vietnamese beside the Japanese one (empty: the shop
-- shows the Japanese one), and when a logo first went on sale (ADR 0086). Every logo written
-- before this migration went on sale when it was created, so that is its date; new logos from
-- the back office and the CSV import are written stopped with null (not yet published).
ALTER TABLE "logos" ADD COLUMN "explain_en" text;--> statement-breakpoint
ALTER TABLE "logos" ADD COLUMN "explain_vi" text;--> statement-breakpoint
ALTER TABLE "logos" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- The read models' triggers refresh nothing for this column (it is on no card).
UPDATE "logos" SET "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "logos" ALTER COLUMN "published_at" SET DEFAULT now();
