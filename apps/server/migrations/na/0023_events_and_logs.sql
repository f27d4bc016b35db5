CREATE TABLE "event_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"endpoint" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"replay_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_settings" (
	"workspace_uid" text PRIMARY KEY NOT NULL,
	"endpoint" text DEFAULT '' NOT NULL,
	"subscribed_events" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"agent_id" text,
	"channel" text,
	"metadata" jsonb,
	"with_email" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_settings" ADD CONSTRAINT "event_settings_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_logs" ADD CONSTRAINT "workspace_logs_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_deliveries_workspace_idx" ON "event_deliveries" USING btree ("workspace_uid","created_at");--> statement-breakpoint
CREATE INDEX "workspace_logs_workspace_idx" ON "workspace_logs" USING btree ("workspace_uid","created_at");