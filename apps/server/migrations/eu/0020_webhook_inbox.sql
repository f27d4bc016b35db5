CREATE TABLE "webhook_inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"agent_id" text,
	"raw_body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_inbox" ADD CONSTRAINT "webhook_inbox_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_inbox_event_idx" ON "webhook_inbox" USING btree ("provider","event_id");--> statement-breakpoint
-- The channels' kept messages move over with their ids, so the jobs queued before the upgrade still find them.
-- The old key held the agent: a message id kept for two agents keeps it plain for the first, and gains the agent for the others.
INSERT INTO "webhook_inbox" ("id", "provider", "event_id", "agent_id", "raw_body", "received_at", "claimed_at", "processed_at", "attempts")
SELECT
	"id",
	"channel",
	CASE WHEN row_number() OVER (PARTITION BY "channel", "provider_message_id" ORDER BY "id") = 1
		THEN "provider_message_id" ELSE "provider_message_id" || ':' || "agent_id" END,
	"agent_id",
	"payload"::text,
	"received_at",
	"claimed_at",
	"answered_at",
	CASE WHEN "claimed_at" IS NULL AND "answered_at" IS NULL THEN 0 ELSE 1 END
FROM "channel_inbox";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"webhook_inbox"', 'id'), COALESCE((SELECT max("id") FROM "webhook_inbox"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "channel_inbox" CASCADE;
