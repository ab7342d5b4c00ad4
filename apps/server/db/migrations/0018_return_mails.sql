CREATE TABLE "favorite_sold_notices" (
	"user_id" integer NOT NULL,
	"logo_id" integer NOT NULL,
	"sold_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "favorite_sold_notices_user_id_logo_id_pk" PRIMARY KEY("user_id","logo_id")
);
--> statement-breakpoint
CREATE TABLE "keep_reminders" (
	"keep_event_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keep_reminders_keep_event_id_day_pk" PRIMARY KEY("keep_event_id","day"),
	CONSTRAINT "keep_reminders_day_check" CHECK ("keep_reminders"."day" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"keep_reminders" boolean DEFAULT true NOT NULL,
	"favorite_news" boolean DEFAULT true NOT NULL,
	"sold_mail_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_sold_notices" ADD CONSTRAINT "favorite_sold_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_sold_notices" ADD CONSTRAINT "favorite_sold_notices_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keep_reminders" ADD CONSTRAINT "keep_reminders_keep_event_id_keep_events_id_fk" FOREIGN KEY ("keep_event_id") REFERENCES "public"."keep_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_sold_notices_unsent_idx" ON "favorite_sold_notices" USING btree ("user_id") WHERE "favorite_sold_notices"."sent_at" is null;