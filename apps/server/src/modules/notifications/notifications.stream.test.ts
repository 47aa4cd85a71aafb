import { createCourseAnnouncement, logout, readAllNotifications } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildAuthor, buildCourse, buildLearner } from '../../test/course-factories.ts';
import { buildOrg } from '../../test/factories.ts';
import { openStream } from '../../test/sse-client.ts';
import { streamHubOf } from './index.ts';

type Member = { id: number; token: string; orgId: number };

const clock = createManualClock();
let t: TestApp;
let base: string;
let course: { id: number };
let author: Member;
let learner: Member;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const org = await buildOrg(t.db);
  course = await buildCourse(t.db, org.id, { course: { name: 'Data Literacy' } });
  author = await buildAuthor(t, org, course);
  learner = await buildLearner(t, org, { enrolledIn: [course] });
});
afterAll(() => t?.close());

const hub = () => {
  const found = streamHubOf(t.deps);
  if (!found) throw new Error('no stream hub');
  return found;
};

function streamUrl(member: Member, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ userId: String(member.id), token: member.token, ...query });
  return `${base}/api/sse?${search}`;
}

async function announce(title: string): Promise<void> {
  const res = await t.request(createCourseAnnouncement, {
    params: { courseId: course.id },
    body: { title, content: 'Read chapter two.' },
    as: author,
  });
  expect(res.status).toBe(201);
}

describe('GET sse', () => {
  it('refuses a bad token, or a token of another user, before streaming', async () => {
    const forged = await fetch(streamUrl({ ...learner, token: 'not-a-token' }));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ errorCode: 'auth-006' });
    const mismatch = await fetch(streamUrl({ ...learner, id: author.id }));
    expect(mismatch.status).toBe(401);
  });

  it('sends the unread count at once, then each notification with the count, in the asked language', async () => {
    const stream = await openStream(streamUrl(learner, { language: 'ar' }));
    expect(stream.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await stream.next();
    expect(first).toMatchObject({ event: 'unread-count', data: { notification: null, unreadCount: 0 } });
    await announce('Week 1');
    const event = await stream.next();
    expect(event?.event).toBe('notification');
    expect(event?.data.unreadCount).toBe(1);
    expect(event?.data.notification?.text).toBe('إعلان جديد في Data Literacy: Week 1');
    expect(event?.id).toBe(String(event?.data.notification?.id));
    // Reading elsewhere (another tab, another device) reaches this stream as a count.
    await t.request(readAllNotifications, { as: learner });
    expect(await stream.next()).toMatchObject({ event: 'unread-count', data: { unreadCount: 0 } });
    stream.close();
    await stream.ended;
  });

  it('replays what was missed after Last-Event-ID, in order, from the stored rows', async () => {
    const first = await openStream(streamUrl(learner));
    await first.next();
    await announce('Week 2');
    const seen = await first.next();
    first.close();
    await first.ended;
    await announce('Week 3');
    await announce('Week 4');
    const again = await openStream(streamUrl(learner), { 'last-event-id': String(seen?.id) });
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((e) => e?.data.notification?.text)).toEqual([
      'New announcement in Data Literacy: Week 3',
      'New announcement in Data Literacy: Week 4',
    ]);
    expect(Number(replayed[0]?.id)).toBeLessThan(Number(replayed[1]?.id));
    expect(replayed[1]?.data.unreadCount).toBe(3);
    // Then live, with nothing sent twice.
    await announce('Week 5');
    expect((await again.next())?.data.notification?.text).toBe('New announcement in Data Literacy: Week 5');
    again.close();
    await again.ended;
  });

  it('listens to a user’s channel only while one of their streams is open', async () => {
    // The streams of the tests before are gone once the server has seen their connections close.
    await expect.poll(() => hub().size()).toBe(0);
    const before = hub().listenedUsers();
    expect(before).toBe(0);
    const a = await openStream(streamUrl(learner));
    const b = await openStream(streamUrl(learner));
    await a.next();
    await b.next();
    expect(hub().listenedUsers()).toBe(before + 1);
    expect(hub().size()).toBeGreaterThanOrEqual(2);
    a.close();
    b.close();
    await Promise.all([a.ended, b.ended]);
    await expect.poll(() => hub().listenedUsers()).toBe(before);
  });

  it('closes when the session is revoked, and when the token expires', async () => {
    const revoked = await openStream(streamUrl(learner));
    await revoked.next();
    const loggedOut = await t.request(logout, { body: { removeAll: false }, as: learner });
    expect(loggedOut.status).toBeLessThan(300);
    await hub().sweep();
    await revoked.ended;
    expect(await revoked.next()).toBeNull();

    const fresh = { ...learner, token: await t.tokenFor(learner.id, learner.orgId) };
    const expiring = await openStream(streamUrl(fresh));
    await expiring.next();
    await hub().sweep();
    expect(hub().size()).toBe(1);
    clock.advance(t.deps.config.accessTokenTtlSeconds * 1000 + 1000);
    await hub().sweep();
    await expiring.ended;
    expect(hub().size()).toBe(0);
  });

  it('ends every stream when the server closes', async () => {
    clock.set(new Date());
    const fresh = { ...learner, token: await t.tokenFor(learner.id, learner.orgId) };
    const stream = await openStream(streamUrl(fresh));
    await stream.next();
    await hub().close();
    await stream.ended;
  });
});
