import { and, gt, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { authSessions } from './auth.tables.ts';

/**
 * Sessions still signed in at `now` (not revoked, not expired) as other modules read them: a
 * read view to join on `id` (the session an access token names, the session a push subscription
 * was made in). PostgreSQL pulls the subquery up into the query that joins it, so the plan is the
 * one of joining `auth_sessions` with these conditions. Unsafe: sessions of every organization,
 * each found by the id its caller already holds (a token checked against the request's
 * organization, a subscription of the organization's member).
 */
export function unsafeLiveSessions(now: Date) {
  return new QueryBuilder()
    .select({
      id: authSessions.id,
      userId: authSessions.userId,
      expiresAt: authSessions.expiresAt,
      masqueradedById: authSessions.masqueradedById,
    })
    .from(authSessions)
    .where(and(isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .as('live_sessions');
}

/**
 * Which of these sessions are still signed in at `now`, in one statement (the ids go as one text
 * parameter, however many). Unsafe: by session ids alone, those of every organization's streams
 * a process holds.
 */
export async function unsafeLiveSessionIds(db: Db, now: Date, sessionIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        sql`${authSessions.id} = any(string_to_array(${sessionIds.join(',')}, ',')::int[])`,
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    );
  return rows.map((row) => row.id);
}
