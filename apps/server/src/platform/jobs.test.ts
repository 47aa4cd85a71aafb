/**
 * Durable jobs: written with the change that asks for them, run at least once by exactly one
 * worker at a time, retried with backoff on the injected clock, dead after their attempts and then
 * visible to the organization's administrators, who may retry them. Mail goes through them, so a
 * mail server that fails costs a request nothing.
 */
import { listJobs, retryJob } from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from '../test/app.ts';
import { buildOrg, buildSignedInMember } from '../test/factories.ts';
import { createManualClock } from './clock.ts';
import { createJobQueue, retryDelayMilliseconds } from './jobs.ts';
import { jobs } from './platform.tables.ts';

const clock = createManualClock(new Date('2026-11-24T10:00:00Z'));
let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  org = await buildOrg(t.db);
});
afterAll(() => t?.close());

/** A queue of its own over the test's database (as another process would have), with the test's clock. */
function queue(options: { leaseMilliseconds?: number } = {}) {
  return createJobQueue({ db: t.db, clock, ...options });
}

describe('jobs', () => {
  it('give the event loop a turn between jobs, so that requests are served while a long pass runs', async () => {
    const q = queue();
    let ran = 0;
    q.handle('test.turns', async () => {
      ran += 1;
    });
    for (let i = 0; i < 20; i += 1) await q.enqueue({ kind: 'test.turns', payload: { i } });
    // An I/O callback (a request arriving) waits for the event loop's next turn.
    let ranWhenATurnCame = -1;
    const turn = new Promise<void>((resolve) =>
      setImmediate(() => {
        ranWhenATurnCame = ran;
        resolve();
      }),
    );
    await Promise.all([q.drain(), turn]);
    expect(ran).toBe(20);
    expect(ranWhenATurnCame).toBeLessThan(20);
  });

  it('exist only when the transaction that wrote them commits', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.handle('test.tx', async (payload) => {
      seen.push(payload);
    });
    await t.db
      .transaction(async (tx) => {
        await q.enqueue({ kind: 'test.tx', payload: { n: 1 } }, tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) => q.enqueue({ kind: 'test.tx', payload: { n: 2 } }, tx));
    expect(await q.drain()).toBe(1);
    expect(seen).toEqual([{ n: 2 }]);
  });

  it('keep the reason of a failure without the values of a failed query (its administrators read it)', async () => {
    const q = queue();
    q.handle('test.leaky', async () => {
      throw new Error(
        'Failed query: insert into outbox_mails values ($1, $2)\nparams: nour.ali@example.test,Your code is 482915.\nOr open /reset?token=Zq3vW8xR2m',
      );
    });
    const id = await q.enqueue({ kind: 'test.leaky', payload: {}, organizationId: org.id, maxAttempts: 1 });
    await q.drain();
    const [row] = await t.db.select({ lastError: jobs.lastError }).from(jobs).where(eq(jobs.id, id));
    expect(row?.lastError).toBe('Failed query: insert into outbox_mails values ($1, $2)\nparams: [redacted]');
  });

  it('retry a failure after a growing delay on the clock, then stay dead', async () => {
    const q = queue();
    let calls = 0;
    q.handle('test.failing', async () => {
      calls++;
      throw new Error('the provider said no');
    });
    await q.enqueue({ kind: 'test.failing', payload: {}, organizationId: org.id, maxAttempts: 3 });
    expect(await q.drain()).toBe(1);
    expect(calls).toBe(1);
    // Not due again before its backoff has passed.
    clock.advance(retryDelayMilliseconds(1) - 1);
    expect(await q.drain()).toBe(0);
    clock.advance(1);
    expect(await q.drain()).toBe(1);
    expect(calls).toBe(2);
    clock.advance(retryDelayMilliseconds(2));
    expect(await q.drain()).toBe(1);
    expect(calls).toBe(3);
    clock.advance(24 * 3600_000);
    expect(await q.drain()).toBe(0);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.kind, 'test.failing'));
    expect(row).toMatchObject({ status: 'dead', attempts: 3, lastError: 'the provider said no' });
  });

  it('are taken again when the process that took one never finished it (lease ended)', async () => {
    const crashed = queue({ leaseMilliseconds: 60_000 });
    // The first process takes the job and dies in the middle of it: its handler never returns.
    crashed.handle('test.lease', () => new Promise(() => undefined));
    await crashed.enqueue({ kind: 'test.lease', payload: {} });
    void crashed.drain();
    await expect
      .poll(async () => (await t.db.select().from(jobs).where(eq(jobs.kind, 'test.lease')))[0]?.status)
      .toBe('running');
    const other = queue();
    let ran = 0;
    other.handle('test.lease', async () => {
      ran++;
    });
    expect(await other.drain()).toBe(0);
    clock.advance(60_001);
    expect(await other.drain()).toBe(1);
    expect(ran).toBe(1);
  });

  it('go to one worker each when several drain at once', async () => {
    const queues = [queue(), queue(), queue()];
    const runs: number[] = [];
    for (const q of queues) {
      q.handle('test.once', async (payload) => {
        runs.push((payload as { n: number }).n);
      });
    }
    for (let n = 0; n < 60; n++) await queues[0]!.enqueue({ kind: 'test.once', payload: { n } });
    const ran = await Promise.all(queues.map((q) => q.drain()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(60);
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
  });

  it('run now exactly the jobs asked for, whatever their runAt, and leave a failure to the workers', async () => {
    const q = queue();
    const seen: string[] = [];
    q.handle('test.now', async (payload) => {
      const { name } = payload as { name: string };
      if (name === 'failing') throw new Error('not now');
      seen.push(name);
    });
    const later = new Date(clock.now().getTime() + 3600_000);
    const held = await q.enqueue({ kind: 'test.now', payload: { name: 'held' }, runAt: later });
    const due = await q.enqueue({ kind: 'test.now', payload: { name: 'due' } });
    const failing = await q.enqueue({ kind: 'test.now', payload: { name: 'failing' }, runAt: later });
    const other = await q.enqueue({ kind: 'test.now', payload: { name: 'other' } });

    expect(await q.runNow([held, due, failing])).toBe(3);
    expect(seen.sort()).toEqual(['due', 'held']);
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, 'test.now'));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(held)).toMatchObject({ status: 'done', attempts: 1 });
    expect(byId.get(other)).toMatchObject({ status: 'pending', attempts: 0 });
    // The failure waits for its retry like any other: due after its backoff, for the workers.
    expect(byId.get(failing)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'not now' });
    expect(byId.get(failing)?.runAt).toEqual(new Date(clock.now().getTime() + retryDelayMilliseconds(1)));
    // Done jobs are not run again; nor is anything not asked for.
    expect(await q.runNow([held, due])).toBe(0);
    expect(seen.sort()).toEqual(['due', 'held']);
    expect(await q.drain()).toBe(1);
    expect(seen).toContain('other');
  });

  it('run now none that another process holds, until its lease ends', async () => {
    const crashed = queue({ leaseMilliseconds: 60_000 });
    crashed.handle('test.now-held', () => new Promise(() => undefined));
    const id = await crashed.enqueue({ kind: 'test.now-held', payload: {} });
    void crashed.runNow([id]);
    await expect.poll(async () => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]?.status).toBe('running');
    const other = queue();
    let ran = 0;
    other.handle('test.now-held', async () => {
      ran++;
    });
    expect(await other.runNow([id])).toBe(0);
    clock.advance(60_001);
    expect(await other.runNow([id])).toBe(1);
    expect(ran).toBe(1);
  });
});

