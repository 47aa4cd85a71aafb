import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from '../courses/courses.tables.ts';
import { media } from '../media/media.tables.ts';
import { language, organizations } from '../organizations/organizations.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A specialization: a programme of courses (spec 2 §3 Specialization). Its name and description
 * are in English with an Arabic translation row; price and oldPrice are the owning
 * organization's offering, in minor units.
 */
export const specializations = pgTable(
  'specializations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    coverImageId: integer('cover_image_id').references(() => media.id, { onDelete: 'set null' }),
    price: integer('price').notNull().default(0),
    oldPrice: integer('old_price'),
    currencyCode: text('currency_code').notNull().default('SAR'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('specializations_org_idx').on(t.organizationId, t.createdAt)],
);

export const specializationTranslations = pgTable(
  'specialization_translations',
  {
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id, { onDelete: 'cascade' }),
    language: language('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.specializationId, t.language] })],
);

/** A course of a specialization, with its weight in the specialization's progress. */
export const specializationCourses = pgTable(
  'specialization_courses',
  {
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    weight: integer('weight').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.specializationId, t.courseId] }),
    index('specialization_courses_course_idx').on(t.courseId),
  ],
);

export const specializationEnrollees = pgTable(
  'specialization_enrollees',
  {
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.specializationId, t.userId] }),
    index('specialization_enrollees_user_idx').on(t.userId),
  ],
);
