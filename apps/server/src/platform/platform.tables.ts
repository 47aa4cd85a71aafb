import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail written by the embedded outbox transport (DESIGN: running modes). */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_mails_to_idx').on(t.to, t.id)],
);

/** Secrets the server generates for itself on first start, shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what to whom, for actions an organization must be able to account for (masquerade, …). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    subjectUserId: integer('subject_user_id'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_org_idx').on(t.organizationId, t.createdAt)],
);

/** Text messages written by the embedded SMS transport (the SMS provider's outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id'),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.id)],
);
