CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(32) NOT NULL,
	"order_logo_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"logo_id" integer NOT NULL,
	"version" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"holder" varchar(255) NOT NULL,
	"logo_name" varchar(255) DEFAULT '' NOT NULL,
	"main_name" varchar(255) DEFAULT '' NOT NULL,
	"sub_name" varchar(255) DEFAULT '' NOT NULL,
	"picture_url" varchar(1024) NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"files" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_by" integer,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_logo_id_order_logos_id_fk" FOREIGN KEY ("order_logo_id") REFERENCES "public"."order_logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_unique" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_line_version_unique" ON "certificates" USING btree ("order_logo_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_line_current_unique" ON "certificates" USING btree ("order_logo_id") WHERE "certificates"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_order_idx" ON "certificates" USING btree ("order_id");