import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { scrubText } from './logging.ts';
import { paged } from './pagination.ts';
import { jobs } from './platform.tables.ts';
import { inOrganization } from './tenancy.ts';

/**
 * Durable jobs: work that must happen but not inside a request (mail, text messages, the durable
 * listeners of domain events). A job is a row, written in the caller's transaction when there is
 * one, so it exists exactly when the change that asked for it was committed. Workers in every
 * server process take due jobs with `FOR UPDATE SKIP LOCKED` (each job goes to one of them), run
 * them at least once, retry a failure with exponential backoff and, after `maxAttempts`, leave it
 * `dead` for the organization's administrators to see and retry.
 */
export interface JobQueue {
  /** Registers what a kind of job does. The handler may run more than once for one job: make it idempotent. */
  handle<K extends string>(kind: K, handler: JobHandler): void;
  /** Writes a job, in the transaction `tx` when given; the worker runs it as soon as it sees it. Answers its id. */
  enqueue(job: NewJob, tx?: Db | Tx): Promise<number>;
  /**
   * Runs these jobs now, in this process, whatever their `runAt`: those still pending (or running
   * with an ended lease), taken as the worker takes jobs (`FOR UPDATE SKIP LOCKED`, the same lease
   * and attempt count). A job another process holds, or one already done, is left alone; a
   * failure is retried by the workers as any other. Answers how many ran. For the caller that
   * wrote the jobs and wants their effect before it answers (a request's events).
   */
  runNow(ids: readonly number[]): Promise<number>;
  /** Runs every due job now, in this process, until none is left (tests; the worker's loop calls it too). */
  drain(): Promise<number>;
  /** Polls for due jobs every `pollMilliseconds`, and at once after `enqueue`. */
  start(): void;
  /** Stops polling and waits for the jobs under way. */
  stop(): Promise<void>;
}

export type JobHandler = (
  payload: unknown,
  job: { id: number; organizationId: number | null; attempt: number },
) => Promise<void>;

export interface NewJob {
  kind: string;
  payload: unknown;
  organizationId?: number | null;
  /** Not before this moment (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueueOptions {
  db: Db;
  clock: Clock;
  /** Where a failed attempt is reported (never the payload: it may hold an address or a code). */
  onError?: (error: unknown, job: { id: number; kind: string; attempt: number }) => void;
  pollMilliseconds?: number;
  /** How long a taken job is this process's before another may take it again. */
  leaseMilliseconds?: number;
  batchSize?: number;
}

