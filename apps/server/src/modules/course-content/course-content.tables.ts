import { boolean, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from '../courses/courses.tables.ts';
import { media } from '../media/media.tables.ts';
import { language, organizations } from '../organizations/organizations.tables.ts';

/**
 * A section (module) of a course (spec 2 §3 Sections and subsections). A section is locked for
 * a learner until its `unlockStartDate` has passed and every prerequisite section is finished.
 */
export const courseSections = pgTable(
  'course_sections',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    learningObjectives: text('learning_objectives').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    unlockStartDate: timestamp('unlock_start_date', { withTimezone: true }),
    week: integer('week').notNull().default(1),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_sections_course_idx').on(t.courseId, t.position)],
);

/** Section `sectionId` opens only once section `prerequisiteId` is finished. */
export const courseSectionPrerequisites = pgTable(
  'course_section_prerequisites',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    prerequisiteId: integer('prerequisite_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.prerequisiteId] })],
);

/** What a subsection is; lessons now, exams and other activities link in with their issues. */
export const subsectionKind = pgEnum('subsection_kind', ['LESSON', 'EXAM', 'ASSIGNMENT', 'SCORM']);

/**
 * A lesson of a section. `content` is Markdown (rendered without raw HTML); `videoUrl` an
 * external video (YouTube, Vimeo or a direct file) or `videoMediaId` an uploaded one.
 */
export const courseSubsections = pgTable(
  'course_subsections',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    kind: subsectionKind('kind').notNull().default('LESSON'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull().default(''),
    videoUrl: text('video_url'),
    videoMediaId: integer('video_media_id').references(() => media.id, { onDelete: 'set null' }),
    durationMinutes: integer('duration_minutes'),
    isPublished: boolean('is_published').notNull().default(false),
    isOptional: boolean('is_optional').notNull().default(false),
    isTextOnly: boolean('is_text_only').notNull().default(false),
    weight: integer('weight').notNull().default(1),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_subsections_section_idx').on(t.sectionId, t.position),
    index('course_subsections_course_idx').on(t.courseId),
  ],
);

/**
 * A section's texts in a language other than its course's (as `course_translations` are the
 * course's): learners reading in that language see them (docs/decisions/course-content.md).
 */
export const courseSectionTranslations = pgTable(
  'course_section_translations',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    language: language('language').notNull(),
    name: text('name').notNull(),
    learningObjectives: text('learning_objectives').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.language] })],
);

/** A lesson's texts in a language other than its course's. */
export const courseSubsectionTranslations = pgTable(
  'course_subsection_translations',
  {
    subsectionId: integer('subsection_id')
      .notNull()
      .references(() => courseSubsections.id, { onDelete: 'cascade' }),
    language: language('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.subsectionId, t.language] })],
);

/** A file attached to a lesson, stored by the media platform. */
export const subsectionAttachments = pgTable(
  'subsection_attachments',
  {
    subsectionId: integer('subsection_id')
      .notNull()
      .references(() => courseSubsections.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subsectionId, t.mediaId] })],
);
