-- The catalogue's total counts every listed course of the organization: an index-only scan of the
-- listed courses instead of a sequential scan of them all (bench/courses.mjs at 10,000 courses).
-- INCLUDE columns are beyond drizzle's index builder, so this index lives in this migration only.
CREATE INDEX "courses_listed_id_idx" ON "courses" USING btree ("id") INCLUDE ("end_date") WHERE "courses"."is_published" and not "courses"."is_deleted";
