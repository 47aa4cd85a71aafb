-- A member's pages of their own courses (my-courses, enrolled courses) are kept until a change of
-- theirs (issue 11): an enrolment's progress, pin, last visit and finish show on those pages, so
-- `viewer_changed` now names the member on any change of their enrolment rows, not only of the
-- columns that say which course is whose. An update that changes nothing notifies nobody.
DROP TRIGGER "viewer_changed" ON "course_enrollees";--> statement-breakpoint
CREATE TRIGGER "viewer_changed" AFTER INSERT OR DELETE ON "course_enrollees" FOR EACH ROW EXECUTE FUNCTION "notify_viewer_changed"();--> statement-breakpoint
CREATE TRIGGER "viewer_changed_update" AFTER UPDATE ON "course_enrollees" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "notify_viewer_changed"();
