-- A subscription now belongs to the session that made it; those made before cannot be tied to one.
DELETE FROM "push_tokens";--> statement-breakpoint
ALTER TABLE "push_tokens" ADD COLUMN "session_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;