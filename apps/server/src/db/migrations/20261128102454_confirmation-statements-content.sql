-- A course's confirmation statements are part of its overview, which each server process keeps
-- (platform/content-cache.ts): a committed write of them notifies `content_changed` as a write of
-- the course's other content does (migration `content-changes`). A learner's answers to them are
-- read for each request and notify nothing.
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_confirmation_checkboxes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_confirmation_checkbox_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
