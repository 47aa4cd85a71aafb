import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from '../courses/courses.tables.ts';
import { organizations } from '../organizations/organizations.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * An announcement of a course to its learners (spec 2 §3 Announcement (course)). Learners see
 * it once it is published and its `announcementDate` has come; `postAnonymously` hides the author.
 */
export const courseAnnouncements = pgTable(
  'course_announcements',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown, rendered without raw HTML. */
    content: text('content').notNull().default(''),
    announcementDate: timestamp('announcement_date', { withTimezone: true }).notNull().defaultNow(),
    isPublished: boolean('is_published').notNull().default(false),
    postAnonymously: boolean('post_anonymously').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_announcements_course_idx').on(t.courseId, t.announcementDate)],
);
