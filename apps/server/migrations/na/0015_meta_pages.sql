CREATE TABLE "meta_pages" (
	"page_id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"agent_id" text NOT NULL,
	"page_name" text NOT NULL,
	"ig_page_id" text,
	"ig_page_name" text,
	"page_access_token_encrypted" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "meta_user_access_token_encrypted" text;--> statement-breakpoint
ALTER TABLE "meta_pages" ADD CONSTRAINT "meta_pages_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_pages" ADD CONSTRAINT "meta_pages_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meta_pages_agent_idx" ON "meta_pages" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "meta_pages_ig_page_idx" ON "meta_pages" USING btree ("ig_page_id");