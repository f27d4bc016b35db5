ALTER TABLE "conversations" ADD COLUMN "manual_control" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "taken_over_by" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "taken_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handoff_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "delegated_to" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "member_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "member_id" text;--> statement-breakpoint
CREATE INDEX "conversations_workspace_idx" ON "conversations" USING btree ("workspace_uid","last_message_at");--> statement-breakpoint
UPDATE "messages" SET "sender" = 'ai' WHERE "role" = 'assistant';
