import { z } from 'zod';
import { defineCall, listOf, Pagination, publicAccess } from './http.ts';

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
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

export const listOutbox = defineCall({
  method: 'GET',
  path: '/dev/outbox',
  summary: 'Mail written to the embedded outbox, newest first. Exists only while the outbox transport is in use.',
  tags: ['system'],
  access: { kind: 'devOnly' },
  query: Pagination.extend({ to: z.string().trim().max(320).optional() }),
  response: listOf(OutboxMail),
});
