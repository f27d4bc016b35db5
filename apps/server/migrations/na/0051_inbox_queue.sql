DROP INDEX "webhook_inbox_pending_idx";--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD COLUMN "gave_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "webhook_inbox_pending_idx" ON "webhook_inbox" USING btree ("id") WHERE "webhook_inbox"."processed_at" is null and "webhook_inbox"."gave_up_at" is null;