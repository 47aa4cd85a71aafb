import { createCourseAnnouncement } from '@manara/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildAuthor, buildCourse, buildLearner } from '../../test/course-factories.ts';
import { buildOrg } from '../../test/factories.ts';
import { openStream } from '../../test/sse-client.ts';
import { streamHubOf } from './index.ts';

/**
 * Two server processes on one PostgreSQL and one Redis (as behind a load balancer): a
 * notification created on one reaches a stream held by the other. Runs where both are given
 * (`DATABASE_URL` and `REDIS_URL`, as CI does).
 */
const scaledOut = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(scaledOut)('notifications across processes (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  let baseB: string;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { restartOf: { database: a.database, rateLimitPrefix: a.rateLimitPrefix } });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = `http://127.0.0.1:${(b.app.server.address() as { port: number }).port}`;
    redis = new Redis(process.env.REDIS_URL as string);
  });
  afterAll(async () => {
    redis?.disconnect();
    await b?.close();
    await a?.close();
  });

  it('delivers an event published on one process to a stream held by the other', async () => {
    expect(a.deps.bus.kind).toBe('redis');
    const org = await buildOrg(a.db);
    const course = await buildCourse(a.db, org.id, { course: { name: 'Scaled Course' } });
    const author = await buildAuthor(a, org, course);
    const learner = await buildLearner(a, org, { enrolledIn: [course] });
    // Each process signs its own tokens in this test: the stream's is B's.
    const token = await b.tokenFor(learner.id, org.id);
    const channel = `manara:${a.rateLimitPrefix}:notifications:${org.id}:${learner.id}`;
    expect(await redis.pubsub('CHANNELS', channel)).toEqual([]);

    const stream = await openStream(`${baseB}/api/sse?userId=${learner.id}&token=${encodeURIComponent(token)}`);
    expect((await stream.next())?.data.unreadCount).toBe(0);
    // B subscribed the learner's channel, once, while the stream is open.
    expect(await redis.pubsub('CHANNELS', channel)).toEqual([channel]);
    expect(streamHubOf(a.deps)?.listenedUsers()).toBe(0);

    const posted = await a.request(createCourseAnnouncement, {
      params: { courseId: course.id },
      body: { title: 'From process A', content: 'Hello.' },
      as: author,
    });
    expect(posted.status).toBe(201);
    const event = await stream.next();
    expect(event?.data.notification?.text).toBe('New announcement in Scaled Course: From process A');
    expect(event?.data.unreadCount).toBe(1);

    stream.close();
    await stream.ended;
    await expect.poll(() => redis.pubsub('CHANNELS', channel)).toEqual([]);
  });
});
