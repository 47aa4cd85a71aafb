import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { language, organizations } from '../organizations/organizations.tables.ts';
import { users } from '../users/users.tables.ts';

/** An organization announcement shown in the banner (spec 2 §3 Organization announcement). */
export const orgAnnouncements = pgTable(
  'org_announcements',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    externalLink: text('external_link'),
    /** Shown from this moment on; null: at once. */
    startDate: timestamp('start_date', { withTimezone: true }),
    /** Shown until this moment; null: until deleted. */
    endDate: timestamp('end_date', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('org_announcements_org_idx').on(t.organizationId, t.createdAt)],
);

/** The body of an announcement in one language. */
export const orgAnnouncementTranslations = pgTable(
  'org_announcement_translations',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => orgAnnouncements.id, { onDelete: 'cascade' }),
    language: language('language').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.language] })],
);

/** A signed-in user closed the banner of this announcement. */
export const orgAnnouncementDismissals = pgTable(
  'org_announcement_dismissals',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => orgAnnouncements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
