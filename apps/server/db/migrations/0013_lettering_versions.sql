CREATE TABLE "logo_lettering" (
	"logo_id" integer NOT NULL,
	"version" integer NOT NULL,
	"layout" jsonb NOT NULL,
	"mark_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "logo_lettering_logo_id_version_pk" PRIMARY KEY("logo_id","version"),
	CONSTRAINT "logo_lettering_version_check" CHECK ("logo_lettering"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "logo_lettering" ADD CONSTRAINT "logo_lettering_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_lettering" ADD CONSTRAINT "logo_lettering_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (ADR 0098): a stored version is what an order will pin, so it never
-- changes. Only created_by may move (to null, when its user goes).
CREATE FUNCTION "logo_lettering_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'a lettering version is never changed' USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "logo_lettering_frozen" BEFORE UPDATE OF "logo_id", "version", "layout", "mark_key", "created_at" ON "logo_lettering" FOR EACH ROW EXECUTE FUNCTION "logo_lettering_frozen"();
