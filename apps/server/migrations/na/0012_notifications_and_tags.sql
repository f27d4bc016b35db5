ALTER TABLE "conversations" ADD COLUMN "first_visitor_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "predefined_tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "disallow_any_tags" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD COLUMN "notify_through" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD COLUMN "notify_if" text DEFAULT 'requestsOnly' NOT NULL;--> statement-breakpoint
-- Conversations the visitor wrote in before this migration are not new: nobody is told of them.
UPDATE "conversations" SET "first_visitor_message_at" = "created_at" WHERE EXISTS (SELECT 1 FROM "messages" WHERE "messages"."conversation_id" = "conversations"."id" AND "messages"."role" = 'user');
