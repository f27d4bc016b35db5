CREATE TABLE "knowledge_crawl_skips" (
	"crawl_id" text NOT NULL,
	"url" text NOT NULL,
	"reason" text NOT NULL,
	"same_as" text,
	"skipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_crawl_skips_crawl_id_url_pk" PRIMARY KEY("crawl_id","url")
);
--> statement-breakpoint
ALTER TABLE "knowledge_docs" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "knowledge_crawl_skips" ADD CONSTRAINT "knowledge_crawl_skips_crawl_id_knowledge_crawls_id_fk" FOREIGN KEY ("crawl_id") REFERENCES "public"."knowledge_crawls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_docs_content_hash_idx" ON "knowledge_docs" USING btree ("agent_id","content_hash");