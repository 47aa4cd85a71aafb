import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courseSubsections } from '../course-content/course-content.tables.ts';
import { courses } from '../courses/courses.tables.ts';
import { organizations } from '../organizations/organizations.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A learner marked a lesson finished (spec: finished-subsections), in the organization they learn
 * it in: a course offered to two organizations keeps separate progress in each.
 */
export const finishedSubsections = pgTable(
  'finished_subsections',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subsectionId: integer('subsection_id')
      .notNull()
      .references(() => courseSubsections.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.subsectionId] }),
    index('finished_subsections_course_idx').on(t.organizationId, t.userId, t.courseId),
  ],
);

/** A learner's note on a lesson (spec 2 §3 Subsection notes: note, position). */
export const subsectionNotes = pgTable(
  'subsection_notes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    subsectionId: integer('subsection_id')
      .notNull()
      .references(() => courseSubsections.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    /** Where in the lesson the note belongs: seconds into the video, or null for the lesson as a whole. */
    position: integer('position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subsection_notes_user_idx').on(t.organizationId, t.userId, t.courseId, t.subsectionId)],
);

/** What a member did, for their activity log (spec: users/{userId}/activity-log). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    /** `course.enrolled`, `course.unenrolled`, `subsection.finished`, `course.finished`, `certificate.issued`, … */
    action: text('action').notNull(),
    subjectId: integer('subject_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_log_user_idx').on(t.organizationId, t.userId, t.createdAt)],
);
