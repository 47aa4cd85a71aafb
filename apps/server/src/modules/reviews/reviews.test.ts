import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildCourse, offerCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser, joinOrg } from '../../test/factories.ts';
import { courseOfferings } from '../courses/courses.tables.ts';
import { courseEnrollees } from '../enrolment/enrolment.tables.ts';

let t: TestApp;
type Org = Awaited<ReturnType<typeof buildOrg>>;
let org: Org;
let course: { id: number };
let admin: { id: number; token: string };
let learners: { id: number; token: string }[];
let outsider: { id: number; token: string };

async function member(o: Org, set: 'learner' | 'organization_admin' = 'learner') {
  const user = await buildUser(t.db, o, set, set === 'organization_admin' ? { type: 'ADMIN' } : {});
  return { id: user.id, token: await t.tokenFor(user.id, o.id) };
}

const reviewsUrl = () => `/api/courses/${course.id}/reviews`;

async function rating() {
  const [row] = await t.db
    .select({ average: courseOfferings.ratingAverage, count: courseOfferings.ratingCount })
    .from(courseOfferings)
    .where(and(eq(courseOfferings.organizationId, org.id), eq(courseOfferings.courseId, course.id)));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { anonymous_course_view: true } });
  course = await buildCourse(t.db, org.id, { sections: [1] });
  admin = await member(org, 'organization_admin');
  learners = [await member(org), await member(org), await member(org)];
  outsider = await member(org);
  await t.db
    .insert(courseEnrollees)
    .values(learners.map((l) => ({ organizationId: org.id, courseId: course.id, userId: l.id })));
});

afterAll(async () => {
  await t?.close();
});

