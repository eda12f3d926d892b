CREATE TABLE "local_payments" (
	"session_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "quota_covered" boolean DEFAULT false NOT NULL;