import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.tables.ts';

export const mediaType = pgEnum('media_type', ['FILE', 'IMAGE', 'VIDEO', 'AUDIO']);

/** A stored file (spec 2 §3 Other: Media). `url` is where the web app loads it from. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references((): AnyPgColumn => organizations.id, {
      onDelete: 'cascade',
    }),
    type: mediaType('type').notNull().default('FILE'),
    mime: text('mime').notNull().default('text/plain'),
    key: text('key').notNull(),
    fileName: text('file_name').notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    sizeKB: integer('size_kb').notNull().default(0),
    durationSeconds: integer('duration_seconds'),
    isPublished: boolean('is_published').notNull().default(true),
    optimize: boolean('optimize').notNull().default(true),
    uploadedById: integer('uploaded_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_organization_idx').on(t.organizationId)],
);
