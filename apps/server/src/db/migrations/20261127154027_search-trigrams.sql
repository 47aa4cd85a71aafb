-- Course search (`normalized_name like '%…%'`) through trigrams: pg_trgm ships with PostgreSQL's
-- contrib and with PGlite (loaded by db/client.ts); a trusted extension, so the database's owner
-- may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "courses_normalized_name_trgm_idx" ON "courses" USING gin ("normalized_name" gin_trgm_ops);
