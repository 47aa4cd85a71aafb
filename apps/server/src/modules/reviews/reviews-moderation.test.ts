import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';
import { courseReviews } from './reviews.tables.ts';

let t: TestApp;
type Org = Awaited<ReturnType<typeof buildOrg>>;
let org: Org;
let other: Org;
let admin: { token: string };
let learner: { id: number; token: string };
let otherAdmin: { token: string };
let courses: { id: number }[];
let reviewIds: number[];

const base = '/api/org-courses-management/course-reviews';
const as = (who: { token: string }, o: Org = org) => ({ orgId: o.id, token: who.token });

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { anonymous_course_view: true } });
  other = await buildOrg(t.db);
  admin = await buildSignedInMember(t, org, 'organization_admin', { type: 'ADMIN' });
  learner = await buildSignedInMember(t, org, 'learner');
  otherAdmin = await buildSignedInMember(t, other, 'organization_admin', { type: 'ADMIN' });
  courses = [
    await buildCourse(t.db, org.id, { course: { name: 'Negotiation' }, sections: [1] }),
    await buildCourse(t.db, org.id, { course: { name: 'Leadership' }, sections: [1] }),
  ];
  const reviewers = [
    await buildSignedInMember(t, org, 'learner'),
    await buildSignedInMember(t, org, 'learner'),
    await buildSignedInMember(t, org, 'learner'),
  ];
  const rows = await t.db
    .insert(courseReviews)
    .values([
      {
        organizationId: org.id,
        courseId: courses[0]?.id as number,
        userId: reviewers[0]?.id as number,
        rating: 5,
        comment: 'Great',
        createdAt: new Date('2030-01-01'),
      },
      {
        organizationId: org.id,
        courseId: courses[0]?.id as number,
        userId: reviewers[1]?.id as number,
        rating: 1,
        comment: 'Spam spam',
        createdAt: new Date('2030-01-02'),
      },
      {
        organizationId: org.id,
        courseId: courses[1]?.id as number,
        userId: reviewers[2]?.id as number,
        rating: 4,
        comment: 'Useful',
        status: 'HIDDEN',
        createdAt: new Date('2030-01-03'),
      },
    ])
    .returning({ id: courseReviews.id });
  reviewIds = rows.map((r) => r.id);
});

afterAll(async () => {
  await t?.close();
});

describe('organization-wide review moderation', () => {
  it('lists every review of the organization newest first, with its course name, paged', async () => {
    const res = await t.call('GET', base, as(admin));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([...reviewIds].reverse());
    expect(res.body.data[0]).toMatchObject({ courseName: 'Leadership', status: 'HIDDEN' });
    const page = await t.call('GET', `${base}?take=1&skip=1`, as(admin));
    expect(page.body.data.map((r: { id: number }) => r.id)).toEqual([reviewIds[1]]);
    expect(page.body.total).toBe(3);
  });

  it('filters by status, rating and course', async () => {
    const hidden = await t.call('GET', `${base}?status=HIDDEN`, as(admin));
    expect(hidden.body.data.map((r: { id: number }) => r.id)).toEqual([reviewIds[2]]);
    const oneStar = await t.call('GET', `${base}?rating=1`, as(admin));
    expect(oneStar.body.data.map((r: { comment: string }) => r.comment)).toEqual(['Spam spam']);
    const ofCourse = await t.call('GET', `${base}?courseId=${courses[0]?.id}&status=PUBLISHED`, as(admin));
    expect(ofCourse.body.total).toBe(2);
    expect((await t.call('GET', `${base}?rating=6`, as(admin))).status).toBe(400);
    expect((await t.call('GET', `${base}?status=DELETED`, as(admin))).status).toBe(400);
  });

  it('a hidden review leaves the learners’ list, and shows again once published', async () => {
    const courseId = courses[0]?.id as number;
    const hide = await t.call('POST', `/api/org-courses-management/${courseId}/moderate-course-review`, {
      ...as(admin),
      body: { reviewId: reviewIds[1], status: 'HIDDEN' },
    });
    expect(hide.status).toBe(200);
    const seen = await t.call('GET', `/api/courses/${courseId}/reviews`, as(learner));
    expect(seen.body.data.map((r: { id: number }) => r.id)).toEqual([reviewIds[0]]);
    expect((await t.call('GET', `${base}?status=HIDDEN`, as(admin))).body.total).toBe(2);
  });

  it('is for course administrators: a learner gets 403; another organization sees none of these reviews', async () => {
    expect((await t.call('GET', base, as(learner))).status).toBe(403);
    const theirs = await t.call('GET', base, as(otherAdmin, other));
    expect(theirs.status).toBe(200);
    expect(theirs.body.total).toBe(0);
    const moderate = await t.call('POST', `/api/org-courses-management/${courses[0]?.id}/moderate-course-review`, {
      ...as(otherAdmin, other),
      body: { reviewId: reviewIds[0], status: 'HIDDEN' },
    });
    expect(moderate.status).toBe(404);
  });
});
