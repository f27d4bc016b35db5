ALTER TABLE "credit_ledger" ADD COLUMN "caused_by" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "agent_id" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "feature_key" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "log_message" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "output_tokens" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "model_id" text;