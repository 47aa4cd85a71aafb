-- A learner's rows of a course are keyed by organization as well as course and learner: a course
-- offered to two organizations keeps two enrolments, progress, reviews, ratings and certificates.
-- Written by drizzle-kit, then ordered by hand so that an existing database migrates without loss:
-- the new columns are added empty, filled from the rows they belong with, and only then required.
ALTER TABLE "finished_subsections" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "course_confirmation_responses" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "course_offerings" ADD COLUMN "rating_average" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_offerings" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A finished lesson belongs to the organization of the learner's enrolment in the course (there
-- was at most one), else (an enrolment ended since) to the organization of the lesson.
UPDATE "finished_subsections" f SET "organization_id" = coalesce(
	(SELECT e."organization_id" FROM "course_enrollees" e
		WHERE e."course_id" = f."course_id" AND e."user_id" = f."user_id" ORDER BY e."id" LIMIT 1),
	(SELECT s."organization_id" FROM "course_subsections" s WHERE s."id" = f."subsection_id")
);--> statement-breakpoint
-- An answer to a statement belongs to the organization of the learner's enrolment in the course,
-- else to an organization that offers the course and has the learner as a member (the course's own
-- first), else to the course's organization.
UPDATE "course_confirmation_responses" r SET "organization_id" = coalesce(
	(SELECT e."organization_id" FROM "course_confirmation_checkboxes" b
		JOIN "course_enrollees" e ON e."course_id" = b."course_id" AND e."user_id" = r."user_id"
		WHERE b."id" = r."checkbox_id" ORDER BY e."id" LIMIT 1),
	(SELECT o."organization_id" FROM "course_confirmation_checkboxes" b
		JOIN "courses" c ON c."id" = b."course_id"
		JOIN "course_offerings" o ON o."course_id" = b."course_id"
		JOIN "organization_members" m ON m."organization_id" = o."organization_id" AND m."user_id" = r."user_id"
		WHERE b."id" = r."checkbox_id"
		ORDER BY (o."organization_id" = c."organization_id") DESC, o."organization_id" LIMIT 1),
	(SELECT c."organization_id" FROM "course_confirmation_checkboxes" b
		JOIN "courses" c ON c."id" = b."course_id" WHERE b."id" = r."checkbox_id")
);--> statement-breakpoint
-- The rating moves from the course to its offerings: each organization's published reviews.
UPDATE "course_offerings" o SET "rating_average" = r."average", "rating_count" = r."n"
FROM (
	SELECT "organization_id", "course_id", avg("rating")::float8 AS "average", count(*)::int AS "n"
	FROM "course_reviews" WHERE "status" = 'PUBLISHED' GROUP BY "organization_id", "course_id"
) r
WHERE o."organization_id" = r."organization_id" AND o."course_id" = r."course_id";--> statement-breakpoint
ALTER TABLE "finished_subsections" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_confirmation_responses" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "finished_subsections" ADD CONSTRAINT "finished_subsections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_confirmation_responses" ADD CONSTRAINT "course_confirmation_responses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" DROP CONSTRAINT "course_certificates_unique";--> statement-breakpoint
ALTER TABLE "course_enrollees" DROP CONSTRAINT "course_enrollees_unique";--> statement-breakpoint
ALTER TABLE "course_reviews" DROP CONSTRAINT "course_reviews_unique";--> statement-breakpoint
DROP INDEX "course_certificates_course_idx";--> statement-breakpoint
DROP INDEX "finished_subsections_course_idx";--> statement-breakpoint
DROP INDEX "subsection_notes_user_idx";--> statement-breakpoint
DROP INDEX "course_enrollees_user_idx";--> statement-breakpoint
DROP INDEX "course_reviews_course_idx";--> statement-breakpoint
ALTER TABLE "finished_subsections" DROP CONSTRAINT "finished_subsections_user_id_subsection_id_pk";--> statement-breakpoint
ALTER TABLE "course_confirmation_responses" DROP CONSTRAINT "course_confirmation_responses_checkbox_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "course_interests" DROP CONSTRAINT "course_interests_user_id_course_id_pk";--> statement-breakpoint
ALTER TABLE "wishlisted_courses" DROP CONSTRAINT "wishlisted_courses_user_id_course_id_pk";--> statement-breakpoint
ALTER TABLE "finished_subsections" ADD CONSTRAINT "finished_subsections_organization_id_user_id_subsection_id_pk" PRIMARY KEY("organization_id","user_id","subsection_id");--> statement-breakpoint
ALTER TABLE "course_confirmation_responses" ADD CONSTRAINT "course_confirmation_responses_organization_id_checkbox_id_user_id_pk" PRIMARY KEY("organization_id","checkbox_id","user_id");--> statement-breakpoint
ALTER TABLE "course_interests" ADD CONSTRAINT "course_interests_organization_id_user_id_course_id_pk" PRIMARY KEY("organization_id","user_id","course_id");--> statement-breakpoint
ALTER TABLE "wishlisted_courses" ADD CONSTRAINT "wishlisted_courses_organization_id_user_id_course_id_pk" PRIMARY KEY("organization_id","user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_confirmation_responses_checkbox_idx" ON "course_confirmation_responses" USING btree ("checkbox_id");--> statement-breakpoint
CREATE INDEX "course_enrollees_course_idx" ON "course_enrollees" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_certificates_course_idx" ON "course_certificates" USING btree ("organization_id","course_id");--> statement-breakpoint
CREATE INDEX "finished_subsections_course_idx" ON "finished_subsections" USING btree ("organization_id","user_id","course_id");--> statement-breakpoint
CREATE INDEX "subsection_notes_user_idx" ON "subsection_notes" USING btree ("organization_id","user_id","course_id","subsection_id");--> statement-breakpoint
CREATE INDEX "course_enrollees_user_idx" ON "course_enrollees" USING btree ("organization_id","user_id","enrolled_at");--> statement-breakpoint
CREATE INDEX "course_reviews_course_idx" ON "course_reviews" USING btree ("organization_id","course_id","created_at");--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_unique" UNIQUE("organization_id","course_id","user_id");--> statement-breakpoint
ALTER TABLE "course_enrollees" ADD CONSTRAINT "course_enrollees_unique" UNIQUE("organization_id","course_id","user_id");--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_unique" UNIQUE("organization_id","course_id","user_id");--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "rating_average";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "rating_count";
