ALTER TABLE "org_notifications" ALTER COLUMN "agent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "org_notifications" ADD COLUMN "once_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "org_notifications_once_idx" ON "org_notifications" USING btree ("org_id","once_key");