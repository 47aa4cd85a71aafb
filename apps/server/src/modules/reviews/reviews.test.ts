import {
  createCourseReview,
  deleteCourseReview,
  getCourseReview,
  listCourseReviews,
  moderateCourseReview,
  updateCourseReview,
} from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
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
    const notEnrolled = await t.request(createCourseReview, {
      params: { courseId: course.id },
      body: { rating: 5, comment: 'Great' },
      as: { orgId: org.id, token: outsider.token },
    });
    expect(notEnrolled.status).toBe(403);
    expect(errorCodeOf(notEnrolled)).toBe('courses-003');

    const created = await t.request(createCourseReview, {
      params: { courseId: course.id },
      body: { rating: 5, comment: 'Clear and practical.' },
      as: { orgId: org.id, token: first.token },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ rating: 5, comment: 'Clear and practical.', status: 'PUBLISHED' });
    const again = await t.request(createCourseReview, {
      params: { courseId: course.id },
      body: { rating: 1 },
      as: { orgId: org.id, token: first.token },
    });
    expect(again.status).toBe(409);
    expect(errorCodeOf(again)).toBe('reviews-001');

    await t.request(createCourseReview, {
      params: { courseId: course.id },
      body: { rating: 2 },
      as: { orgId: org.id, token: second.token },
    });
    expect(await rating()).toEqual({ average: 3.5, count: 2 });

    const invalid = await t.request(createCourseReview, {
      params: { courseId: course.id },
      body: { rating: 6 },
      as: { orgId: org.id, token: second.token },
    });
    expect(invalid.status).toBe(400);
  });

  it('lists published reviews with the rating, and one’s own with userId', async () => {
    const [first] = learners as [(typeof learners)[0]];
    const list = await t.request(listCourseReviews, {
      params: { courseId: course.id },
      query: { take: 10 },
      orgId: org.id,
    });
    expect(list.status).toBe(200);
    expect(ok(list).total).toBe(2);
    expect(ok(list).rating).toEqual({ average: 3.5, count: 2 });
    const own = await t.request(listCourseReviews, {
      params: { courseId: course.id },
      query: { userId: first.id },
      as: { orgId: org.id, token: first.token },
    });
    expect(ok(own).data).toHaveLength(1);
    expect(ok(own).data[0]?.userId).toBe(first.id);
    const others = await t.request(listCourseReviews, {
      params: { courseId: course.id },
      query: { userId: first.id },
      as: { orgId: org.id, token: outsider.token },
    });
    expect(others.status).toBe(404);
  });

  it('lets the reviewer edit and delete their own review only, keeping the rating in step', async () => {
    const [first, second, third] = learners as [(typeof learners)[0], (typeof learners)[0], (typeof learners)[0]];
    const created = await t.request(createCourseReview, {
      params: { courseId: course.id },
      body: { rating: 4 },
      as: { orgId: org.id, token: third.token },
    });
    expect(
      (
        await t.request(updateCourseReview, {
          params: { courseId: course.id, reviewId: ok(created).id },
          body: { rating: 1 },
          as: { orgId: org.id, token: second.token },
        })
      ).status,
    ).toBe(404);
    const edited = await t.request(updateCourseReview, {
      params: { courseId: course.id, reviewId: ok(created).id },
      body: { rating: 5, comment: 'Better' },
      as: { orgId: org.id, token: third.token },
    });
    expect(edited.body).toMatchObject({ rating: 5, comment: 'Better' });
    expect(await rating()).toEqual({ average: 4, count: 3 });
    expect(
      (
        await t.request(deleteCourseReview, {
          params: { courseId: course.id, reviewId: ok(created).id },
          as: { orgId: org.id, token: first.token },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request(deleteCourseReview, {
          params: { courseId: course.id, reviewId: ok(created).id },
          as: { orgId: org.id, token: third.token },
        })
      ).status,
    ).toBe(204);
    expect(await rating()).toEqual({ average: 3.5, count: 2 });
    expect(
      (await t.request(getCourseReview, { params: { courseId: course.id, reviewId: ok(created).id }, orgId: org.id }))
        .status,
    ).toBe(404);
  });

  it('lets course administrators hide a review, which leaves the list and the rating', async () => {
    const [first] = learners as [(typeof learners)[0]];
    const own = await t.request(listCourseReviews, {
      params: { courseId: course.id },
      query: { userId: first.id },
      as: { orgId: org.id, token: first.token },
    });
    const reviewId = ok(own).data[0]?.id as number;
    const byLearner = await t.request(moderateCourseReview, {
      params: { courseId: course.id },
      body: { reviewId, status: 'HIDDEN' },
      as: { orgId: org.id, token: first.token },
    });
    expect(byLearner.status).toBe(403);
    const hidden = await t.request(moderateCourseReview, {
      params: { courseId: course.id },
      body: { reviewId, status: 'HIDDEN', moderationNote: 'Off topic' },
      as: { orgId: org.id, token: admin.token },
    });
    expect(hidden.status).toBe(200);
    expect(ok(hidden).status).toBe('HIDDEN');
    expect(await rating()).toEqual({ average: 2, count: 1 });
    const list = await t.request(listCourseReviews, { params: { courseId: course.id }, orgId: org.id });
    expect(ok(list).data.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    const ownStill = await t.request(getCourseReview, {
      params: { courseId: course.id, reviewId },
      as: { orgId: org.id, token: first.token },
    });
    expect(ok(ownStill).status).toBe('HIDDEN');
    expect(
      (
        await t.request(getCourseReview, {
          params: { courseId: course.id, reviewId },
          as: { orgId: org.id, token: outsider.token },
        })
      ).status,
    ).toBe(404);
    const hiddenList = await t.request(listCourseReviews, {
      params: { courseId: course.id },
      query: { status: 'HIDDEN' },
      as: { orgId: org.id, token: admin.token },
    });
    expect(ok(hiddenList).data.map((r: { id: number }) => r.id)).toEqual([reviewId]);
    expect(
      (
        await t.request(listCourseReviews, {
          params: { courseId: course.id },
          query: { status: 'HIDDEN' },
          as: { orgId: org.id, token: first.token },
        })
      ).status,
    ).toBe(403);

    await t.request(moderateCourseReview, {
      params: { courseId: course.id },
      body: { reviewId, status: 'PUBLISHED' },
      as: { orgId: org.id, token: admin.token },
    });
    expect(await rating()).toEqual({ average: 3.5, count: 2 });
  });

  it("is the reviewOwner rule: another member's review and another organization's answer 404", async () => {
    // The course offered to a second organization, where the first learner is a member and reviews it too.
    const [first, second] = learners as [(typeof learners)[0], (typeof learners)[0]];
    const other = await buildOrg(t.db);
    await offerCourse(t.db, other.id, course);
    const there = await joinOrg(t, other, first.id);
    await t.db.insert(courseEnrollees).values({ organizationId: other.id, courseId: course.id, userId: first.id });
    const elsewhere = await t.request(createCourseReview, {
      params: { courseId: course.id },
      body: { rating: 2 },
      as: { orgId: other.id, token: there.token },
    });
    expect(elsewhere.status).toBe(201);

    const fromHere = await t.request(updateCourseReview, {
      params: { courseId: course.id, reviewId: ok(elsewhere).id },
      body: { rating: 5 },
      as: { orgId: org.id, token: first.token },
    });
    expect(fromHere.status).toBe(404);
    expect(errorCodeOf(fromHere)).toBe('common-002');
    const byAnother = await t.request(updateCourseReview, {
      params: { courseId: course.id, reviewId: ok(elsewhere).id },
      body: { rating: 5 },
      as: { orgId: other.id, token: await joinOrg(t, other, second.id).then((m) => m.token) },
    });
    expect(byAnother.status).toBe(404);
    const byWriter = await t.request(updateCourseReview, {
      params: { courseId: course.id, reviewId: ok(elsewhere).id },
      body: { rating: 3 },
      as: { orgId: other.id, token: there.token },
    });
    expect(byWriter.status).toBe(200);
    expect(ok(byWriter).rating).toBe(3);
    // Under another course's path, the writer's own review is not found either.
    const otherCourse = await buildCourse(t.db, other.id, { sections: [1] });
    const wrongCourse = await t.request(updateCourseReview, {
      params: { courseId: otherCourse.id, reviewId: ok(elsewhere).id },
      body: { rating: 1 },
      as: { orgId: other.id, token: there.token },
    });
    expect(wrongCourse.status).toBe(404);
  });

  it("answers 404 for another organization's course and keeps guests out when it hides courses from them", async () => {
    const other = await buildOrg(t.db);
    const otherCourse = await buildCourse(t.db, other.id, { sections: [1] });
    const [first] = learners as [(typeof learners)[0]];
    const res = await t.request(listCourseReviews, {
      params: { courseId: otherCourse.id },
      as: { orgId: org.id, token: first.token },
    });
    expect(res.status).toBe(404);
    const guest = await t.request(listCourseReviews, { params: { courseId: otherCourse.id }, orgId: other.id });
    expect(guest.status).toBe(401);
    // The course is checked before the caller: one the organization does not offer is not found, even to a guest it keeps out.
    const unknownToGuest = await t.request(getCourseReview, {
      params: { courseId: course.id, reviewId: 1 },
      orgId: other.id,
    });
    expect(unknownToGuest.status).toBe(404);
  });
});