describe('course reviews', () => {
  it('only enrolled learners review, once each, and the rating follows', async () => {
    const [first, second] = learners as [(typeof learners)[0], (typeof learners)[0]];
    const notEnrolled = await t.call('POST', reviewsUrl(), {
      orgId: org.id,
      token: outsider.token,
      body: { rating: 5, comment: 'Great' },
    });
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body.errorCode).toBe('courses-003');

    const created = await t.call('POST', reviewsUrl(), {
      orgId: org.id,
      token: first.token,
      body: { rating: 5, comment: 'Clear and practical.' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ rating: 5, comment: 'Clear and practical.', status: 'PUBLISHED' });
    const again = await t.call('POST', reviewsUrl(), { orgId: org.id, token: first.token, body: { rating: 1 } });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('reviews-001');

    await t.call('POST', reviewsUrl(), { orgId: org.id, token: second.token, body: { rating: 2 } });
    expect(await rating()).toEqual({ average: 3.5, count: 2 });

    const invalid = await t.call('POST', reviewsUrl(), { orgId: org.id, token: second.token, body: { rating: 6 } });
    expect(invalid.status).toBe(400);
  });

  it('lists published reviews with the rating, and one’s own with userId', async () => {
    const [first] = learners as [(typeof learners)[0]];
    const list = await t.call('GET', `${reviewsUrl()}?take=10`, { orgId: org.id });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.rating).toEqual({ average: 3.5, count: 2 });
    const own = await t.call('GET', `${reviewsUrl()}?userId=${first.id}`, { orgId: org.id, token: first.token });
    expect(own.body.data).toHaveLength(1);
    expect(own.body.data[0].userId).toBe(first.id);
    const others = await t.call('GET', `${reviewsUrl()}?userId=${first.id}`, { orgId: org.id, token: outsider.token });
    expect(others.status).toBe(404);
  });

  it('lets the reviewer edit and delete their own review only, keeping the rating in step', async () => {
    const [first, second, third] = learners as [(typeof learners)[0], (typeof learners)[0], (typeof learners)[0]];
    const created = await t.call('POST', reviewsUrl(), { orgId: org.id, token: third.token, body: { rating: 4 } });
    const url = `${reviewsUrl()}/${created.body.id}`;
    expect((await t.call('PATCH', url, { orgId: org.id, token: second.token, body: { rating: 1 } })).status).toBe(404);
    const edited = await t.call('PATCH', url, {
      orgId: org.id,
      token: third.token,
      body: { rating: 5, comment: 'Better' },
    });
    expect(edited.body).toMatchObject({ rating: 5, comment: 'Better' });
    expect(await rating()).toEqual({ average: 4, count: 3 });
    expect((await t.call('DELETE', url, { orgId: org.id, token: first.token })).status).toBe(404);
    expect((await t.call('DELETE', url, { orgId: org.id, token: third.token })).status).toBe(204);
    expect(await rating()).toEqual({ average: 3.5, count: 2 });
    expect((await t.call('GET', url, { orgId: org.id })).status).toBe(404);
  });

  it('lets course administrators hide a review, which leaves the list and the rating', async () => {
    const [first] = learners as [(typeof learners)[0]];
    const own = await t.call('GET', `${reviewsUrl()}?userId=${first.id}`, { orgId: org.id, token: first.token });
    const reviewId = own.body.data[0].id as number;
    const moderateUrl = `/api/org-courses-management/${course.id}/moderate-course-review`;
    const byLearner = await t.call('POST', moderateUrl, {
      orgId: org.id,
      token: first.token,
      body: { reviewId, status: 'HIDDEN' },
    });
    expect(byLearner.status).toBe(403);
    const hidden = await t.call('POST', moderateUrl, {
      orgId: org.id,
      token: admin.token,
      body: { reviewId, status: 'HIDDEN', moderationNote: 'Off topic' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.status).toBe('HIDDEN');
    expect(await rating()).toEqual({ average: 2, count: 1 });
    const list = await t.call('GET', reviewsUrl(), { orgId: org.id });
    expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    const ownStill = await t.call('GET', `${reviewsUrl()}/${reviewId}`, { orgId: org.id, token: first.token });
    expect(ownStill.body.status).toBe('HIDDEN');
    expect((await t.call('GET', `${reviewsUrl()}/${reviewId}`, { orgId: org.id, token: outsider.token })).status).toBe(
      404,
    );
    const hiddenList = await t.call('GET', `${reviewsUrl()}?status=HIDDEN`, { orgId: org.id, token: admin.token });
    expect(hiddenList.body.data.map((r: { id: number }) => r.id)).toEqual([reviewId]);
    expect((await t.call('GET', `${reviewsUrl()}?status=HIDDEN`, { orgId: org.id, token: first.token })).status).toBe(
      403,
    );

    await t.call('POST', moderateUrl, { orgId: org.id, token: admin.token, body: { reviewId, status: 'PUBLISHED' } });
    expect(await rating()).toEqual({ average: 3.5, count: 2 });
  });

  it("is the reviewOwner rule: another member's review and another organization's answer 404", async () => {
    // The course offered to a second organization, where the first learner is a member and reviews it too.
    const [first, second] = learners as [(typeof learners)[0], (typeof learners)[0]];
    const other = await buildOrg(t.db);
    await offerCourse(t.db, other.id, course);
    const there = await joinOrg(t, other, first.id);
    await t.db.insert(courseEnrollees).values({ organizationId: other.id, courseId: course.id, userId: first.id });
    const elsewhere = await t.call('POST', reviewsUrl(), { orgId: other.id, token: there.token, body: { rating: 2 } });
    expect(elsewhere.status).toBe(201);
    const url = `${reviewsUrl()}/${elsewhere.body.id}`;

    const fromHere = await t.call('PATCH', url, { orgId: org.id, token: first.token, body: { rating: 5 } });
    expect(fromHere.status).toBe(404);
    expect(fromHere.body.errorCode).toBe('common-002');
    const byAnother = await t.call('PATCH', url, {
      orgId: other.id,
      token: await joinOrg(t, other, second.id).then((m) => m.token),
      body: { rating: 5 },
    });
    expect(byAnother.status).toBe(404);
    const byWriter = await t.call('PATCH', url, { orgId: other.id, token: there.token, body: { rating: 3 } });
    expect(byWriter.status).toBe(200);
    expect(byWriter.body.rating).toBe(3);
    // Under another course's path, the writer's own review is not found either.
    const otherCourse = await buildCourse(t.db, other.id, { sections: [1] });
    const wrongCourse = await t.call('PATCH', `/api/courses/${otherCourse.id}/reviews/${elsewhere.body.id}`, {
      orgId: other.id,
      token: there.token,
      body: { rating: 1 },
    });
    expect(wrongCourse.status).toBe(404);
  });

  it("answers 404 for another organization's course and keeps guests out when it hides courses from them", async () => {
    const other = await buildOrg(t.db);
    const otherCourse = await buildCourse(t.db, other.id, { sections: [1] });
    const [first] = learners as [(typeof learners)[0]];
    const res = await t.call('GET', `/api/courses/${otherCourse.id}/reviews`, { orgId: org.id, token: first.token });
    expect(res.status).toBe(404);
    const guest = await t.call('GET', `/api/courses/${otherCourse.id}/reviews`, { orgId: other.id });
    expect(guest.status).toBe(401);
  });
});
