import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { certificateTemplates } from '../certificates/certificates.tables.ts';
import { media } from '../media/media.tables.ts';
import { language, organizations } from '../organizations/organizations.tables.ts';
import { permissionSets } from '../permissions/permissions.tables.ts';
import { users } from '../users/users.tables.ts';

/** Spec 2 §3 Other: enumerations. */
export const courseLanguage = pgEnum('course_language', ['ENGLISH', 'ARABIC']);
export const deliveryMode = pgEnum('delivery_mode', ['ONLINE', 'FACETOFACE', 'HYBRID']);
export const courseLevel = pgEnum('course_level', ['BEGINNER', 'INTERMEDIATE', 'ADVANCED']);
export const learningType = pgEnum('learning_type', ['SELF_PACED', 'INSTRUCTOR_LED', 'BLENDED']);
export const durationUnit = pgEnum('duration_unit', ['MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS']);
/** Spec 2 §4: a course's status starts pending. */
export const courseStatus = pgEnum('course_status', ['pending', 'approved', 'rejected']);
export const approvalStatus = pgEnum('approval_status', ['PENDING', 'APPROVED', 'REJECTED']);
/** Spec 2 §3 Certificates: certificate mode. */
export const certificateMode = pgEnum('certificate_mode', ['off', 'manual', 'automatic']);
export const accessRestrictionType = pgEnum('offering_access_restriction', ['public', 'private']);

/** A learning category of an organization, optionally under a parent (spec: learning-categories). */
export const courseCategories = pgTable(
  'course_categories',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => courseCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('course_categories_org_idx').on(t.organizationId, t.parentId)],
);

/**
 * A course (spec 2 §3 Course). Its descriptive fields are in the course's own `language`;
 * `course_translations` hold the other language. `normalizedName` is the search text: every
 * name of the course, folded (case, accents, Arabic diacritics and letter variants).
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => courseCategories.id, { onDelete: 'set null' }),
    language: courseLanguage('language').notNull().default('ENGLISH'),
    learningTypes: learningType('learning_types').array().notNull().default([]),
    deliveryMode: deliveryMode('delivery_mode').notNull().default('ONLINE'),
    level: courseLevel('level').notNull().default('BEGINNER'),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull().default(''),
    briefDescription: text('brief_description').notNull().default(''),
    description: text('description').notNull().default(''),
    welcomeMessage: text('welcome_message').notNull().default(''),
    courseSyllabus: text('course_syllabus').notNull().default(''),
    country: text('country'),
    city: text('city'),
    duration: integer('duration'),
    durationUnit: durationUnit('duration_unit').notNull().default('HOURS'),
    fromTo: text('from_to'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    isPublishedByAdmin: boolean('is_published_by_admin').notNull().default(false),
    isComingSoon: boolean('is_coming_soon').notNull().default(false),
    status: courseStatus('status').notNull().default('pending'),
    isSync: boolean('is_sync').notNull().default(true),
    certificateMode: certificateMode('certificate_mode').notNull().default('automatic'),
    passingGradePercentage: doublePrecision('passing_grade_percentage').notNull().default(0.5),
    mandatoryAttendancePercentage: doublePrecision('mandatory_attendance_percentage').notNull().default(1),
    /** Whether finishing every required lesson is part of passing (besides grade and attendance). */
    requiresCompletion: boolean('requires_completion').notNull().default(true),
    startEnrollmentDate: timestamp('start_enrollment_date', { withTimezone: true }),
    endEnrollmentDate: timestamp('end_enrollment_date', { withTimezone: true }),
    startDate: timestamp('start_date', { withTimezone: true }),
    /** The course's expiry: the catalogue leaves out courses that ended over 30 days ago. */
    endDate: timestamp('end_date', { withTimezone: true }),
    maxEnrollmentCount: integer('max_enrollment_count'),
    /** Whether members may enrol themselves (else an administrator enrols them). */
    allowSelfEnrollment: boolean('allow_self_enrollment').notNull().default(true),
    scormId: integer('scorm_id'),
    coverImageId: integer('cover_image_id').references(() => media.id, { onDelete: 'set null' }),
    introductoryVideoId: integer('introductory_video_id').references(() => media.id, { onDelete: 'set null' }),
    gradingSchemaId: integer('grading_schema_id'),
    canvasCourseId: integer('canvas_course_id'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The organization's courses newest first (the administrators' list; read backwards), with the id as tiebreak.
    index('courses_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('courses_category_idx').on(t.categoryId),
    // The catalogue's newest-first page: it filters offerings by organization, so it walks listed
    // courses by date (as `order by created_at desc`, nulls first) and stops after a page
    // (bench/courses.mjs: 13 ms to 0.3 ms at 10,000 courses). Also `courses_listed_id_idx` (id)
    // INCLUDE (end_date), for the catalogue's count: in migration 0006 only, since drizzle cannot
    // declare INCLUDE columns.
    index('courses_listed_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublished} and not ${t.isDeleted}`),
    // Search: `normalized_name like '%…%'` (a query of three letters or more) finds its courses
    // through their trigrams instead of reading every name (pg_trgm, which PGlite ships too).
    index('courses_normalized_name_trgm_idx').using('gin', t.normalizedName.op('gin_trgm_ops')),
  ],
);

