ALTER TABLE "checkout_orders" ADD COLUMN "access_token" text;--> statement-breakpoint
ALTER TABLE "checkout_orders" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_orders_access_token_idx" ON "checkout_orders" USING btree ("access_token");