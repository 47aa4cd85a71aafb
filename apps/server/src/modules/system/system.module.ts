import { advanceClock, getHealth, listJobs, listOutbox, retryJob } from '@manara/contract';
import { sql } from 'drizzle-orm';
import type { ShiftableClock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { listJobs as readJobs, retryDeadJob, toJob } from '../../platform/jobs.ts';
import { unsafeListOutboxMails } from '../../platform/mail.ts';
import { defineModule } from '../../platform/module.ts';
import { mapPage } from '../../platform/pagination.ts';

/** Health, the development mail outbox and clock, and the dead jobs of an organization. */
export const systemModule = defineModule({
  name: 'system',
  calls: { getHealth, listOutbox, advanceClock, listJobs, retryJob },
  tenantless: ['getHealth', 'listOutbox', 'advanceClock'],
  handlers: ({ db, databaseKind, clock, config }) => ({
    getHealth: async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: databaseKind };
    },
    listOutbox: (_ctx, { query }) => unsafeListOutboxMails(db, query),
    advanceClock: (_ctx, { body }) => {
      // Only a server started with CONTROLLED_CLOCK (end-to-end tests) has a clock to move.
      if (!config.controlledClock || !('advance' in clock)) throw new AppError('common-001');
      (clock as ShiftableClock).advance(body.seconds * 1000);
      return { now: clock.now().toISOString() };
    },
    listJobs: async (ctx, { query }) => mapPage(await readJobs(db, ctx.orgId, query), toJob),
    retryJob: async (ctx, { params }) => {
      if (!(await retryDeadJob(db, clock, ctx.orgId, params.jobId))) throw notFound();
      return null;
    },
  }),
});
