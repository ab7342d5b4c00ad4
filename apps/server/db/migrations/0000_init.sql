CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "alphabets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(4) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ja" varchar(255) NOT NULL,
	"name_en" varchar(255) NOT NULL,
	"name_vi" varchar(255) NOT NULL,
	"key_name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ja" varchar(255) NOT NULL,
	"name_en" varchar(255) NOT NULL,
	"name_vi" varchar(255) NOT NULL,
	"key_name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ja" varchar(255) NOT NULL,
	"name_en" varchar(255) NOT NULL,
	"name_vi" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logo_alphabets" (
	"logo_id" integer NOT NULL,
	"alphabet_id" integer NOT NULL,
	CONSTRAINT "logo_alphabets_logo_id_alphabet_id_pk" PRIMARY KEY("logo_id","alphabet_id")
);
--> statement-breakpoint
CREATE TABLE "logo_colors" (
	"logo_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	CONSTRAINT "logo_colors_logo_id_color_id_pk" PRIMARY KEY("logo_id","color_id")
);
--> statement-breakpoint
CREATE TABLE "logo_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"logo_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"format" varchar(8) NOT NULL,
	"storage_key" text NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"width" integer,
	"height" integer,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logo_images_kind_check" CHECK ("logo_images"."kind" in ('main', 'hover', 'gallery')),
	CONSTRAINT "logo_images_format_check" CHECK ("logo_images"."format" in ('gif', 'png', 'jpeg'))
);
--> statement-breakpoint
CREATE TABLE "logo_industries" (
	"logo_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	CONSTRAINT "logo_industries_logo_id_industry_id_pk" PRIMARY KEY("logo_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "logo_keywords" (
	"logo_id" integer NOT NULL,
	"keyword_id" integer NOT NULL,
	CONSTRAINT "logo_keywords_logo_id_keyword_id_pk" PRIMARY KEY("logo_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "logo_tastes" (
	"logo_id" integer NOT NULL,
	"taste_id" integer NOT NULL,
	CONSTRAINT "logo_tastes_logo_id_taste_id_pk" PRIMARY KEY("logo_id","taste_id")
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ja" varchar(255),
	"name_en" varchar(255),
	"name_vi" varchar(255),
	"explain" text,
	"designer_id" integer,
	"designer_ref" varchar(64),
	"state" smallint DEFAULT 0 NOT NULL,
	"tank_num" integer DEFAULT 0 NOT NULL,
	"favorites_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logos_state_check" CHECK ("logos"."state" in (0, 2, 7, 8, 9))
);
--> statement-breakpoint
CREATE TABLE "tastes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ja" varchar(255) NOT NULL,
	"name_en" varchar(255) NOT NULL,
	"name_vi" varchar(255) NOT NULL,
	"key_name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_token" varchar(64),
	"logo_id" integer NOT NULL,
	"sub_name" varchar(255) DEFAULT '' NOT NULL,
	"main_name" varchar(255) DEFAULT '' NOT NULL,
	"logo_manual" boolean DEFAULT false NOT NULL,
	"logo_motion" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_owner_check" CHECK ("cart_items"."user_id" is not null or "cart_items"."guest_token" is not null)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"logo_id" integer NOT NULL,
	"kept" boolean DEFAULT false NOT NULL,
	"keep_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"logo_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"logo_manual" boolean DEFAULT false NOT NULL,
	"logo_manual_price" bigint DEFAULT 0 NOT NULL,
	"logo_motion" boolean DEFAULT false NOT NULL,
	"logo_motion_price" bigint DEFAULT 0 NOT NULL,
	"main_name" varchar(255) NOT NULL,
	"sub_name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_num" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"payment_status" smallint DEFAULT 1 NOT NULL,
	"payment_type" smallint NOT NULL,
	"payment_intent_id" varchar(255),
	"lang" varchar(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"tax" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"purchase_date" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_date" timestamp with time zone,
	"delivery_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in (1, 2, 3)),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "price_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_settings_lang_check" CHECK ("price_settings"."lang" in ('en', 'ja', 'vi'))
);
--> statement-breakpoint
CREATE TABLE "zips" (
	"id" serial PRIMARY KEY NOT NULL,
	"logo_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_ip" varchar(64) NOT NULL,
	"postal_code" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"logo_id" integer,
	"user_id" integer,
	"field" varchar(64) NOT NULL,
	"old_value" text,
	"new_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"company_name" varchar(255),
	"name" varchar(255) NOT NULL,
	"tel" varchar(30),
	"email" varchar(255) NOT NULL,
	"address_1" varchar(255),
	"address_2" varchar(255),
	"content" text NOT NULL,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"company_name" varchar(255),
	"address_line_1" varchar(255),
	"address_line_2" varchar(255),
	"postal_code" varchar(20),
	"phone" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"code_hash" varchar(128) NOT NULL,
	"user_id" integer,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) DEFAULT '' NOT NULL,
	"name_kana" varchar(255),
	"email" varchar(255) NOT NULL,
	"password_hash" text,
	"role" varchar(16) DEFAULT 'user' NOT NULL,
	"picture" text,
	"stamp" text,
	"first_login" boolean DEFAULT false NOT NULL,
	"locale" varchar(2) DEFAULT 'en' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'designer', 'user'))
);
--> statement-breakpoint
ALTER TABLE "logo_alphabets" ADD CONSTRAINT "logo_alphabets_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_alphabets" ADD CONSTRAINT "logo_alphabets_alphabet_id_alphabets_id_fk" FOREIGN KEY ("alphabet_id") REFERENCES "public"."alphabets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_colors" ADD CONSTRAINT "logo_colors_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_colors" ADD CONSTRAINT "logo_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_images" ADD CONSTRAINT "logo_images_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_industries" ADD CONSTRAINT "logo_industries_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_industries" ADD CONSTRAINT "logo_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_keywords" ADD CONSTRAINT "logo_keywords_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_keywords" ADD CONSTRAINT "logo_keywords_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_tastes" ADD CONSTRAINT "logo_tastes_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_tastes" ADD CONSTRAINT "logo_tastes_taste_id_tastes_id_fk" FOREIGN KEY ("taste_id") REFERENCES "public"."tastes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logos" ADD CONSTRAINT "order_logos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logos" ADD CONSTRAINT "order_logos_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zips" ADD CONSTRAINT "zips_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_logs" ADD CONSTRAINT "change_logs_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_logs" ADD CONSTRAINT "change_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_details" ADD CONSTRAINT "buyer_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alphabets_name_unique" ON "alphabets" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "colors_key_unique" ON "colors" USING btree ("key_name");--> statement-breakpoint
CREATE UNIQUE INDEX "industries_key_unique" ON "industries" USING btree ("key_name");--> statement-breakpoint
CREATE INDEX "keywords_name_en_idx" ON "keywords" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "logo_alphabets_target_idx" ON "logo_alphabets" USING btree ("alphabet_id","logo_id");--> statement-breakpoint
CREATE INDEX "logo_colors_target_idx" ON "logo_colors" USING btree ("color_id","logo_id");--> statement-breakpoint
CREATE INDEX "logo_images_logo_idx" ON "logo_images" USING btree ("logo_id","kind","sort");--> statement-breakpoint
CREATE INDEX "logo_industries_target_idx" ON "logo_industries" USING btree ("industry_id","logo_id");--> statement-breakpoint
CREATE INDEX "logo_keywords_keyword_idx" ON "logo_keywords" USING btree ("keyword_id","logo_id");--> statement-breakpoint
CREATE INDEX "logo_tastes_target_idx" ON "logo_tastes" USING btree ("taste_id","logo_id");--> statement-breakpoint
CREATE INDEX "logos_state_created_idx" ON "logos" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logos_created_idx" ON "logos" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logos_designer_idx" ON "logos" USING btree ("designer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tastes_key_unique" ON "tastes" USING btree ("key_name");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_logo_unique" ON "cart_items" USING btree ("user_id","logo_id") WHERE "cart_items"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_guest_logo_unique" ON "cart_items" USING btree ("guest_token","logo_id") WHERE "cart_items"."guest_token" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_logo_unique" ON "favorites" USING btree ("user_id","logo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_one_keeper_per_logo" ON "favorites" USING btree ("logo_id") WHERE "favorites"."kept";--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_kept_date_idx" ON "favorites" USING btree ("keep_date") WHERE "favorites"."kept";--> statement-breakpoint
CREATE INDEX "order_logos_order_idx" ON "order_logos" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_logos_logo_idx" ON "order_logos" USING btree ("logo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_num_unique" ON "orders" USING btree ("invoice_num");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_unique" ON "orders" USING btree ("payment_intent_id") WHERE "orders"."payment_intent_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_user_purchase_idx" ON "orders" USING btree ("user_id","purchase_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","payment_status");--> statement-breakpoint
CREATE INDEX "orders_purchase_idx" ON "orders" USING btree ("purchase_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "price_settings_key_lang_unique" ON "price_settings" USING btree ("key","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "zips_logo_unique" ON "zips" USING btree ("logo_id");--> statement-breakpoint
CREATE INDEX "address_searches_created_idx" ON "address_searches" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "change_logs_created_idx" ON "change_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "change_logs_logo_idx" ON "change_logs" USING btree ("logo_id");--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_unique" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_lookup_idx" ON "one_time_codes" USING btree (lower("email"),"purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reset_tokens_hash_unique" ON "reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reset_tokens_user_idx" ON "reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");