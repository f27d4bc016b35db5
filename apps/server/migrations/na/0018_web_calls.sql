CREATE TABLE "web_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"agent_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"speech" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"seconds" integer,
	"minutes" integer,
	"credits" numeric(14, 3)
);
--> statement-breakpoint
ALTER TABLE "web_calls" ADD CONSTRAINT "web_calls_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_calls" ADD CONSTRAINT "web_calls_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_calls" ADD CONSTRAINT "web_calls_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_calls_agent_idx" ON "web_calls" USING btree ("agent_id","started_at");--> statement-breakpoint
CREATE INDEX "web_calls_conversation_idx" ON "web_calls" USING btree ("conversation_id");