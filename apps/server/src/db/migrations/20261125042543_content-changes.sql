-- What learners read of the organizations' content (course cards, catalogue pages, filter options,
-- course overviews) is kept in each server process's memory (platform/content-cache.ts). Every
-- committed write of a table it is built from notifies `content_changed`, whoever writes it, and
-- every listening process forgets what it kept. PostgreSQL delivers a notification only when its
-- transaction commits and folds a transaction's notifications into one.
CREATE FUNCTION "notify_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_offerings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_instructors" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_sections" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_subsections" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_section_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_subsection_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
CREATE TRIGGER "content_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();--> statement-breakpoint
-- Of a user, a card shows an instructor's names, position and picture; signing in and the rest do not matter.
CREATE TRIGGER "content_changed" AFTER UPDATE OF "first_name", "last_name", "first_name_ar", "last_name_ar", "position", "profile_image_id" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_content_changed"();
--> statement-breakpoint
-- Which courses a member enrolled in and wishlisted (the cards' own flags) is kept per member:
-- `viewer_changed` names the member whose rows changed ('<organization>:<user>'), '*' for everyone.
CREATE FUNCTION "notify_viewer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('viewer_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('viewer_changed', OLD.organization_id || ':' || OLD.user_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('viewer_changed', NEW.organization_id || ':' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "viewer_changed" AFTER INSERT OR DELETE OR UPDATE OF "organization_id", "user_id", "course_id" ON "course_enrollees" FOR EACH ROW EXECUTE FUNCTION "notify_viewer_changed"();--> statement-breakpoint
CREATE TRIGGER "viewer_changed_all" AFTER TRUNCATE ON "course_enrollees" FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewer_changed"();--> statement-breakpoint
CREATE TRIGGER "viewer_changed" AFTER INSERT OR DELETE OR UPDATE OF "organization_id", "user_id", "course_id" ON "wishlisted_courses" FOR EACH ROW EXECUTE FUNCTION "notify_viewer_changed"();--> statement-breakpoint
CREATE TRIGGER "viewer_changed_all" AFTER TRUNCATE ON "wishlisted_courses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewer_changed"();
