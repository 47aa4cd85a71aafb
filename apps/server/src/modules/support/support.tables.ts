import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { language, organizations } from '../organizations/organizations.tables.ts';
import { users } from '../users/users.tables.ts';

/** A message of the contact-us form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: language('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_org_idx').on(t.organizationId, t.createdAt)],
);

export const supportTicketStatus = pgEnum('support_ticket_status', ['RECEIVED', 'PENDING', 'RESOLVED']);

/** A technical-support ticket (spec 2 §3), by a guest or a signed-in user. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: supportTicketStatus('status').notNull().default('RECEIVED'),
    issueTopic: text('issue_topic').notNull(),
    issueDescription: text('issue_description').notNull(),
    language: language('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_org_idx').on(t.organizationId, t.status, t.createdAt),
    // The staff inbox's default order, without a status filter: newest first.
    index('support_tickets_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('support_tickets_user_idx').on(t.userId),
  ],
);

/** A newsletter subscriber of an organization: one row per address. */
export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    language: language('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_subscriptions_unique').on(t.organizationId, sql`lower(${t.email})`),
    // The subscribers table's default order: newest first.
    index('email_subscriptions_org_created_idx').on(t.organizationId, t.createdAt, t.id),
  ],
);
