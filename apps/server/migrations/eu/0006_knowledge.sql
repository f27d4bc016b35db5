CREATE TABLE "knowledge_chunks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"doc_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_docs" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"agent_id" text NOT NULL,
	"name" text NOT NULL,
	"source_type" text NOT NULL,
	"format" text NOT NULL,
	"url" text,
	"source" "bytea",
	"content" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"char_count" integer DEFAULT 0 NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"refresh_rate" text DEFAULT 'never' NOT NULL,
	"last_refresh_at" timestamp with time zone,
	"ingestion_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_doc_id_knowledge_docs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."knowledge_docs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_docs" ADD CONSTRAINT "knowledge_docs_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_docs" ADD CONSTRAINT "knowledge_docs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_chunks_doc_position_idx" ON "knowledge_chunks" USING btree ("doc_id","position");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_agent_idx" ON "knowledge_chunks" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_tsv_idx" ON "knowledge_chunks" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "knowledge_docs_agent_idx" ON "knowledge_docs" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_docs_workspace_idx" ON "knowledge_docs" USING btree ("workspace_uid");--> statement-breakpoint
CREATE INDEX "knowledge_docs_status_idx" ON "knowledge_docs" USING btree ("status");--> statement-breakpoint
-- Embeddings only where the server has pgvector (migration 0001 created it when available);
-- elsewhere retrieval is full-text alone. EXECUTE keeps the vector type out of the parse where it is absent.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    EXECUTE 'ALTER TABLE "knowledge_chunks" ADD COLUMN IF NOT EXISTS "embedding" vector(1536)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS "knowledge_chunks_embedding_idx" ON "knowledge_chunks" USING hnsw ("embedding" vector_cosine_ops)';
  END IF;
END
$$;
