import { z } from 'zod';
import { DateTime, defineCall, listOf, Pagination, publicAccess, Text } from './http.ts';

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
