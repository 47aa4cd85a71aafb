import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let me: { id: number; token: string };
const clock = createManualClock();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  const user = await buildUser(t.db, org, 'learner');
  me = { id: user.id, token: await t.tokenFor(user.id, org.id) };
});
afterAll(() => t?.close());

const path = (courseId?: number, userId = me.id) =>
  `/api/users/${userId}/wishlisted-courses${courseId === undefined ? '' : `/${courseId}`}`;

describe('favourite courses', () => {
  it('adds, lists newest first, answers the state and removes', async () => {
    // Beta is made first (the lower id), so only the time it was added can put it first.
    const b = await buildCourse(t.db, org.id, { course: { name: 'Beta' } });
    const a = await buildCourse(t.db, org.id, { course: { name: 'Alpha' } });
    expect((await t.call('POST', path(a.id), { orgId: org.id, token: me.token })).status).toBe(201);
    clock.advance(1000);
    const added = await t.call('POST', path(b.id), { orgId: org.id, token: me.token });
    expect(added.body).toEqual({ courseId: b.id, isWishlisted: true });
    // Adding again changes nothing.
    expect((await t.call('POST', path(b.id), { orgId: org.id, token: me.token })).status).toBe(201);
    const list = await t.call('GET', path(), { orgId: org.id, token: me.token });
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['Beta', 'Alpha']);
    expect(list.body.data[0].isWishlisted).toBe(true);
    expect((await t.call('GET', path(a.id), { orgId: org.id, token: me.token })).body.isWishlisted).toBe(true);
    expect((await t.call('DELETE', path(a.id), { orgId: org.id, token: me.token })).status).toBe(204);
    expect((await t.call('GET', path(a.id), { orgId: org.id, token: me.token })).body.isWishlisted).toBe(false);
    expect((await t.call('DELETE', path(a.id), { orgId: org.id, token: me.token })).status).toBe(204);
    const card = await t.call('GET', `/api/all-courses?search=beta`, { orgId: org.id, token: me.token });
    expect(card.body.data[0]).toMatchObject({ name: 'Beta', isWishlisted: true });
  });

  it("answers 404 for another organization's course, an unpublished one, or another member's list", async () => {
    const foreign = await buildCourse(t.db, other.id);
    expect((await t.call('POST', path(foreign.id), { orgId: org.id, token: me.token })).status).toBe(404);
    const draft = await buildCourse(t.db, org.id, { course: { isPublished: false } });
    expect((await t.call('POST', path(draft.id), { orgId: org.id, token: me.token })).status).toBe(404);
    const someone = await buildUser(t.db, org, 'learner');
    expect((await t.call('GET', path(undefined, someone.id), { orgId: org.id, token: me.token })).status).toBe(404);
  });
});