/** A course's descriptive fields in another language (spec 2 §3 Course info). */
export const courseTranslations = pgTable(
  'course_translations',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    language: language('language').notNull(),
    name: text('name').notNull(),
    briefDescription: text('brief_description').notNull().default(''),
    description: text('description').notNull().default(''),
    welcomeMessage: text('welcome_message').notNull().default(''),
    courseSyllabus: text('course_syllabus').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.language] })],
);

/**
 * How an organization offers a course (spec 2 §3 Organization course offering): the catalogue of
 * an organization is its offerings. Prices are integer minor units. `numberOfEnrollees` is the
 * seat counter, raised by one conditional UPDATE so that concurrent enrolments cannot overrun
 * the course's `maxEnrollmentCount`.
 */
export const courseOfferings = pgTable(
  'course_offerings',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    price: integer('price').notNull().default(0),
    oldPrice: integer('old_price'),
    isDiscounted: boolean('is_discounted').notNull().default(false),
    currencyCode: text('currency_code').notNull().default('SAR'),
    isPublished: boolean('is_published').notNull().default(true),
    accessRestrictionType: accessRestrictionType('access_restriction_type').notNull().default('public'),
    creditUnits: integer('credit_units'),
    issueCertificate: boolean('issue_certificate').notNull().default(true),
    /** The organization's template its certificates are drawn with; null is the organization's default. */
    certificateTemplateId: integer('certificate_template_id').references(() => certificateTemplates.id, {
      onDelete: 'set null',
    }),
    coursePassingCriteriaId: integer('course_passing_criteria_id'),
    numberOfEnrollees: integer('number_of_enrollees').notNull().default(0),
    totalRevenueGenerated: integer('total_revenue_generated').notNull().default(0),
    /**
     * The course's rating in this organization: its published reviews written here, kept in step
     * by reviews (one transaction), so that cards need no aggregate.
     */
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('course_offerings_unique').on(t.organizationId, t.courseId),
    index('course_offerings_course_idx').on(t.courseId),
    index('course_offerings_org_popular_idx').on(t.organizationId, t.numberOfEnrollees),
    index('course_offerings_org_price_idx').on(t.organizationId, t.price),
  ],
);

/** An instructor of a course (spec 2 §3 Course instructor). Hidden ones are not shown to learners. */
export const courseInstructors = pgTable(
  'course_instructors',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isHidden: boolean('is_hidden').notNull().default(false),
    permissionSetId: integer('permission_set_id').references(() => permissionSets.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_instructors_user_idx').on(t.userId)],
);

/** Spec 2 §3 Course approval request: an instructor asks the organization to approve a course. */
export const courseApprovalRequests = pgTable(
  'course_approval_requests',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    instructorId: integer('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    status: approvalStatus('status').notNull().default('PENDING'),
    decidedById: integer('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_approval_requests_course_idx').on(t.courseId, t.createdAt),
    // The administrators' queue: newest first.
    index('course_approval_requests_org_created_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);
