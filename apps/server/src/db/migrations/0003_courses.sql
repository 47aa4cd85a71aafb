CREATE TYPE "public"."subsection_kind" AS ENUM('LESSON', 'EXAM', 'ASSIGNMENT', 'SCORM');--> statement-breakpoint
CREATE TYPE "public"."offering_access_restriction" AS ENUM('public', 'private');--> statement-breakpoint
CREATE TYPE "public"."approval_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."certificate_mode" AS ENUM('off', 'manual', 'automatic');--> statement-breakpoint
CREATE TYPE "public"."course_language" AS ENUM('ENGLISH', 'ARABIC');--> statement-breakpoint
CREATE TYPE "public"."course_level" AS ENUM('BEGINNER', 'INTERMEDIATE', 'ADVANCED');--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."delivery_mode" AS ENUM('ONLINE', 'FACETOFACE', 'HYBRID');--> statement-breakpoint
CREATE TYPE "public"."duration_unit" AS ENUM('MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS');--> statement-breakpoint
CREATE TYPE "public"."learning_type" AS ENUM('SELF_PACED', 'INSTRUCTOR_LED', 'BLENDED');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('PUBLISHED', 'HIDDEN');--> statement-breakpoint
CREATE TABLE "certificate_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media_id" integer
);
--> statement-breakpoint
CREATE TABLE "course_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"is_issued" boolean DEFAULT true NOT NULL,
	"grade" double precision,
	"issued_by_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_name_ar" text,
	"course_name" text NOT NULL,
	"course_name_ar" text,
	CONSTRAINT "course_certificates_certificate_id_unique" UNIQUE("certificate_id"),
	CONSTRAINT "course_certificates_unique" UNIQUE("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer,
	"action" text NOT NULL,
	"subject_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_section_prerequisites" (
	"section_id" integer NOT NULL,
	"prerequisite_id" integer NOT NULL,
	CONSTRAINT "course_section_prerequisites_section_id_prerequisite_id_pk" PRIMARY KEY("section_id","prerequisite_id")
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"learning_objectives" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"unlock_start_date" timestamp with time zone,
	"week" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_subsections" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"kind" "subsection_kind" DEFAULT 'LESSON' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"video_url" text,
	"video_media_id" integer,
	"duration_minutes" integer,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"is_text_only" boolean DEFAULT false NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finished_subsections" (
	"user_id" integer NOT NULL,
	"subsection_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finished_subsections_user_id_subsection_id_pk" PRIMARY KEY("user_id","subsection_id")
);
--> statement-breakpoint
CREATE TABLE "subsection_attachments" (
	"subsection_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subsection_attachments_subsection_id_media_id_pk" PRIMARY KEY("subsection_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "subsection_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"subsection_id" integer NOT NULL,
	"note" text NOT NULL,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"instructor_id" integer,
	"note" text,
	"status" "approval_status" DEFAULT 'PENDING' NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"name_ar" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_confirmation_checkbox_translations" (
	"checkbox_id" integer NOT NULL,
	"language" "language" DEFAULT 'en' NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "course_confirmation_checkbox_translations_checkbox_id_language_pk" PRIMARY KEY("checkbox_id","language")
);
--> statement-breakpoint
CREATE TABLE "course_confirmation_checkboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_confirmation_responses" (
	"checkbox_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" boolean NOT NULL,
	"responded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_confirmation_responses_checkbox_id_user_id_pk" PRIMARY KEY("checkbox_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_enrollees" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"pinned_at" timestamp with time zone,
	"is_finished" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"from_specialization_id" integer,
	"progress" double precision DEFAULT 0 NOT NULL,
	"last_visited_subsection_id" integer,
	"last_activity_at" timestamp with time zone,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrollees_unique" UNIQUE("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_instructors" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"permission_set_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_instructors_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_interests" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"notify_when_available" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_interests_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_offerings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"old_price" integer,
	"is_discounted" boolean DEFAULT false NOT NULL,
	"currency_code" text DEFAULT 'SAR' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"access_restriction_type" "offering_access_restriction" DEFAULT 'public' NOT NULL,
	"credit_units" integer,
	"issue_certificate" boolean DEFAULT true NOT NULL,
	"certificate_template_id" integer,
	"course_passing_criteria_id" integer,
	"number_of_enrollees" integer DEFAULT 0 NOT NULL,
	"total_revenue_generated" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_offerings_unique" UNIQUE("organization_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" "review_status" DEFAULT 'PUBLISHED' NOT NULL,
	"moderated_by_id" integer,
	"moderation_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_reviews_unique" UNIQUE("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_translations" (
	"course_id" integer NOT NULL,
	"language" "language" NOT NULL,
	"name" text NOT NULL,
	"brief_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"welcome_message" text DEFAULT '' NOT NULL,
	"course_syllabus" text DEFAULT '' NOT NULL,
	CONSTRAINT "course_translations_course_id_language_pk" PRIMARY KEY("course_id","language")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"category_id" integer,
	"language" "course_language" DEFAULT 'ENGLISH' NOT NULL,
	"learning_types" "learning_type"[] DEFAULT '{}' NOT NULL,
	"delivery_mode" "delivery_mode" DEFAULT 'ONLINE' NOT NULL,
	"level" "course_level" DEFAULT 'BEGINNER' NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text DEFAULT '' NOT NULL,
	"brief_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"welcome_message" text DEFAULT '' NOT NULL,
	"course_syllabus" text DEFAULT '' NOT NULL,
	"country" text,
	"city" text,
	"duration" integer,
	"duration_unit" "duration_unit" DEFAULT 'HOURS' NOT NULL,
	"from_to" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_published_by_admin" boolean DEFAULT false NOT NULL,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"status" "course_status" DEFAULT 'pending' NOT NULL,
	"is_sync" boolean DEFAULT true NOT NULL,
	"certificate_mode" "certificate_mode" DEFAULT 'automatic' NOT NULL,
	"passing_grade_percentage" double precision DEFAULT 0.5 NOT NULL,
	"mandatory_attendance_percentage" double precision DEFAULT 1 NOT NULL,
	"requires_completion" boolean DEFAULT true NOT NULL,
	"start_enrollment_date" timestamp with time zone,
	"end_enrollment_date" timestamp with time zone,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"max_enrollment_count" integer,
	"allow_self_enrollment" boolean DEFAULT true NOT NULL,
	"scorm_id" integer,
	"cover_image_id" integer,
	"introductory_video_id" integer,
	"grading_schema_id" integer,
	"canvas_course_id" integer,
	"rating_average" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlisted_courses" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlisted_courses_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "specialization_courses" (
	"specialization_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "specialization_courses_specialization_id_course_id_pk" PRIMARY KEY("specialization_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "specialization_enrollees" (
	"specialization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialization_enrollees_specialization_id_user_id_pk" PRIMARY KEY("specialization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "specialization_translations" (
	"specialization_id" integer NOT NULL,
	"language" "language" NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "specialization_translations_specialization_id_language_pk" PRIMARY KEY("specialization_id","language")
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"cover_image_id" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"old_price" integer,
	"currency_code" text DEFAULT 'SAR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_section_prerequisites" ADD CONSTRAINT "course_section_prerequisites_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_section_prerequisites" ADD CONSTRAINT "course_section_prerequisites_prerequisite_id_course_sections_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD CONSTRAINT "course_subsections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD CONSTRAINT "course_subsections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD CONSTRAINT "course_subsections_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subsections" ADD CONSTRAINT "course_subsections_video_media_id_media_id_fk" FOREIGN KEY ("video_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_subsections" ADD CONSTRAINT "finished_subsections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_subsections" ADD CONSTRAINT "finished_subsections_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_subsections" ADD CONSTRAINT "finished_subsections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_attachments" ADD CONSTRAINT "subsection_attachments_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_attachments" ADD CONSTRAINT "subsection_attachments_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_notes" ADD CONSTRAINT "subsection_notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_notes" ADD CONSTRAINT "subsection_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_notes" ADD CONSTRAINT "subsection_notes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsection_notes" ADD CONSTRAINT "subsection_notes_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_approval_requests" ADD CONSTRAINT "course_approval_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_approval_requests" ADD CONSTRAINT "course_approval_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_approval_requests" ADD CONSTRAINT "course_approval_requests_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_approval_requests" ADD CONSTRAINT "course_approval_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_parent_id_course_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_confirmation_checkbox_translations" ADD CONSTRAINT "course_confirmation_checkbox_translations_checkbox_id_course_confirmation_checkboxes_id_fk" FOREIGN KEY ("checkbox_id") REFERENCES "public"."course_confirmation_checkboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_confirmation_checkboxes" ADD CONSTRAINT "course_confirmation_checkboxes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_confirmation_responses" ADD CONSTRAINT "course_confirmation_responses_checkbox_id_course_confirmation_checkboxes_id_fk" FOREIGN KEY ("checkbox_id") REFERENCES "public"."course_confirmation_checkboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_confirmation_responses" ADD CONSTRAINT "course_confirmation_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollees" ADD CONSTRAINT "course_enrollees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollees" ADD CONSTRAINT "course_enrollees_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollees" ADD CONSTRAINT "course_enrollees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_permission_set_id_permission_sets_id_fk" FOREIGN KEY ("permission_set_id") REFERENCES "public"."permission_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_interests" ADD CONSTRAINT "course_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_interests" ADD CONSTRAINT "course_interests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_interests" ADD CONSTRAINT "course_interests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offerings" ADD CONSTRAINT "course_offerings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offerings" ADD CONSTRAINT "course_offerings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_moderated_by_id_users_id_fk" FOREIGN KEY ("moderated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_translations" ADD CONSTRAINT "course_translations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_introductory_video_id_media_id_fk" FOREIGN KEY ("introductory_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlisted_courses" ADD CONSTRAINT "wishlisted_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlisted_courses" ADD CONSTRAINT "wishlisted_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlisted_courses" ADD CONSTRAINT "wishlisted_courses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialization_courses" ADD CONSTRAINT "specialization_courses_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialization_courses" ADD CONSTRAINT "specialization_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialization_enrollees" ADD CONSTRAINT "specialization_enrollees_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialization_enrollees" ADD CONSTRAINT "specialization_enrollees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialization_enrollees" ADD CONSTRAINT "specialization_enrollees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialization_translations" ADD CONSTRAINT "specialization_translations_specialization_id_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."specializations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specializations" ADD CONSTRAINT "specializations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specializations" ADD CONSTRAINT "specializations_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_certificates_course_idx" ON "course_certificates" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_certificates_user_idx" ON "course_certificates" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_log_user_idx" ON "activity_log" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "course_sections_course_idx" ON "course_sections" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "course_subsections_section_idx" ON "course_subsections" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "course_subsections_course_idx" ON "course_subsections" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "finished_subsections_course_idx" ON "finished_subsections" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "subsection_notes_user_idx" ON "subsection_notes" USING btree ("user_id","course_id","subsection_id");--> statement-breakpoint
CREATE INDEX "course_approval_requests_course_idx" ON "course_approval_requests" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "course_categories_org_idx" ON "course_categories" USING btree ("organization_id","parent_id");--> statement-breakpoint
CREATE INDEX "course_confirmation_checkboxes_course_idx" ON "course_confirmation_checkboxes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_enrollees_user_idx" ON "course_enrollees" USING btree ("user_id","organization_id","enrolled_at");--> statement-breakpoint
CREATE INDEX "course_instructors_user_idx" ON "course_instructors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_interests_course_idx" ON "course_interests" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_offerings_course_idx" ON "course_offerings" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_offerings_org_popular_idx" ON "course_offerings" USING btree ("organization_id","number_of_enrollees");--> statement-breakpoint
CREATE INDEX "course_offerings_org_price_idx" ON "course_offerings" USING btree ("organization_id","price");--> statement-breakpoint
CREATE INDEX "course_reviews_course_idx" ON "course_reviews" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "courses_org_idx" ON "courses" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "wishlisted_courses_course_idx" ON "wishlisted_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "specialization_courses_course_idx" ON "specialization_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "specialization_enrollees_user_idx" ON "specialization_enrollees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "specializations_org_idx" ON "specializations" USING btree ("organization_id","created_at");