import { index, integer, pgEnum, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { courses } from '../courses/courses.tables.ts';
import { organizations } from '../organizations/organizations.tables.ts';
import { users } from '../users/users.tables.ts';

export const reviewStatus = pgEnum('review_status', ['PUBLISHED', 'HIDDEN']);

/**
 * A learner's review of a course (spec: reviews). One per organization, learner and course: a
 * course offered to two organizations is reviewed (and rated) in each on its own.
 */
export const courseReviews = pgTable(
  'course_reviews',
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
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    status: reviewStatus('status').notNull().default('PUBLISHED'),
    moderatedById: integer('moderated_by_id').references(() => users.id, { onDelete: 'set null' }),
    moderationNote: text('moderation_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('course_reviews_unique').on(t.organizationId, t.courseId, t.userId),
    index('course_reviews_course_idx').on(t.organizationId, t.courseId, t.createdAt),
    // The organization's moderation list, of every course: newest first.
    index('course_reviews_org_created_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);
