CREATE TABLE "campaign_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text,
	"phone" text NOT NULL,
	"email" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_zone" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"dispatched_at" timestamp with time zone,
	"dispatched_by" integer,
	"call_sid" text,
	"next_attempt_at" timestamp with time zone,
	"reached_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"duration_seconds" integer,
	"cost" numeric DEFAULT 0 NOT NULL,
	"conversation_id" text,
	"last_error" text,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_contacts_phone_key" UNIQUE("campaign_id","phone")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"agent_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"stopped_reason" text,
	"starts_at" timestamp with time zone,
	"time_zone" text NOT NULL,
	"days" jsonb NOT NULL,
	"hours_from" text NOT NULL,
	"hours_to" text NOT NULL,
	"template" jsonb,
	"opening_line" text,
	"max_simultaneous" integer DEFAULT 1 NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"retry_spacing_minutes" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "do_not_contact" (
	"workspace_uid" text NOT NULL,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "do_not_contact_workspace_uid_phone_pk" PRIMARY KEY("workspace_uid","phone")
);
--> statement-breakpoint
ALTER TABLE "campaign_contacts" ADD CONSTRAINT "campaign_contacts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_contacts" ADD CONSTRAINT "campaign_contacts_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_contact" ADD CONSTRAINT "do_not_contact_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_contacts_queued_idx" ON "campaign_contacts" USING btree ("campaign_id","position") WHERE state = 'queued' and dispatched_at is null;--> statement-breakpoint
CREATE INDEX "campaign_contacts_conversation_idx" ON "campaign_contacts" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "campaigns_workspace_idx" ON "campaigns" USING btree ("workspace_uid","created_at");