/** Backoff after the n-th failed attempt: 10 s, 20 s, 40 s, … up to an hour. */
export function retryDelayMilliseconds(attempt: number): number {
  return Math.min(10_000 * 2 ** (attempt - 1), 3_600_000);
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, clock } = options;
  const pollMilliseconds = options.pollMilliseconds ?? 1_000;
  const leaseMilliseconds = options.leaseMilliseconds ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  /** The pass under way, so that `stop` and `drain` wait for it instead of running beside it. */
  let pass: Promise<number> | null = null;

  /**
   * Takes up to `batchSize` due jobs (pending, or running with an ended lease) for this process;
   * or, given `ids`, those of them that are pending whatever their `runAt` (or running with an
   * ended lease). Unsafe: the worker serves every organization's jobs (and the server's own).
   */
  async function unsafeTakeDueJobs(ids?: readonly number[]) {
    const now = clock.now();
    const expired = and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, now));
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        ids
          ? and(inArray(jobs.id, [...ids]), or(eq(jobs.status, 'pending'), expired))
          : or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)), expired),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(ids ? ids.length : batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        leaseUntil: new Date(now.getTime() + leaseMilliseconds),
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Records how a job the worker took ended. Unsafe: by its id, as the worker took it (see above). */
  async function unsafeSettleJob(id: number, outcome: Partial<typeof jobs.$inferInsert>): Promise<void> {
    await db.update(jobs).set(outcome).where(eq(jobs.id, id));
  }

  async function runOne(job: typeof jobs.$inferSelect): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler(job.payload, { id: job.id, organizationId: job.organizationId, attempt: job.attempts });
      await unsafeSettleJob(job.id, { status: 'done', leaseUntil: null, finishedAt: clock.now(), lastError: null });
    } catch (error) {
      options.onError?.(error, { id: job.id, kind: job.kind, attempt: job.attempts });
      const dead = job.attempts >= job.maxAttempts;
      const now = clock.now();
      await unsafeSettleJob(job.id, {
        status: dead ? 'dead' : 'pending',
        leaseUntil: null,
        // Shown to the organization's administrators: scrubbed as a log line is (a failed query's parameters).
        lastError: scrubText(error instanceof Error ? error.message : String(error)).slice(0, 2000),
        ...(dead ? { finishedAt: now } : { runAt: new Date(now.getTime() + retryDelayMilliseconds(job.attempts)) }),
      });
    }
  }

  /**
   * Takes and runs batches until nothing is due. Between jobs it gives the event loop a turn: the
   * embedded database answers on this thread, so a pass of thousands of jobs (a broadcast's
   * e-mails) that never waited on real I/O would otherwise hold every request until it ended
   * (bench/notifications.mjs: a second broadcast right after the first answered after 22 s).
   */
  async function runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const batch = await unsafeTakeDueJobs();
      if (batch.length === 0) return ran;
      for (const job of batch) {
        await runOne(job);
        await nextTurn();
      }
      ran += batch.length;
    }
  }

  function runPass(): Promise<number> {
    pass ??= runDue().finally(() => {
      pass = null;
    });
    return pass;
  }

  function schedule(delay: number) {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      runPass().then(
        () => schedule(pollMilliseconds),
        (error: unknown) => {
          options.onError?.(error, { id: 0, kind: 'poll', attempt: 0 });
          schedule(pollMilliseconds);
        },
      );
    }, delay);
    timer.unref();
  }

  return {
    handle(kind, handler) {
      if (handlers.has(kind)) throw new Error(`jobs of kind ${kind} already have a handler`);
      handlers.set(kind, handler);
    },
    async enqueue(job, tx = db) {
      const now = clock.now();
      const runAt = job.runAt ?? now;
      const [row] = await tx
        .insert(jobs)
        .values({
          kind: job.kind,
          payload: job.payload,
          organizationId: job.organizationId ?? null,
          runAt,
          maxAttempts: job.maxAttempts ?? 8,
          createdAt: now,
        })
        .returning({ id: jobs.id });
      // Soon rather than at once: inside a transaction the row is not visible before the commit.
      if (running && !pass && runAt <= now) schedule(5);
      return (row as { id: number }).id;
    },
    async runNow(ids) {
      if (ids.length === 0) return 0;
      const taken = await unsafeTakeDueJobs(ids);
      for (const job of taken) await runOne(job);
      return taken.length;
    },
    async drain() {
      let ran = 0;
      for (;;) {
        // A pass already under way may have taken jobs before this call's were written: run again.
        const n = await runPass();
        ran += n;
        if (n === 0) return ran;
      }
    },
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await pass;
    },
  };
}

/** The jobs of an organization in one state, newest first, for its administrators. */
export function listJobs(
  db: Db,
  orgId: number,
  query: { skip: number; take: number; status: (typeof jobs.$inferSelect)['status'] },
) {
  const where = and(eq(jobs.organizationId, orgId), eq(jobs.status, query.status));
  return paged(query, db.select().from(jobs).where(where).orderBy(desc(jobs.id)).$dynamic(), db.$count(jobs, where));
}

/** Gives a dead job of the organization its attempts again, due now. False when there is no such dead job. */
export async function retryDeadJob(db: Db, clock: Clock, orgId: number, jobId: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: clock.now(), finishedAt: null })
    .where(inOrganization(jobs, orgId, eq(jobs.id, jobId), eq(jobs.status, 'dead')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A job as administrators see it: what, when and how it went, never its payload. */
export function toJob(row: typeof jobs.$inferSelect) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
