ALTER TABLE "sandbox_payment_methods" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "tax_percent" numeric(5, 2);