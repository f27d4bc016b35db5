CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"account" text NOT NULL,
	"items" jsonb NOT NULL,
	"application_fee_percent" numeric(5, 2) NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_checkout_sessions_idempotency_key_unique" UNIQUE("idempotency_key")
);
