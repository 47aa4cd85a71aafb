CREATE TABLE "course_section_translations" (
	"section_id" integer NOT NULL,
	"language" "language" NOT NULL,
	"name" text NOT NULL,
	"learning_objectives" text DEFAULT '' NOT NULL,
	CONSTRAINT "course_section_translations_section_id_language_pk" PRIMARY KEY("section_id","language")
);
--> statement-breakpoint
CREATE TABLE "course_subsection_translations" (
	"subsection_id" integer NOT NULL,
	"language" "language" NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "course_subsection_translations_subsection_id_language_pk" PRIMARY KEY("subsection_id","language")
);
--> statement-breakpoint
ALTER TABLE "course_section_translations" ADD CONSTRAINT "course_section_translations_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subsection_translations" ADD CONSTRAINT "course_subsection_translations_subsection_id_course_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."course_subsections"("id") ON DELETE cascade ON UPDATE no action;