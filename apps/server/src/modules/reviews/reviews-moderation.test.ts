import {
  type CallQuery,
  listCourseReviews,
  listOrganizationCourseReviews,
  moderateCourseReview,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, buildUser } from '../../test/factories.ts';
import { expectSortable } from '../../test/sorting.ts';
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
    const res = await t.request(listOrganizationCourseReviews, { as: as(admin) });
    expect(res.status).toBe(200);
    expect(ok(res).total).toBe(3);
    expect(ok(res).data.map((r) => r.id)).toEqual([...reviewIds].reverse());
    expect(ok(res).data[0]).toMatchObject({ courseName: 'Leadership', status: 'HIDDEN' });
    const page = await t.request(listOrganizationCourseReviews, { query: { take: 1, skip: 1 }, as: as(admin) });
    expect(ok(page).data.map((r) => r.id)).toEqual([reviewIds[1]]);
    expect(ok(page).total).toBe(3);
  });

  it('filters by status, rating and course', async () => {
    const list = (query: CallQuery<typeof listOrganizationCourseReviews>) =>
      t.request(listOrganizationCourseReviews, { query, as: as(admin) });
    const hidden = await list({ status: 'HIDDEN' });
    expect(ok(hidden).data.map((r) => r.id)).toEqual([reviewIds[2]]);
    const oneStar = await list({ rating: 1 });
    expect(ok(oneStar).data.map((r) => r.comment)).toEqual(['Spam spam']);
    const ofCourse = await list({ courseId: courses[0]?.id as number, status: 'PUBLISHED' });
    expect(ok(ofCourse).total).toBe(2);
    expect((await list({ rating: 6 })).status).toBe(400);
    // Untyped: the contract's types forbid a status the list does not know.
    expect((await t.call('GET', `${base}?status=DELETED`, as(admin))).status).toBe(400);
  });

  it('a hidden review leaves the learners’ list, and shows again once published', async () => {
    const courseId = courses[0]?.id as number;
    const hide = await t.request(moderateCourseReview, {
      params: { courseId },
      body: { reviewId: reviewIds[1] as number, status: 'HIDDEN' },
      as: as(admin),
    });
    expect(hide.status).toBe(200);
    const seen = await t.request(listCourseReviews, { params: { courseId }, as: as(learner) });
    expect(ok(seen).data.map((r) => r.id)).toEqual([reviewIds[0]]);
    expect(
      ok(await t.request(listOrganizationCourseReviews, { query: { status: 'HIDDEN' }, as: as(admin) })).total,
    ).toBe(2);
  });

  it('is for course administrators: a learner gets 403; another organization sees none of these reviews', async () => {
    expect((await t.request(listOrganizationCourseReviews, { as: as(learner) })).status).toBe(403);
    const theirs = await t.request(listOrganizationCourseReviews, { as: as(otherAdmin, other) });
    expect(theirs.status).toBe(200);
    expect(ok(theirs).total).toBe(0);
    const moderate = await t.request(moderateCourseReview, {
      params: { courseId: courses[0]?.id as number },
      body: { reviewId: reviewIds[0] as number, status: 'HIDDEN' },
      as: as(otherAdmin, other),
    });
    expect(moderate.status).toBe(404);
  });
});

describe('sorting the moderation list', () => {
  it('sorts by date, rating, status or author either way, newest first among ties', async () => {
    const sorted = await buildOrg(t.db);
    const moderator = await buildSignedInMember(t, sorted, 'organization_admin', { type: 'ADMIN' });
    const [c1, c2] = [
      (await buildCourse(t.db, sorted.id, { course: { name: 'One' }, sections: [1] })).id,
      (await buildCourse(t.db, sorted.id, { course: { name: 'Two' }, sections: [1] })).id,
    ];
    const person = async (firstName: string) =>
      (await buildUser(t.db, sorted, 'learner', { firstName, lastName: 'X' })).id;
    const [adel, basma, carl] = [await person('Adel'), await person('Basma'), await person('Carl')];
    const day1 = new Date('2030-01-01T10:00:00Z');
    const day2 = new Date('2030-01-02T10:00:00Z');
    const review = (
      courseId: number,
      userId: number,
      rating: number,
      status: 'PUBLISHED' | 'HIDDEN',
      createdAt: Date,
    ) => ({
      organizationId: sorted.id,
      courseId,
      userId,
      rating,
      comment: '',
      status,
      createdAt,
    });
    const rows = await t.db
      .insert(courseReviews)
      .values([
        review(c1, basma, 4, 'PUBLISHED', day1),
        review(c1, adel, 5, 'HIDDEN', day1),
        review(c2, carl, 4, 'PUBLISHED', day2),
        review(c2, basma, 2, 'HIDDEN', day2),
      ])
      .returning({ id: courseReviews.id });
    const [r1, r2, r3, r4] = rows.map((row) => row.id) as [number, number, number, number];
    const newestFirst = await t.request(listOrganizationCourseReviews, { as: as(moderator, sorted) });
    expect(ok(newestFirst).data.map((r) => r.id)).toEqual([r4, r3, r2, r1]);
    await expectSortable(
      t,
      { call: listOrganizationCourseReviews, as: as(moderator, sorted) },
      {
        createdAt: { asc: [r1, r2, r3, r4], desc: [r4, r3, r2, r1] },
        rating: { asc: [r4, r3, r1, r2], desc: [r2, r3, r1, r4] },
        // Published, then hidden.
        status: { asc: [r3, r1, r4, r2], desc: [r4, r2, r3, r1] },
        author: { asc: [r2, r4, r1, r3], desc: [r3, r4, r1, r2] },
      },
    );
  });
});
