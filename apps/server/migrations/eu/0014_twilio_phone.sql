CREATE TABLE "phone_calls" (
	"call_sid" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"agent_id" text NOT NULL,
	"number_id" text NOT NULL,
	"conversation_id" text,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"caller" text NOT NULL,
	"callee" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"recording_url" text
);
--> statement-breakpoint
CREATE TABLE "twilio_accounts" (
	"workspace_uid" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"auth_token_encrypted" text NOT NULL,
	"auth_token_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twilio_numbers" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"number" text NOT NULL,
	"friendly_name" text NOT NULL,
	"twilio_sid" text NOT NULL,
	"agent_id" text,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_number_id_twilio_numbers_id_fk" FOREIGN KEY ("number_id") REFERENCES "public"."twilio_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twilio_accounts" ADD CONSTRAINT "twilio_accounts_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twilio_numbers" ADD CONSTRAINT "twilio_numbers_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twilio_numbers" ADD CONSTRAINT "twilio_numbers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_calls_workspace_idx" ON "phone_calls" USING btree ("workspace_uid","status","started_at");--> statement-breakpoint
CREATE INDEX "phone_calls_conversation_idx" ON "phone_calls" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "twilio_numbers_workspace_idx" ON "twilio_numbers" USING btree ("workspace_uid","purchased_at");--> statement-breakpoint
CREATE INDEX "twilio_numbers_agent_idx" ON "twilio_numbers" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "twilio_numbers_held_idx" ON "twilio_numbers" USING btree ("number") WHERE "twilio_numbers"."released_at" is null;