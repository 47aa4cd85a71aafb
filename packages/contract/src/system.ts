import { z } from 'zod';
import { DateTime, defineCall, Id, listOf, NoContent, Pagination, publicAccess, Text } from './http.ts';
import { MemberPermission } from './permission-slugs.ts';

export const getHealth = defineCall({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database reachability.',
  tags: ['system'],
  access: publicAccess,
  response: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }),
});

export const OutboxMail = z.object({
  id: z.number().int(),
  to: Text(),
  subject: Text(),
  text: Text(),
  html: Text().nullable(),
  createdAt: DateTime(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

export const listOutbox = defineCall({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Mail written to the embedded outbox, newest first. Exists only while the outbox transport is in use.',
  tags: ['system'],
  access: { kind: 'devOnly' },
  query: Pagination.extend({ to: Text().trim().max(320).optional() }),
  response: listOf(OutboxMail),
});

export const advanceClock = defineCall({
  method: 'POST',
  path: '/dev/clock',
  summary:
    "Moves the server's clock ahead (token lifetimes, job backoff), for end-to-end tests that would otherwise wait. Exists only with `CONTROLLED_CLOCK=true` and the mail outbox.",
  tags: ['system'],
  access: { kind: 'devOnly' },
  body: z.object({ seconds: z.number().int().min(0).max(86_400) }),
  /** The server's time after the move, for the page's clock to start from. */
  response: z.object({ now: Text() }),
});

// ─── Jobs ───────────────────────────────────────────────────────────────────────────────────

/** Administrators of the organization see its background work (mail, text messages) and retry what failed. */
const canManageOrganization = { kind: 'signedIn', memberPermissions: [MemberPermission.manageOrganization] } as const;

export const JobStatus = z.enum(['pending', 'running', 'done', 'dead']);

export const Job = z.object({
  id: z.number().int(),
  kind: Text(),
  status: JobStatus,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: Text(),
  lastError: Text().nullable(),
  createdAt: Text(),
  finishedAt: Text().nullable(),
});
export type Job = z.infer<typeof Job>;

export const listJobs = defineCall({
  method: 'GET',
  path: '/jobs',
  summary:
    "The organization's background jobs in one state (default `dead`: those that failed every attempt), newest first. The payload is never shown: it may hold addresses or codes.",
  tags: ['jobs'],
  access: canManageOrganization,
  query: Pagination.extend({ status: JobStatus.default('dead') }),
  response: listOf(Job),
});

export const retryJob = defineCall({
  method: 'POST',
  path: '/jobs/:jobId/retry',
  summary: 'Gives a dead job of the organization its attempts again, due now.',
  tags: ['jobs'],
  access: canManageOrganization,
  params: z.object({ jobId: Id }),
  response: NoContent,
  status: 204,
  errors: ['common-002'],
});
