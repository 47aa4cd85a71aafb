import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

export const jobStatus = pgEnum('job_status', ['pending', 'running', 'done', 'dead']);

/**
 * Durable work done outside requests (platform/jobs.ts): mail, text messages, the durable
 * listeners of domain events. At least once: a job a process took and never finished is taken
 * again when its lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Whose work it is, when it belongs to an organization (administrators see their dead jobs). */
    organizationId: integer('organization_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: jobStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** When it may run (next): now, or later after a failure (backoff). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** While running: when the taking process's lease ends and another may take it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`status in ('pending', 'running')`),
    index('jobs_org_status_idx').on(t.organizationId, t.status, t.id),
  ],
);

/**
 * The rate limits' counters when no Redis is configured (platform/rate-limit.ts): one row per
 * limit and key, a fixed window that starts with its first hit. Kept in the database so that
 * limits and lockouts outlive a restart of the embedded server.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    points: integer('points').notNull(),
    /** When the window ends; the next hit after it starts a new one. */
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);
