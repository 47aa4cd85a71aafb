/**
 * Domain events: typed by the contract, published with the change that made them, heard once by
 * each durable listener and, after the commit, by the live listeners of every process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createInProcessBus } from './bus.ts';
import { systemClock } from './clock.ts';
import { createDomainEvents, createRequestEvents } from './events.ts';
import { createJobQueue } from './jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('domain events', () => {
  it('reach each durable listener once and the live listeners after the commit, never a rolled-back one', async () => {
    const jobs = createJobQueue({ db: t.db, clock: systemClock });
    const bus = createInProcessBus();
    const events = createDomainEvents(jobs, bus);
    const issued: number[] = [];
    const heard: number[] = [];
    events.listen('progress.changed', 'certificates', async (event) => {
      issued.push(event.userId);
    });
    await events.hear('progress.changed', (event) => heard.push(event.userId));

    await t.db
      .transaction(async (tx) => {
        await events.publish('progress.changed', { organizationId: 1, courseId: 5, userId: 7 }, tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) =>
      events.publish('progress.changed', { organizationId: 1, courseId: 5, userId: 8 }, tx),
    );
    expect(heard).toEqual([]);
    await jobs.drain();
    expect(issued).toEqual([8]);
    expect(heard).toEqual([8]);
    // Delivered: running the jobs again delivers nothing twice.
    await jobs.drain();
    expect(issued).toEqual([8]);
    await bus.close();
  });

  it('of a request are held for it and run when it is done, not before and never when rolled back', async () => {
    const jobs = createJobQueue({ db: t.db, clock: systemClock });
    const bus = createInProcessBus();
    const events = createDomainEvents(jobs, bus);
    const issued: number[] = [];
    const heard: number[] = [];
    events.listen('progress.changed', 'held-listener', async (event) => {
      issued.push(event.userId);
    });
    await events.hear('progress.changed', (event) => heard.push(event.userId));
    const request = createRequestEvents(events, jobs, { error: () => undefined });

    await t.db
      .transaction(async (tx) => {
        await request.publish('progress.changed', { organizationId: 1, courseId: 5, userId: 10 }, tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) =>
      request.publish('progress.changed', { organizationId: 1, courseId: 5, userId: 11 }, tx),
    );
    // The workers leave them to the request that published them.
    expect(await jobs.drain()).toBe(0);
    expect(issued).toEqual([]);
    await request.runPublished();
    expect(issued).toEqual([11]);
    expect(heard).toEqual([11]);
    // Run once: the workers find nothing left, and a second run runs nothing.
    await request.runPublished();
    expect(await jobs.drain()).toBe(0);
    expect(issued).toEqual([11]);
    await bus.close();
  });

  it('refuse a payload that is not the declared shape', async () => {
    const events = createDomainEvents(createJobQueue({ db: t.db, clock: systemClock }), createInProcessBus());
    await expect(events.publish('courses.opened', { organizationId: 1, courseId: 'five' } as never)).rejects.toThrow();
  });
});
