ALTER TABLE "logos" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "logos_sold_at_idx" ON "logos" USING btree ("sold_at") WHERE "logos"."state" = 8;--> statement-breakpoint
CREATE INDEX "logo_filters_state_idx" ON "logo_filters" USING btree ("kind","value","state","created_at" DESC NULLS LAST,"logo_id" DESC NULLS LAST) WHERE "logo_filters"."state" in (2, 8);--> statement-breakpoint
-- Hand-written from here (ADR 0093): when a logo becomes sold, whoever sells it (a payment, a bank
-- transfer confirmed, the back office, a hand-run fix), so a public list whose order was fixed at a
-- moment keeps the logos sold since then where they were. A logo inserted sold keeps what it is given
-- (null: sold before any list was read); one that leaves the sold state forgets it.
CREATE FUNCTION "logos_sold_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."state" <> 8 THEN
		NEW."sold_at" := NULL;
	ELSIF OLD."state" IS DISTINCT FROM 8 THEN
		NEW."sold_at" := now();
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "logos_sold_at" BEFORE UPDATE OF "state" ON "logos" FOR EACH ROW EXECUTE FUNCTION "logos_sold_at"();
