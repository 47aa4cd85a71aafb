-- A notification reaches each listening connection of a process (the pool's, which hear the
-- process's own writes before their COMMIT answers, and a listener's, which hears the others'),
-- each at its own time. A copy heard late would make the process forget what it read after the
-- first, so the process acts on the first copy only (db/client.ts). A payload now starts with its
-- transaction, '<transaction>/<payload>', which tells a copy from a later write with the same
-- payload; PostgreSQL still folds a transaction's identical notifications into one.
CREATE OR REPLACE FUNCTION "notify_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', pg_current_xact_id() || '/');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_viewer_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('viewer_changed', pg_current_xact_id() || '/*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('viewer_changed', pg_current_xact_id() || '/' || OLD.organization_id || ':' || OLD.user_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM pg_notify('viewer_changed', pg_current_xact_id() || '/' || NEW.organization_id || ':' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
