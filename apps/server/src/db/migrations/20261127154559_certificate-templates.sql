-- Rows made before templates had names (none were written through the API) are named for the list.
ALTER TABLE "certificate_templates" ADD COLUMN "name" text DEFAULT 'Template' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_templates" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "course_offerings" SET "certificate_template_id" = NULL WHERE "certificate_template_id" IS NOT NULL AND "certificate_template_id" NOT IN (SELECT "id" FROM "certificate_templates");--> statement-breakpoint
ALTER TABLE "course_offerings" ADD CONSTRAINT "course_offerings_certificate_template_id_certificate_templates_id_fk" FOREIGN KEY ("certificate_template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_templates_org_idx" ON "certificate_templates" USING btree ("organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_templates_one_default" ON "certificate_templates" USING btree ("organization_id") WHERE "certificate_templates"."is_default";