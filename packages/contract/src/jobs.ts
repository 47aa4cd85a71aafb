import { z } from 'zod';
import { defineCall, Id, listOf, NoContent, Pagination, Text } from './http.ts';
import { MemberPermission } from './permission-slugs.ts';

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
