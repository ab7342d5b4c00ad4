CREATE TABLE "logo_filter_counts" (
	"kind_a" smallint NOT NULL,
	"value_a" integer NOT NULL,
	"kind_b" smallint NOT NULL,
	"value_b" integer NOT NULL,
	"state" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "logo_filter_counts_kind_a_value_a_kind_b_value_b_state_pk" PRIMARY KEY("kind_a","value_a","kind_b","value_b","state")
);
--> statement-breakpoint
CREATE TABLE "logo_filters" (
	"kind" smallint NOT NULL,
	"value" integer NOT NULL,
	"logo_id" integer NOT NULL,
	"state" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "logo_filters_logo_id_kind_value_pk" PRIMARY KEY("logo_id","kind","value")
);
--> statement-breakpoint
CREATE INDEX "logo_filters_public_idx" ON "logo_filters" USING btree ("kind","value","created_at" DESC NULLS LAST,"logo_id" DESC NULLS LAST) WHERE "logo_filters"."state" in (0, 2, 8);--> statement-breakpoint
CREATE INDEX "logo_filters_normal_idx" ON "logo_filters" USING btree ("kind","value","created_at" DESC NULLS LAST,"logo_id" DESC NULLS LAST) WHERE "logo_filters"."state" = 0;--> statement-breakpoint
-- Hand-written from here (ADR 0054): like the card read model (0008), the filter read model is kept
-- by the database itself, so every writer (the shop, the back office, the CSV import, the seeds, a
-- category or keyword removed with its links, a hand-run fix) keeps it current in its own transaction.
-- Rebuilds the filter rows of `ids` from logos and the five link tables, and moves the counts of
-- one value and of two values of different filters, per state, by what changed.
CREATE FUNCTION "refresh_logo_filters"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN
		RETURN;
	END IF;
	-- As refresh_logo_cards: writers of these logos queue here in id order, and the statement below,
	-- with a snapshot of its own, sees what the ones before committed, so it never counts stale rows.
	PERFORM 1 FROM "logos" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
	WITH "target" AS (SELECT DISTINCT unnest(ids) AS "id"),
	"alive" AS (SELECT l."id", l."state", l."created_at" FROM "logos" l JOIN "target" t ON t."id" = l."id"),
	"fresh" AS (
		SELECT 1::smallint AS "kind", j."industry_id" AS "value", a."id" AS "logo_id", a."state", a."created_at"
			FROM "alive" a JOIN "logo_industries" j ON j."logo_id" = a."id"
		UNION ALL SELECT 2::smallint, j."color_id", a."id", a."state", a."created_at"
			FROM "alive" a JOIN "logo_colors" j ON j."logo_id" = a."id"
		UNION ALL SELECT 3::smallint, j."taste_id", a."id", a."state", a."created_at"
			FROM "alive" a JOIN "logo_tastes" j ON j."logo_id" = a."id"
		UNION ALL SELECT 4::smallint, j."alphabet_id", a."id", a."state", a."created_at"
			FROM "alive" a JOIN "logo_alphabets" j ON j."logo_id" = a."id"
		UNION ALL SELECT 5::smallint, j."keyword_id", a."id", a."state", a."created_at"
			FROM "alive" a JOIN "logo_keywords" j ON j."logo_id" = a."id"
	),
	"before" AS (SELECT f."kind", f."value", f."logo_id", f."state" FROM "logo_filters" f JOIN "target" t ON t."id" = f."logo_id"),
	"gone" AS (
		DELETE FROM "logo_filters" f USING "target" t
		WHERE f."logo_id" = t."id"
			AND NOT EXISTS (SELECT 1 FROM "fresh" x WHERE x."logo_id" = f."logo_id" AND x."kind" = f."kind" AND x."value" = f."value")
	),
	"written" AS (
		INSERT INTO "logo_filters" ("kind", "value", "logo_id", "state", "created_at")
		SELECT "kind", "value", "logo_id", "state", "created_at" FROM "fresh"
		ON CONFLICT ("logo_id", "kind", "value") DO UPDATE SET "state" = excluded."state", "created_at" = excluded."created_at"
		WHERE ("logo_filters"."state", "logo_filters"."created_at") IS DISTINCT FROM (excluded."state", excluded."created_at")
	),
	"delta" AS (
		SELECT "kind_a", "value_a", "kind_b", "value_b", "state", sum("d")::integer AS "d"
		FROM (
			SELECT "kind", "value", 0::smallint, 0, "state", 1 FROM "fresh"
			UNION ALL SELECT "kind", "value", 0::smallint, 0, "state", -1 FROM "before"
			UNION ALL SELECT a."kind", a."value", b."kind", b."value", a."state", 1
				FROM "fresh" a JOIN "fresh" b ON b."logo_id" = a."logo_id" AND b."kind" > a."kind"
			UNION ALL SELECT a."kind", a."value", b."kind", b."value", a."state", -1
				FROM "before" a JOIN "before" b ON b."logo_id" = a."logo_id" AND b."kind" > a."kind"
		) x("kind_a", "value_a", "kind_b", "value_b", "state", "d")
		GROUP BY "kind_a", "value_a", "kind_b", "value_b", "state" HAVING sum("d") <> 0
	)
	-- In key order, so two writers moving counts never wait for each other crosswise.
	INSERT INTO "logo_filter_counts" ("kind_a", "value_a", "kind_b", "value_b", "state", "n")
	SELECT "kind_a", "value_a", "kind_b", "value_b", "state", "d" FROM "delta"
	ORDER BY "kind_a", "value_a", "kind_b", "value_b", "state"
	ON CONFLICT ("kind_a", "value_a", "kind_b", "value_b", "state") DO UPDATE SET "n" = "logo_filter_counts"."n" + excluded."n";
