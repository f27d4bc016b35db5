CREATE TABLE "channel_inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"agent_id" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "telegram_bots" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"agent_id" text NOT NULL,
	"bot_token_encrypted" text NOT NULL,
	"webhook_secret_hash" text NOT NULL,
	"webhook_url" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "channel_user_id" text;--> statement-breakpoint
ALTER TABLE "channel_inbox" ADD CONSTRAINT "channel_inbox_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_bots" ADD CONSTRAINT "telegram_bots_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_bots" ADD CONSTRAINT "telegram_bots_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_inbox_delivery_idx" ON "channel_inbox" USING btree ("channel","agent_id","provider_message_id");--> statement-breakpoint
CREATE INDEX "telegram_bots_agent_idx" ON "telegram_bots" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_channel_user_idx" ON "conversations" USING btree ("agent_id","channel","channel_user_id") WHERE "conversations"."channel_user_id" is not null;