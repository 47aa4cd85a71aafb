CREATE TYPE "public"."media_type" AS ENUM('FILE', 'IMAGE', 'VIDEO', 'AUDIO');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('en', 'ar');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('ADMIN', 'MEMBER');--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"type" "media_type" DEFAULT 'FILE' NOT NULL,
	"mime" text DEFAULT 'text/plain' NOT NULL,
	"key" text NOT NULL,
	"file_name" text NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text,
	"size_kb" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer,
	"is_published" boolean DEFAULT true NOT NULL,
	"optimize" boolean DEFAULT true NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"is_editable_by_org_admin" boolean DEFAULT true NOT NULL,
	"is_secret" boolean DEFAULT false NOT NULL,
	"default_value" jsonb,
	CONSTRAINT "configuration_keys_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "font_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "font_families_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "font_styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"font_family_id" integer NOT NULL,
	"weight" integer DEFAULT 400 NOT NULL,
	"is_italic" boolean DEFAULT false NOT NULL,
	"url" text
);
--> statement-breakpoint
CREATE TABLE "organization_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"slug" text NOT NULL,
	"value" text DEFAULT '#ffffff' NOT NULL,
	CONSTRAINT "organization_colors_slug_unique" UNIQUE("organization_id","slug")
);
--> statement-breakpoint
CREATE TABLE "organization_configurations" (
	"organization_id" integer NOT NULL,
	"configuration_key_id" integer NOT NULL,
	"value" jsonb,
	CONSTRAINT "organization_configurations_organization_id_configuration_key_id_pk" PRIMARY KEY("organization_id","configuration_key_id")
);
--> statement-breakpoint
CREATE TABLE "organization_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"passing_grade_percentage" double precision DEFAULT 0.5 NOT NULL,
	"mandatory_attendance_percentage" double precision DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"terminology_key_id" integer NOT NULL,
	"language" "language" NOT NULL,
	"media_id" integer,
	"value_singular" text,
	"value_plural" text,
	CONSTRAINT "organization_terms_unique" UNIQUE("organization_id","terminology_key_id","language")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_arabic" text NOT NULL,
	"domain_prefix" text NOT NULL,
	"student_url" text,
	"admin_url" text,
	"description" text,
	"copyright_message" text DEFAULT 'All rights reserved' NOT NULL,
	"logo_id" integer,
	"icon_id" integer,
	"certificate_icon_id" integer,
	"currency_code" text DEFAULT 'SAR' NOT NULL,
	"payment_gateway_id" integer,
	"font_family_id" integer,
	"user_limit" integer,
	"user_count" integer DEFAULT 0 NOT NULL,
	"course_limit" integer,
	"course_count" integer DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_domain_prefix_unique" UNIQUE("domain_prefix")
);
--> statement-breakpoint
CREATE TABLE "terminology_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_media" boolean DEFAULT false NOT NULL,
	"default_media_url" text,
	"singular_en" text DEFAULT '' NOT NULL,
	"singular_ar" text DEFAULT '' NOT NULL,
	"plural_en" text DEFAULT '' NOT NULL,
	"plural_ar" text DEFAULT '' NOT NULL,
	CONSTRAINT "terminology_keys_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "organization_permissions" (
	"organization_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "organization_permissions_organization_id_permission_id_pk" PRIMARY KEY("organization_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "permission_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	CONSTRAINT "permission_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "permission_contexts" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	CONSTRAINT "permission_contexts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "permission_peers" (
	"permission_id" integer NOT NULL,
	"peer_id" integer NOT NULL,
	CONSTRAINT "permission_peers_permission_id_peer_id_pk" PRIMARY KEY("permission_id","peer_id")
);
--> statement-breakpoint
CREATE TABLE "permission_prerequisites" (
	"permission_id" integer NOT NULL,
	"prerequisite_id" integer NOT NULL,
	CONSTRAINT "permission_prerequisites_permission_id_prerequisite_id_pk" PRIMARY KEY("permission_id","prerequisite_id")
);
--> statement-breakpoint
CREATE TABLE "permission_set_permissions" (
	"permission_set_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "permission_set_permissions_permission_set_id_permission_id_pk" PRIMARY KEY("permission_set_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "permission_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"context_id" integer NOT NULL,
	"can_be_edited" boolean DEFAULT true NOT NULL,
	"can_be_deleted" boolean DEFAULT true NOT NULL,
	"is_predefined" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"cloned_from_id" integer,
	CONSTRAINT "permission_sets_slug_unique" UNIQUE("organization_id","slug")
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"context_id" integer NOT NULL,
	CONSTRAINT "permissions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"permission_set_id" integer NOT NULL,
	"permission_set_is_locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_unique" UNIQUE("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name_ar" text,
	"last_name_ar" text,
	"academic_level" text,
	"specialty" text,
	"position" text,
	"work_place" text,
	"nationality" text,
	"profile_image_id" integer,
	"cover_image_id" integer,
	"about" text,
	"occupation" text,
	"location" text,
	"id_number" text,
	"gender" text,
	"scfhs_id" text,
	"institute" text,
	"years_of_experience" integer,
	"country" text,
	"city" text,
	"deactivated_at" timestamp with time zone,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"force_reset_password" boolean DEFAULT false NOT NULL,
	"free_chemistry_sessions" integer DEFAULT 2 NOT NULL,
	"preferred_language" "language" DEFAULT 'en' NOT NULL,
	"type" "user_type" DEFAULT 'MEMBER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "font_styles" ADD CONSTRAINT "font_styles_font_family_id_font_families_id_fk" FOREIGN KEY ("font_family_id") REFERENCES "public"."font_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_colors" ADD CONSTRAINT "organization_colors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_configurations" ADD CONSTRAINT "organization_configurations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_configurations" ADD CONSTRAINT "organization_configurations_configuration_key_id_configuration_keys_id_fk" FOREIGN KEY ("configuration_key_id") REFERENCES "public"."configuration_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD CONSTRAINT "organization_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_terms" ADD CONSTRAINT "organization_terms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_terms" ADD CONSTRAINT "organization_terms_terminology_key_id_terminology_keys_id_fk" FOREIGN KEY ("terminology_key_id") REFERENCES "public"."terminology_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_terms" ADD CONSTRAINT "organization_terms_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_certificate_icon_id_media_id_fk" FOREIGN KEY ("certificate_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_font_family_id_font_families_id_fk" FOREIGN KEY ("font_family_id") REFERENCES "public"."font_families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_permissions" ADD CONSTRAINT "organization_permissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_permissions" ADD CONSTRAINT "organization_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_peers" ADD CONSTRAINT "permission_peers_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_peers" ADD CONSTRAINT "permission_peers_peer_id_permissions_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_prerequisites" ADD CONSTRAINT "permission_prerequisites_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_prerequisites" ADD CONSTRAINT "permission_prerequisites_prerequisite_id_permissions_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_set_permissions" ADD CONSTRAINT "permission_set_permissions_permission_set_id_permission_sets_id_fk" FOREIGN KEY ("permission_set_id") REFERENCES "public"."permission_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_set_permissions" ADD CONSTRAINT "permission_set_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_sets" ADD CONSTRAINT "permission_sets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_sets" ADD CONSTRAINT "permission_sets_context_id_permission_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."permission_contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_sets" ADD CONSTRAINT "permission_sets_cloned_from_id_permission_sets_id_fk" FOREIGN KEY ("cloned_from_id") REFERENCES "public"."permission_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_category_id_permission_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."permission_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_context_id_permission_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."permission_contexts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_permission_set_id_permission_sets_id_fk" FOREIGN KEY ("permission_set_id") REFERENCES "public"."permission_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_image_id_media_id_fk" FOREIGN KEY ("profile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_organization_idx" ON "media" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organization_terms_org_idx" ON "organization_terms" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "permission_sets_org_idx" ON "permission_sets" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organization_members_user_idx" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organization_members_set_idx" ON "organization_members" USING btree ("permission_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "outbox_mails_to_idx" ON "outbox_mails" USING btree ("to","id");