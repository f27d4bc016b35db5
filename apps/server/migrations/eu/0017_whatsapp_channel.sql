CREATE TABLE "wa_contacts" (
	"agent_id" text NOT NULL,
	"wa_id" text NOT NULL,
	"phone_id" text NOT NULL,
	"last_inbound_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wa_contacts_agent_id_wa_id_pk" PRIMARY KEY("agent_id","wa_id")
);
--> statement-breakpoint
CREATE TABLE "wa_legacy_channels" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"whatsapp_number_id" text NOT NULL,
	"whatsapp_busniess_id" text NOT NULL,
	"wa_test_number" text NOT NULL,
	"whatsapp_token_encrypted" text NOT NULL,
	"wa_verify_passed" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_numbers" (
	"phone_id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"agent_id" text NOT NULL,
	"waba_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"verified_name" text,
	"long_access_token_encrypted" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_sign_ins" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"long_access_token_encrypted" text,
	"waba_id" text,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_undelivered_replies" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"reason" text NOT NULL,
	"template_name" text,
	"template_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wa_contacts" ADD CONSTRAINT "wa_contacts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_legacy_channels" ADD CONSTRAINT "wa_legacy_channels_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_legacy_channels" ADD CONSTRAINT "wa_legacy_channels_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_numbers" ADD CONSTRAINT "wa_numbers_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_numbers" ADD CONSTRAINT "wa_numbers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_sign_ins" ADD CONSTRAINT "wa_sign_ins_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_sign_ins" ADD CONSTRAINT "wa_sign_ins_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_undelivered_replies" ADD CONSTRAINT "wa_undelivered_replies_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_undelivered_replies" ADD CONSTRAINT "wa_undelivered_replies_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wa_numbers_agent_idx" ON "wa_numbers" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "wa_numbers_workspace_idx" ON "wa_numbers" USING btree ("workspace_uid");--> statement-breakpoint
CREATE INDEX "wa_undelivered_conversation_idx" ON "wa_undelivered_replies" USING btree ("conversation_id");