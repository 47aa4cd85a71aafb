/**
 * The database's notifications (`Database.listen`), which tell each server process what to forget
 * of the content it keeps (platform/content-cache.ts): sent by the triggers with their transaction,
 * heard without it, and acted on once however many of the process's connections hear them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { buildCourse } from '../test/course-factories.ts';
import { buildOrg, buildUser } from '../test/factories.ts';
import { type ChannelHandlers, notificationHub, notificationOf } from './client.ts';

function recorder(): ChannelHandlers & { payloads: string[] } {
  const payloads: string[] = [];
  return { payloads, heard: (payload) => payloads.push(payload), down: () => undefined, up: () => undefined };
}

describe('a notification as sent', () => {
  it('names its transaction before the payload; one without a transaction is taken whole', () => {
    expect(notificationOf('734/')).toEqual({ transaction: '734', payload: '' });
    expect(notificationOf('734/12:5')).toEqual({ transaction: '734', payload: '12:5' });
    expect(notificationOf('734/*')).toEqual({ transaction: '734', payload: '*' });
    expect(notificationOf('')).toEqual({ transaction: null, payload: '' });
    expect(notificationOf('12:5')).toEqual({ transaction: null, payload: '12:5' });
    expect(notificationOf('/x')).toEqual({ transaction: null, payload: '/x' });
    expect(notificationOf('a/b')).toEqual({ transaction: null, payload: 'a/b' });
  });
});

describe('the notifications of a process on PostgreSQL', () => {
  it('are acted on when first heard: the copies other connections hear later are dropped', () => {
    const hub = notificationHub();
    const content = recorder();
    const viewer = recorder();
    hub.add('content_changed', content);
    hub.add('viewer_changed', viewer);

    hub.deliver('content_changed', '900/');
    hub.deliver('content_changed', '900/');
    expect(content.payloads).toEqual(['']);
    // Another transaction with the same payload is another change.
    hub.deliver('content_changed', '901/');
    expect(content.payloads).toEqual(['', '']);

    // One transaction's notifications of two members are two; each is acted on once.
    hub.deliver('viewer_changed', '902/1:7');
    hub.deliver('viewer_changed', '902/1:8');
    hub.deliver('viewer_changed', '902/1:7');
    expect(viewer.payloads).toEqual(['1:7', '1:8']);
    // The same transaction on another channel is not a copy.
    hub.deliver('content_changed', '902/');
    expect(content.payloads).toEqual(['', '', '']);

    // Without a transaction nothing tells a copy from a change: each is acted on.
    hub.deliver('content_changed', '');
    hub.deliver('content_changed', undefined);
    expect(content.payloads).toEqual(['', '', '', '', '']);

    hub.remove('content_changed', content);
    hub.deliver('content_changed', '903/');
    expect(content.payloads).toHaveLength(5);
  });
});

describe('the triggers’ notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reach the process before its write returns, without their transaction', async () => {
    const org = await buildOrg(t.db);
    const course = await buildCourse(t.db, org.id, { course: { name: 'Heard' } });
    const member = await buildUser(t.db, org, 'learner');
    const content = recorder();
    const viewer = recorder();
    const stops = await Promise.all([
      t.database.listen('content_changed', content),
      t.database.listen('viewer_changed', viewer),
    ]);
    try {
      await t.db.execute(sql`update courses set name = 'Heard again' where id = ${course.id}`);
      expect(content.payloads).toEqual(['']);
      await t.db.execute(
        sql`insert into wishlisted_courses (organization_id, user_id, course_id) values (${org.id}, ${member.id}, ${course.id})`,
      );
      expect(viewer.payloads).toEqual([`${org.id}:${member.id}`]);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  });
});
