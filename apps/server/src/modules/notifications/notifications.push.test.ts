import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import {
  addPushToken,
  createCourseAnnouncement,
  logout,
  NotificationControlGroupId,
  updateNotificationSettings,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
// @ts-expect-error: web-push's own decryption library ships no types.
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildAuthor, buildCourse, buildLearner } from '../../test/course-factories.ts';
import { buildOrg } from '../../test/factories.ts';
import { pushTokens } from './notifications.tables.ts';

/**
 * Web Push against a push service of our own: a local HTTP server that takes what the server
 * posts and answers as a push service would. The browser's side is played by a key pair made
 * here, with which the test decrypts the message.
 */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let server: Server;
let endpointBase: string;
const received: Received[] = [];
/** What the fake push service answers next (201: accepted). */
let answer = 201;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpointBase = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  t = await createTestApp({ PUSH_ENDPOINT_HOSTS: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    body: {
      endpoint: `${endpointBase}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

describe('Web Push (VAPID)', () => {
  it('pushes an encrypted, signed message to each subscription, and forgets one the service says is gone', async () => {
    const org = await buildOrg(t.db);
    const course = await buildCourse(t.db, org.id, { course: { name: 'Data Literacy' } });
    const author = await buildAuthor(t, org, course);
    const learner = await buildLearner(t, org, { enrolledIn: [course] });
    const phone = browserSubscription('/push/phone');
    const added = await t.request(addPushToken, { body: phone.body, as: learner });
    expect(added.status).toBe(201);

    await t.request(createCourseAnnouncement, {
      params: { courseId: course.id },
      body: { title: 'Week 1', content: 'Read chapter two.' },
      as: author,
    });
    expect(received).toHaveLength(1);
    const push = received[0] as Received;
    expect(push.path).toBe('/push/phone');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const message = JSON.parse(
      ece
        .decrypt(push.body, {
          version: 'aes128gcm',
          privateKey: phone.ecdh,
          authSecret: phone.auth.toString('base64url'),
        })
        .toString(),
    );
    expect(message).toMatchObject({
      body: 'New announcement in Data Literacy: Week 1',
      url: expect.stringMatching(/^\/notifications/),
    });

    // Push off for the group: nothing is pushed, the bell still shows it.
    await t.request(updateNotificationSettings, {
      body: [
        { notificationControlGroupId: NotificationControlGroupId.courseUpdates, isDisabled: true, channel: 'push' },
      ],
      as: learner,
    });
    await t.request(createCourseAnnouncement, {
      params: { courseId: course.id },
      body: { title: 'Week 2', content: 'Read chapter three.' },
      as: author,
    });
    expect(received).toHaveLength(1);
    await t.request(updateNotificationSettings, {
      body: [
        { notificationControlGroupId: NotificationControlGroupId.courseUpdates, isDisabled: false, channel: 'push' },
      ],
      as: learner,
    });

    // The service answers 410 Gone: the subscription is forgotten.
    answer = 410;
    await t.request(createCourseAnnouncement, {
      params: { courseId: course.id },
      body: { title: 'Week 3', content: 'Read chapter four.' },
      as: author,
    });
    expect(received).toHaveLength(2);
    const left = await t.db.select().from(pushTokens).where(eq(pushTokens.userId, learner.id));
    expect(left).toEqual([]);
    answer = 201;
  });

  it('pushes to a browser only while the session that subscribed it is signed in', async () => {
    const org = await buildOrg(t.db);
    const course = await buildCourse(t.db, org.id, { course: { name: 'Statistics' } });
    const author = await buildAuthor(t, org, course);
    const learner = await buildLearner(t, org, { enrolledIn: [course] });
    const laptop = browserSubscription('/push/laptop');
    expect((await t.request(addPushToken, { body: laptop.body, as: learner })).status).toBe(201);
    const announce = (title: string) =>
      t.request(createCourseAnnouncement, {
        params: { courseId: course.id },
        body: { title, content: 'Read on.' },
        as: author,
      });
    const toLaptop = () => received.filter((r) => r.path === '/push/laptop').length;

    await announce('Before signing out');
    expect(toLaptop()).toBe(1);

    // Signing out on that browser: the bell keeps the notification, the browser hears nothing more.
    expect((await t.request(logout, { body: { removeAll: false }, as: learner })).status).toBe(204);
    await announce('After signing out');
    expect(toLaptop()).toBe(1);

    // Signing in again and switching push on takes the same browser back.
    const again = { token: await t.tokenFor(learner.id, org.id), orgId: org.id };
    expect((await t.request(addPushToken, { body: laptop.body, as: again })).status).toBe(201);
    await announce('Signed in again');
    expect(toLaptop()).toBe(2);
  });
});
