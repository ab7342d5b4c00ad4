CREATE TABLE "logo_card_counts" (
	"state" smallint PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logo_cards" (
	"id" integer PRIMARY KEY NOT NULL,
	"state" smallint NOT NULL,
	"designer_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"kept_since" timestamp with time zone,
	"body" text NOT NULL,
	"lang_ja" text NOT NULL,
	"lang_en" text NOT NULL,
	"lang_vi" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "logo_cards_public_idx" ON "logo_cards" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "logo_cards"."state" in (0, 2, 8);--> statement-breakpoint
CREATE INDEX "logo_cards_state_idx" ON "logo_cards" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logo_cards_designer_idx" ON "logo_cards" USING btree ("designer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written from here: the read model is kept by the database itself, so every writer (the
-- shop, the back office, the CSV import, the seeds, a sweep) keeps it current in its own transaction.
-- Rebuilds the cards of `ids` from logos, logo_images, favorites and zips, and moves the state counts.
CREATE FUNCTION "refresh_logo_cards"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN
		RETURN;
	END IF;
	-- Writers of these logos queue here (in id order), and the statement below, with a snapshot of its
	-- own, sees what the ones before committed: two refreshes never write a card from stale rows.
	PERFORM 1 FROM "logos" WHERE "id" = ANY(ids) ORDER BY "id" FOR NO KEY UPDATE;
	WITH "target" AS (SELECT DISTINCT unnest(ids) AS "id"),
	"fresh" AS (
		SELECT l."id", l."state", l."designer_id", l."created_at",
			(SELECT max(f."keep_date") FROM "favorites" f WHERE f."logo_id" = l."id" AND f."kept") AS "kept_since",
			'{"logo_id":' || l."id"
				|| ',"src":' || to_json(coalesce('/files/' || (SELECT i."storage_key" FROM "logo_images" i
					WHERE i."logo_id" = l."id" AND i."kind" = 'main'
					ORDER BY CASE i."format" WHEN 'gif' THEN 0 ELSE 1 END, i."sort", i."id" LIMIT 1), '/files/default-logo.png'))::text
				|| ',"url_img_two":' || coalesce(to_json('/files/' || (SELECT i."storage_key" FROM "logo_images" i
					WHERE i."logo_id" = l."id" AND i."kind" = 'hover' ORDER BY i."sort", i."id" LIMIT 1))::text, 'null')
				|| ',"logo_name":' || coalesce(to_json(l."name_ja")::text, 'null')
				|| ',"state":' || l."state"
				|| ',"inactive":' || (l."state" = 8)::text
				|| ',"favorites_count":' || l."favorites_count"
				|| ',"tank_num_logo_tank_jp":' || l."tank_num"
				|| ',"zip":' || (EXISTS (SELECT 1 FROM "zips" z WHERE z."logo_id" = l."id"))::text AS "body",
			CASE WHEN btrim(coalesce(l."name_ja", '')) = '' THEN 'null' ELSE to_json(l."name_ja")::text END AS "lang_ja",
			CASE WHEN btrim(coalesce(l."name_en", '')) = '' THEN 'null' ELSE to_json(l."name_en")::text END AS "lang_en",
			CASE WHEN btrim(coalesce(l."name_vi", '')) = '' THEN 'null' ELSE to_json(l."name_vi")::text END AS "lang_vi"
		FROM "logos" l JOIN "target" t ON t."id" = l."id"
	),
	"before" AS (SELECT c."id", c."state" FROM "logo_cards" c JOIN "target" t ON t."id" = c."id"),
	"gone" AS (
		DELETE FROM "logo_cards" c USING "target" t
		WHERE c."id" = t."id" AND NOT EXISTS (SELECT 1 FROM "fresh" f WHERE f."id" = c."id")
	),
	"written" AS (
		INSERT INTO "logo_cards" ("id", "state", "designer_id", "created_at", "kept_since", "body", "lang_ja", "lang_en", "lang_vi")
		SELECT "id", "state", "designer_id", "created_at", "kept_since", "body", "lang_ja", "lang_en", "lang_vi" FROM "fresh"
		ON CONFLICT ("id") DO UPDATE SET
			"state" = excluded."state", "designer_id" = excluded."designer_id", "created_at" = excluded."created_at",
			"kept_since" = excluded."kept_since", "body" = excluded."body",
			"lang_ja" = excluded."lang_ja", "lang_en" = excluded."lang_en", "lang_vi" = excluded."lang_vi"
		WHERE ("logo_cards"."state", "logo_cards"."designer_id", "logo_cards"."created_at", "logo_cards"."kept_since",
				"logo_cards"."body", "logo_cards"."lang_ja", "logo_cards"."lang_en", "logo_cards"."lang_vi")
			IS DISTINCT FROM (excluded."state", excluded."designer_id", excluded."created_at", excluded."kept_since",
				excluded."body", excluded."lang_ja", excluded."lang_en", excluded."lang_vi")
	),
	"delta" AS (
		SELECT "state", sum("d")::integer AS "d"
		FROM (SELECT "state", 1 AS "d" FROM "fresh" UNION ALL SELECT "state", -1 FROM "before") x
		GROUP BY "state" HAVING sum("d") <> 0
	)
	-- In state order, so two writers moving counts never wait for each other crosswise.
	INSERT INTO "logo_card_counts" ("state", "n") SELECT "state", "d" FROM "delta" ORDER BY "state"
	ON CONFLICT ("state") DO UPDATE SET "n" = "logo_card_counts"."n" + excluded."n";
END $$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk write (the seeds, a CSV import, the keep
-- sweep) refreshes its logos once, in one statement.
CREATE FUNCTION "logo_cards_from_logos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "refresh_logo_cards"(array(SELECT "id" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "refresh_logo_cards"(array(SELECT "id" FROM "old_rows"));
	ELSE
		-- Only what a card shows; a touch of updated_at alone changes no card.
		PERFORM "refresh_logo_cards"(array(
			SELECT n."id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
			WHERE (n."name_ja", n."name_en", n."name_vi", n."state", n."tank_num", n."favorites_count", n."created_at", n."designer_id")
				IS DISTINCT FROM (o."name_ja", o."name_en", o."name_vi", o."state", o."tank_num", o."favorites_count", o."created_at", o."designer_id")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "logo_cards_logos_insert" AFTER INSERT ON "logos" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_logos"();--> statement-breakpoint
CREATE TRIGGER "logo_cards_logos_update" AFTER UPDATE ON "logos" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_logos"();--> statement-breakpoint
CREATE TRIGGER "logo_cards_logos_delete" AFTER DELETE ON "logos" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_logos"();--> statement-breakpoint
-- Images and zips change a card through their logo_id.
CREATE FUNCTION "logo_cards_from_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "refresh_logo_cards"(array(SELECT DISTINCT "logo_id" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "refresh_logo_cards"(array(SELECT DISTINCT "logo_id" FROM "old_rows"));
	ELSE
		PERFORM "refresh_logo_cards"(array(SELECT "logo_id" FROM "new_rows" UNION SELECT "logo_id" FROM "old_rows"));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Favourites change a card only when they keep; a plain favourite changes it through
-- logos.favorites_count, which the favourites module writes in the same transaction.
CREATE FUNCTION "logo_cards_from_keeps"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "refresh_logo_cards"(array(SELECT DISTINCT "logo_id" FROM "new_rows" WHERE "kept"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "refresh_logo_cards"(array(SELECT DISTINCT "logo_id" FROM "old_rows" WHERE "kept"));
	ELSE
		PERFORM "refresh_logo_cards"(array(
			SELECT unnest(ARRAY[n."logo_id", o."logo_id"]) FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
			WHERE (n."logo_id", n."kept", n."keep_date") IS DISTINCT FROM (o."logo_id", o."kept", o."keep_date")));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "logo_cards_images_insert" AFTER INSERT ON "logo_images" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_cards_images_update" AFTER UPDATE ON "logo_images" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_cards_images_delete" AFTER DELETE ON "logo_images" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_cards_zips_insert" AFTER INSERT ON "zips" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_cards_zips_update" AFTER UPDATE ON "zips" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_cards_zips_delete" AFTER DELETE ON "zips" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_links"();--> statement-breakpoint
CREATE TRIGGER "logo_cards_keeps_insert" AFTER INSERT ON "favorites" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_keeps"();--> statement-breakpoint
CREATE TRIGGER "logo_cards_keeps_update" AFTER UPDATE ON "favorites" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_keeps"();--> statement-breakpoint
CREATE TRIGGER "logo_cards_keeps_delete" AFTER DELETE ON "favorites" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "logo_cards_from_keeps"();--> statement-breakpoint
-- Every logo written before this migration gets its card now.
SELECT "refresh_logo_cards"(array(SELECT "id" FROM "logos"));
