CREATE TABLE "checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"payment_type" smallint NOT NULL,
	"lang" varchar(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"tax" bigint NOT NULL,
	"tax_percent" smallint NOT NULL,
	"total_amount" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"payment_intent_id" varchar(255),
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "logo_holds" (
	"logo_id" integer PRIMARY KEY NOT NULL,
	"checkout_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"previous_state" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"payment_intent_id" varchar(255),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_intents" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"client_secret" varchar(128) NOT NULL,
	"idempotency_key" varchar(255),
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" varchar(40) NOT NULL,
	"last4" varchar(4),
	"last_error" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"succeeds_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_logos" ADD COLUMN "logo_name" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_name" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_company" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_email" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_percent" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_holds" ADD CONSTRAINT "logo_holds_logo_id_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_holds" ADD CONSTRAINT "logo_holds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logo_holds" ADD CONSTRAINT "logo_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_payment_intent_unique" ON "checkouts" USING btree ("payment_intent_id") WHERE "checkouts"."payment_intent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_order_unique" ON "checkouts" USING btree ("order_id") WHERE "checkouts"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "checkouts_open_expiry_idx" ON "checkouts" USING btree ("expires_at") WHERE "checkouts"."status" = 1;--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logo_holds_checkout_idx" ON "logo_holds" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "logo_holds_expiry_idx" ON "logo_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_intents_idempotency_unique" ON "test_gateway_intents" USING btree ("idempotency_key") WHERE "test_gateway_intents"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 1;