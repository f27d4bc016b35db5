CREATE TABLE "knowledge_crawls" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"agent_id" text NOT NULL,
	"url" text NOT NULL,
	"max_pages" integer NOT NULL,
	"max_depth" integer NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"refresh_rate" text DEFAULT 'never' NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_docs" ADD COLUMN "crawl_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_crawls" ADD CONSTRAINT "knowledge_crawls_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_crawls" ADD CONSTRAINT "knowledge_crawls_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_crawls_agent_idx" ON "knowledge_crawls" USING btree ("agent_id","created_at");--> statement-breakpoint
ALTER TABLE "knowledge_docs" ADD CONSTRAINT "knowledge_docs_crawl_id_knowledge_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."knowledge_crawls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_docs_crawl_idx" ON "knowledge_docs" USING btree ("crawl_id");