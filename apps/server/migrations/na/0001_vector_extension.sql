-- pgvector is optional: create it only where the server offers it. Retrieval falls back
-- to full-text search where it is absent, and /readyz reports which one is in use.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    CREATE EXTENSION IF NOT EXISTS vector;
  END IF;
END
$$;
