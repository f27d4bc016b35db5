CREATE TABLE "discord_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"agent_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"guild_id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"webhook_url_encrypted" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discord_channels" ADD CONSTRAINT "discord_channels_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discord_channels" ADD CONSTRAINT "discord_channels_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discord_channels_agent_idx" ON "discord_channels" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discord_channels_channel_idx" ON "discord_channels" USING btree ("channel_id");