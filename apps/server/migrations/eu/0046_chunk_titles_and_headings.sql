-- Chunks are indexed with their document's title and heading path, weighted above their text.
-- Hand-edited: drizzle-kit adds the new tsv before the columns it reads, and leaves out the GIN
-- index that dropping the old tsv drops with it.
ALTER TABLE "knowledge_chunks" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "headings" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Chunks stored before get their document's name as title (a page's name is its title once read);
-- their headings come with the next reading.
UPDATE "knowledge_chunks" SET "title" = d."name" FROM "knowledge_docs" d WHERE d."id" = "knowledge_chunks"."doc_id" AND d."name" IS DISTINCT FROM d."url";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title" || ' ' || "headings"), 'A') || setweight(to_tsvector('english', "text"), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_tsv_idx" ON "knowledge_chunks" USING gin ("tsv") WITH (fastupdate=false);
