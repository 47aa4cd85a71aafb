import {
  addWishlistedCourse,
  getWishlistedCourse,
  listAllCourses,
  listWishlistedCourses,
  removeWishlistedCourse,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.ts';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
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

const mine = (courseId: number) => ({ params: { userId: me.id, courseId }, as: { orgId: org.id, token: me.token } });

describe('favourite courses', () => {
  it('adds, lists newest first, answers the state and removes', async () => {
    // Beta is made first (the lower id), so only the time it was added can put it first.
    const b = await buildCourse(t.db, org.id, { course: { name: 'Beta' } });
    const a = await buildCourse(t.db, org.id, { course: { name: 'Alpha' } });
    expect((await t.request(addWishlistedCourse, mine(a.id))).status).toBe(201);
    clock.advance(1000);
    const added = await t.request(addWishlistedCourse, mine(b.id));
    expect(added.body).toEqual({ courseId: b.id, isWishlisted: true });
    // Adding again changes nothing.
    expect((await t.request(addWishlistedCourse, mine(b.id))).status).toBe(201);
    const list = await t.request(listWishlistedCourses, {
      params: { userId: me.id },
      as: { orgId: org.id, token: me.token },
    });
    expect(ok(list).total).toBe(2);
    expect(ok(list).data.map((c) => c.name)).toEqual(['Beta', 'Alpha']);
    expect(ok(list).data[0]?.isWishlisted).toBe(true);
    expect(ok(await t.request(getWishlistedCourse, mine(a.id))).isWishlisted).toBe(true);
    expect((await t.request(removeWishlistedCourse, mine(a.id))).status).toBe(204);
    expect(ok(await t.request(getWishlistedCourse, mine(a.id))).isWishlisted).toBe(false);
    expect((await t.request(removeWishlistedCourse, mine(a.id))).status).toBe(204);
    const card = await t.request(listAllCourses, { query: { search: 'beta' }, as: { orgId: org.id, token: me.token } });
    expect(ok(card).data[0]).toMatchObject({ name: 'Beta', isWishlisted: true });
  });

  it("answers 404 for another organization's course, an unpublished one, or another member's list", async () => {
    const foreign = await buildCourse(t.db, other.id);
    expect((await t.request(addWishlistedCourse, mine(foreign.id))).status).toBe(404);
    const draft = await buildCourse(t.db, org.id, { course: { isPublished: false } });
    expect((await t.request(addWishlistedCourse, mine(draft.id))).status).toBe(404);
    const someone = await buildUser(t.db, org, 'learner');
    const theirs = await t.request(listWishlistedCourses, {
      params: { userId: someone.id },
      as: { orgId: org.id, token: me.token },
    });
    expect(theirs.status).toBe(404);
  });
});
