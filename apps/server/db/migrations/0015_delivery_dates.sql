ALTER TABLE "order_logos" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zips" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "zips" ADD COLUMN "uploaded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "zips" ADD CONSTRAINT "zips_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Zips uploaded before this migration: their upload time is their last change (the uploader is unknown).
UPDATE "zips" SET "uploaded_at" = "updated_at";--> statement-breakpoint
-- Paid order logos whose zip exists were delivered: at the order's delivery date, else when both the payment and the zip were there.
UPDATE "order_logos" ol SET "delivered_at" = coalesce(o."delivery_date", greatest(o."payment_date", z."created_at"))
  FROM "orders" o, "zips" z
  WHERE o."id" = ol."order_id" AND o."status" = 2 AND z."logo_id" = ol."logo_id";
