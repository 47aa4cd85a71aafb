import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from '../courses/courses.tables.ts';
import { media } from '../media/media.tables.ts';
import { organizations } from '../organizations/organizations.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * Spec 2 §3 Certificate template: how an organization's certificates look (`settings`: orientation,
 * accent colour, logo; `mediaId`: a background image). The organization's default template (spec:
 * Organization "default certificate template") is the one with `isDefault`, at most one each.
 */
export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificate_templates_org_idx').on(t.organizationId, t.name),
    uniqueIndex('certificate_templates_one_default').on(t.organizationId).where(sql`${t.isDefault}`),
  ],
);

/**
 * A learner's certificate of a course (spec 2 §3 Student course certificate). `certificateId` is
 * the unguessable public id of `/certificates/:certificateId`; a revoked certificate keeps its row
 * with `isIssued` false, so its link answers "not found". One per organization, learner and course:
 * the organization the learner finished the course in issues it.
 */
export const courseCertificates = pgTable(
  'course_certificates',
  {
    id: serial('id').primaryKey(),
    certificateId: text('certificate_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    isIssued: boolean('is_issued').notNull().default(true),
    /** The learner's result when it was issued, 0…1, when the course is graded. */
    grade: doublePrecision('grade'),
    issuedById: integer('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The learner's and course's names as issued, so that the certificate does not change afterwards. */
    recipientName: text('recipient_name').notNull(),
    recipientNameAr: text('recipient_name_ar'),
    courseName: text('course_name').notNull(),
    courseNameAr: text('course_name_ar'),
  },
  (t) => [
    unique('course_certificates_unique').on(t.organizationId, t.courseId, t.userId),
    index('course_certificates_course_idx').on(t.organizationId, t.courseId),
    index('course_certificates_user_idx').on(t.organizationId, t.userId),
  ],
);