describe('GET /api/jobs and POST /api/jobs/:jobId/retry', () => {
  it("show administrators their organization's dead jobs, without payloads, and retry one", async () => {
    const admin = await buildSignedInMember(t, org, 'organization_admin');
    const learner = await buildSignedInMember(t, org, 'learner');
    const other = await buildOrg(t.db);
    const otherAdmin = await buildSignedInMember(t, other, 'organization_admin');
    const [dead] = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'test.failing')).limit(1);

    const list = ok(await t.request(listJobs, { query: { status: 'dead' }, as: admin }));
    expect(list.data).toContainEqual(
      expect.objectContaining({
        id: dead!.id,
        kind: 'test.failing',
        status: 'dead',
        lastError: 'the provider said no',
      }),
    );
    expect(list.data[0]).not.toHaveProperty('payload');
    expect((await t.request(listJobs, { as: learner })).status).toBe(403);
    const theirs = ok(await t.request(listJobs, { as: otherAdmin }));
    expect(theirs.data.map((j) => j.id)).not.toContain(dead!.id);

    const foreign = await t.request(retryJob, { params: { jobId: dead!.id }, as: otherAdmin });
    expect(foreign).toMatchObject({ status: 404, body: { errorCode: 'common-002' } });
    const retried = await t.request(retryJob, { params: { jobId: dead!.id }, as: admin });
    expect(retried.status).toBe(204);
    // The job ran again (the test client runs due jobs around each call) and failed its first new attempt.
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, dead!.id));
    expect(row).toMatchObject({ attempts: 1 });
  });
});

describe('mail through jobs', () => {
  it('answers the request when the mail server fails, and keeps the mail to retry', async () => {
    const failing = await createTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Manara <no-reply@test>' },
      { clock },
    );
    try {
      const target = await buildOrg(failing.db, { configuration: { contact_email: 'hello@org.test' } });
      const res = await failing.call('POST', `/api/contact/organization/${target.id}`, {
        orgId: target.id,
        body: {
          name: 'Nour Ali',
          email: 'nour@example.test',
          subject: 'Group training',
          message: 'We would like a leadership programme for twenty managers.',
        },
      });
      expect(res.status).toBe(201);
      const [mail] = await failing.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, organizationId: target.id });
      expect(mail?.lastError).toBeTruthy();
    } finally {
      await failing.close();
    }
  });
});
