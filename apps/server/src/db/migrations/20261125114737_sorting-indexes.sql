CREATE INDEX "course_approval_requests_org_created_idx" ON "course_approval_requests" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "course_reviews_org_created_idx" ON "course_reviews" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "email_subscriptions_org_created_idx" ON "email_subscriptions" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_org_created_idx" ON "support_tickets" USING btree ("organization_id","created_at","id");