END $$;
--> statement-breakpoint
-- Statement triggers with transition tables, as for the cards: a bulk write refreshes its logos once.
CREATE FUNCTION "logo_filters_from_logos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "refresh_logo_filters"(array(SELECT "id" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "refresh_logo_filters"(array(SELECT "id" FROM "old_rows"));
	ELSE
		-- Only what the filter rows hold: the state and the date.
		PERFORM "refresh_logo_filters"(array(
			SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
			WHERE (n."state", n."created_at") IS DISTINCT FROM (o."state", o."created_at")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "logo_filters_logos_insert" AFTER INSERT ON "logos" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_logos"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_logos_update" AFTER UPDATE ON "logos" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_logos"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_logos_delete" AFTER DELETE ON "logos" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_logos"();--> statement-breakpoint
-- The link tables change a logo's filters through their logo_id (a removed category or keyword
-- deletes its links by cascade, which fires these too).
CREATE FUNCTION "logo_filters_from_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "refresh_logo_filters"(array(SELECT DISTINCT "logo_id" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "refresh_logo_filters"(array(SELECT DISTINCT "logo_id" FROM "old_rows"));
	ELSE
		PERFORM "refresh_logo_filters"(array(SELECT "logo_id" FROM "new_rows" UNION SELECT "logo_id" FROM "old_rows"));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "logo_filters_industries_insert" AFTER INSERT ON "logo_industries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_industries_update" AFTER UPDATE ON "logo_industries" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_industries_delete" AFTER DELETE ON "logo_industries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_colors_insert" AFTER INSERT ON "logo_colors" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_colors_update" AFTER UPDATE ON "logo_colors" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_colors_delete" AFTER DELETE ON "logo_colors" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_tastes_insert" AFTER INSERT ON "logo_tastes" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_tastes_update" AFTER UPDATE ON "logo_tastes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_tastes_delete" AFTER DELETE ON "logo_tastes" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_alphabets_insert" AFTER INSERT ON "logo_alphabets" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_alphabets_update" AFTER UPDATE ON "logo_alphabets" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_alphabets_delete" AFTER DELETE ON "logo_alphabets" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_keywords_insert" AFTER INSERT ON "logo_keywords" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_keywords_update" AFTER UPDATE ON "logo_keywords" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_filters_keywords_delete" AFTER DELETE ON "logo_keywords" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_filters_from_links"();--> statement-breakpoint
-- Every logo written before this migration gets its filter rows and counts now.
SELECT "refresh_logo_filters"(array(SELECT "id" FROM "logos"));
