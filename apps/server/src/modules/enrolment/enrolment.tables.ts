import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { courses } from '../courses/courses.tables.ts';
import { language, organizations } from '../organizations/organizations.tables.ts';
import { users } from '../users/users.tables.ts';

/** A statement a learner confirms before enrolling (spec 2 §3 Course confirmation checkbox). */
export const courseConfirmationCheckboxes = pgTable(
  'course_confirmation_checkboxes',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_confirmation_checkboxes_course_idx').on(t.courseId)],
);

export const courseConfirmationCheckboxTranslations = pgTable(
  'course_confirmation_checkbox_translations',
  {
    checkboxId: integer('checkbox_id')
      .notNull()
      .references(() => courseConfirmationCheckboxes.id, { onDelete: 'cascade' }),
    language: language('language').notNull().default('en'),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.checkboxId, t.language] })],
);

/**
 * A learner's answer to a statement, in one organization: a course offered to two organizations
 * is confirmed in each (the enrolment it opens is the organization's own).
 */
export const courseConfirmationResponses = pgTable(
  'course_confirmation_responses',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    checkboxId: integer('checkbox_id')
      .notNull()
      .references(() => courseConfirmationCheckboxes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: boolean('answer').notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.checkboxId, t.userId] }),
    index('course_confirmation_responses_checkbox_idx').on(t.checkboxId),
  ],
);

/**
 * A learner enrolled in a course (spec 2 §3 Course enrollee). `progress` (0…1, share of the
 * required lessons finished) and `isFinished` are kept in step when lessons are marked, so that
 * my-courses needs no aggregate per row. One per organization, course and learner: a course
 * offered to two organizations keeps a separate enrolment (and progress) in each.
 */
export const courseEnrollees = pgTable(
  'course_enrollees',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPinned: boolean('is_pinned').notNull().default(false),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    isFinished: boolean('is_finished').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The specialization whose enrolment enrolled the learner here, if any. */
    fromSpecializationId: integer('from_specialization_id'),
    progress: doublePrecision('progress').notNull().default(0),
    lastVisitedSubsectionId: integer('last_visited_subsection_id'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('course_enrollees_unique').on(t.organizationId, t.courseId, t.userId),
    index('course_enrollees_user_idx').on(t.organizationId, t.userId, t.enrolledAt),
    // A structural change of the course recomputes its enrolments in every organization.
    index('course_enrollees_course_idx').on(t.courseId),
  ],
);

/** A course a member keeps for later in one organization (spec: wishlisted-courses; the favourites of courses). */
export const wishlistedCourses = pgTable(
  'wishlisted_courses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.courseId] }),
    index('wishlisted_courses_course_idx').on(t.courseId),
  ],
);

/**
 * Interest in a (usually coming-soon) course (spec: interests, request-notification). A row is an
 * interest, in one organization; `notifyWhenAvailable` asks for an e-mail when the course opens.
 */
export const courseInterests = pgTable(
  'course_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    notifyWhenAvailable: boolean('notify_when_available').notNull().default(false),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.courseId] }),
    // A course's interested learners in an organization, newest first (and any course's, by its leading column).
    index('course_interests_course_created_idx').on(t.courseId, t.organizationId, t.createdAt, t.userId),
  ],
);
