import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authSessions } from '../auth/auth.tables.ts';
import { organizations } from '../organizations/organizations.tables.ts';
import { users } from '../users/users.tables.ts';

export const notificationChannel = pgEnum('notification_channel', ['inApp', 'email', 'push']);

/**
 * One notification of one user (spec 1 §3 Notification). The text is rendered from its template
 * and `params` in the language it is read in. A row exists for every recipient reached on at least
 * one channel; `isInApp` says whether the bell shows it. `sourceKey` names what it is about, so
 * that an event delivered twice notifies once (and a hidden one never comes back).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').notNull(),
    controlGroupId: integer('control_group_id').notNull(),
    portal: smallint('portal').notNull().default(1),
    sourceKey: text('source_key').notNull(),
    /** The template's parameters: a string, or `{ en, ar }`. */
    params: jsonb('params').$type<Record<string, string | { en: string; ar: string }>>().notNull(),
    /** The ids its target needs (spec 1 §3 `data`), without the template. */
    data: jsonb('data').$type<Record<string, number | string | null>>().notNull(),
    isInApp: boolean('is_in_app').notNull().default(true),
    /** The other channels it was to reach when it was created (checked again when sent). */
    sendEmail: boolean('send_email').notNull().default(false),
    sendPush: boolean('send_push').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Deleted by its user (kept, so that the same event never brings it back). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_source_unique').on(t.organizationId, t.userId, t.templateId, t.sourceKey),
    index('notifications_user_idx')
      .on(t.organizationId, t.userId, t.id)
      .where(sql`${t.isInApp} and ${t.hiddenAt} is null`),
    index('notifications_unread_idx')
      .on(t.organizationId, t.userId, t.portal)
      .where(sql`${t.isInApp} and ${t.hiddenAt} is null and ${t.readAt} is null`),
  ],
);

/** A member's own choice for a control group on a channel. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    controlGroupId: integer('control_group_id').notNull(),
    channel: notificationChannel('channel').notNull(),
    isDisabled: boolean('is_disabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.controlGroupId, t.channel] })],
);

/** The organization's default for a control group on a channel (members who chose keep their choice). */
export const notificationOrganizationSettings = pgTable(
  'notification_organization_settings',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    controlGroupId: integer('control_group_id').notNull(),
    channel: notificationChannel('channel').notNull(),
    isDisabled: boolean('is_disabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.controlGroupId, t.channel] })],
);

/** A browser's Web Push subscription of a member. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session that subscribed: pushes reach the browser only while it is signed in. */
    sessionId: integer('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_tokens_endpoint_unique').on(t.organizationId, t.endpoint),
    index('push_tokens_user_idx').on(t.organizationId, t.userId),
  ],
);
