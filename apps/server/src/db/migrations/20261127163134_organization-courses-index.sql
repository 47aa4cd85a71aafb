DROP INDEX "courses_org_idx";--> statement-breakpoint
CREATE INDEX "courses_org_created_idx" ON "courses" USING btree ("organization_id","created_at","id");