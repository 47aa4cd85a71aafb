import {
  type CallQuery,
  enrolUserInCourse,
  getCourseOverview,
  getEnrolledCourse,
  listEnrolledCourses,
  listInstructedCourses,
  listMyCourses,
  unenrolFromCourse,
  updateMyCourse,
} from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp, type TypedAnswer } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { expectSortable } from '../../test/sorting.ts';
import { courseOfferings, courses, courseTranslations } from '../courses/courses.tables.ts';
import { activityLog } from '../progress/progress.tables.ts';
import { enrolInCourse } from './enrolment.service.ts';
import { courseEnrollees } from './enrolment.tables.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let adminToken: string;

const DAY = 24 * 3600 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

async function newLearner(target = org) {
  const user = await buildUser(t.db, target, 'learner');
  return { id: user.id, token: await t.tokenFor(user.id, target.id) };
}

function enrol(user: { id: number; token: string }, courseId: number, orgId = org.id) {
  return t.request(enrolUserInCourse, { params: { userId: user.id, courseId }, as: { orgId, token: user.token } });
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { self_enrollment_enabled: true } });
  other = await buildOrg(t.db, { configuration: { self_enrollment_enabled: true } });
  adminToken = await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id);
});
afterAll(() => t?.close());

describe('enrolling oneself', () => {
  it('enrols in a free course, lists it under my courses and logs it', async () => {
    const course = await buildCourse(t.db, org.id, { course: { name: 'Free One' } });
    const me = await newLearner();
    const res = await enrol(me, course.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: course.id, name: 'Free One', isEnrolled: true, isPinned: false, progress: 0 });
    const mine = await t.request(listMyCourses, { params: { userId: me.id }, as: { orgId: org.id, token: me.token } });
    expect(ok(mine).data.map((c) => c.id)).toEqual([course.id]);
    const log = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, me.id), eq(activityLog.courseId, course.id)));
    expect(log.map((l) => l.action)).toEqual(['course.enrolled']);
    const overview = await t.request(getCourseOverview, {
      params: { courseId: course.id },
      as: { orgId: org.id, token: me.token },
    });
    expect(overview.body).toMatchObject({ canEnroll: false, cannotEnrollReason: null, enrolment: { progress: 0 } });
  });

  it('is idempotent: enrolling again answers the enrolment and takes no second seat', async () => {
    const course = await buildCourse(t.db, org.id, { course: { maxEnrollmentCount: 5 } });
    const me = await newLearner();
    await enrol(me, course.id);
    const again = await enrol(me, course.id);
    expect(again.status).toBe(201);
    const [offering] = await t.db.select().from(courseOfferings).where(eq(courseOfferings.courseId, course.id));
    expect(offering?.numberOfEnrollees).toBe(1);
  });

  it('respects the enrolment window', async () => {
    const early = await buildCourse(t.db, org.id, { course: { startEnrollmentDate: daysFromNow(2) } });
    const late = await buildCourse(t.db, org.id, {
      course: { startEnrollmentDate: daysFromNow(-10), endEnrollmentDate: daysFromNow(-1) },
    });
    const open = await buildCourse(t.db, org.id, {
      course: { startEnrollmentDate: daysFromNow(-1), endEnrollmentDate: daysFromNow(1) },
    });
    const me = await newLearner();
    for (const course of [early, late]) {
      const res = await enrol(me, course.id);
      expect(res.status).toBe(409);
      expect(errorCodeOf(res)).toBe('courses-002');
    }
    const overview = await t.request(getCourseOverview, {
      params: { courseId: early.id },
      as: { orgId: org.id, token: me.token },
    });
    expect(overview.body).toMatchObject({
      enrollmentWindow: 'notYetOpen',
      canEnroll: false,
      cannotEnrollReason: 'courses-002',
    });
    expect((await enrol(me, open.id)).status).toBe(201);
  });

  it('answers a paid course with courses-001, a coming-soon one with courses-007', async () => {
    const me = await newLearner();
    const paid = await buildCourse(t.db, org.id, { offering: { price: 5000 } });
    const paidRes = await enrol(me, paid.id);
    expect(paidRes.status).toBe(402);
    expect(errorCodeOf(paidRes)).toBe('courses-001');
    const soon = await buildCourse(t.db, org.id, { course: { isComingSoon: true } });
    expect(errorCodeOf(await enrol(me, soon.id))).toBe('courses-007');
  });

  it('needs self-enrolment on in the organization and on the course', async () => {
    const closed = await buildOrg(t.db);
    const course = await buildCourse(t.db, closed.id);
    const member = await newLearner(closed);
    const res = await enrol(member, course.id, closed.id);
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe('courses-005');
    const adminOnly = await buildCourse(t.db, org.id, { course: { allowSelfEnrollment: false } });
    expect(errorCodeOf(await enrol(await newLearner(), adminOnly.id))).toBe('courses-005');
  });

  it("answers 404 for an unpublished course or another organization's course", async () => {
    const me = await newLearner();
    const draft = await buildCourse(t.db, org.id, { course: { isPublished: false } });
    expect((await enrol(me, draft.id)).status).toBe(404);
    const foreign = await buildCourse(t.db, other.id);
    expect((await enrol(me, foreign.id)).status).toBe(404);
    expect((await t.request(getCourseOverview, { params: { courseId: foreign.id }, orgId: org.id })).status).toBe(404);
  });
});

describe('the seat limit', () => {
  it('lets exactly as many in as there are seats when twelve enrol at once', async () => {
    const course = await buildCourse(t.db, org.id, { course: { maxEnrollmentCount: 3 } });
    const learners = await Promise.all(Array.from({ length: 12 }, () => newLearner()));
    const results = await Promise.all(learners.map((l) => enrol(l, course.id)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409).map(errorCodeOf)).toEqual(Array(9).fill('courses-004'));
    const enrolled = await t.db.select().from(courseEnrollees).where(eq(courseEnrollees.courseId, course.id));
    expect(enrolled).toHaveLength(3);
    const [offering] = await t.db.select().from(courseOfferings).where(eq(courseOfferings.courseId, course.id));
    expect(offering?.numberOfEnrollees).toBe(3);
    const overview = await t.request(getCourseOverview, { params: { courseId: course.id }, orgId: org.id });
    expect(overview.body).toMatchObject({ seatsLeft: 0, numberOfEnrollees: 3 });
  });

  it('rolls the enrolment back when the shop path finds the course full', async () => {
    const course = await buildCourse(t.db, org.id, { course: { maxEnrollmentCount: 1 }, offering: { price: 900 } });
    const [a, b] = [await newLearner(), await newLearner()];
    await t.db.transaction((tx) =>
      enrolInCourse(tx, { orgId: org.id, courseId: course.id, userId: a.id, bypassPayment: true }),
    );
    await expect(
      t.db.transaction((tx) =>
        enrolInCourse(tx, { orgId: org.id, courseId: course.id, userId: b.id, bypassPayment: true }),
      ),
    ).rejects.toMatchObject({ code: 'courses-004' });
    const rows = await t.db.select().from(courseEnrollees).where(eq(courseEnrollees.courseId, course.id));
    expect(rows.map((r) => r.userId)).toEqual([a.id]);
  });

  it('frees the seat when a learner unenrols', async () => {
    const course = await buildCourse(t.db, org.id, { course: { maxEnrollmentCount: 1 } });
    const [a, b] = [await newLearner(), await newLearner()];
    await enrol(a, course.id);
    expect(errorCodeOf(await enrol(b, course.id))).toBe('courses-004');
    const del = await t.request(unenrolFromCourse, {
      params: { userId: a.id, courseId: course.id },
      as: { orgId: org.id, token: a.token },
    });
    expect(del.status).toBe(204);
    expect((await enrol(b, course.id)).status).toBe(201);
    const again = await t.request(unenrolFromCourse, {
      params: { userId: a.id, courseId: course.id },
      as: { orgId: org.id, token: a.token },
    });
    expect(again.status).toBe(404);
    const log = await t.db.select().from(activityLog).where(eq(activityLog.userId, a.id));
    expect(log.map((l) => l.action)).toEqual(['course.enrolled', 'course.unenrolled']);
  });
});

describe('acting on another user', () => {
  it("answers 404 to a learner acting on another's id", async () => {
    const course = await buildCourse(t.db, org.id);
    const [me, someone] = [await newLearner(), await newLearner()];
    const res = await t.request(enrolUserInCourse, {
      params: { userId: someone.id, courseId: course.id },
      as: { orgId: org.id, token: me.token },
    });
    expect(res.status).toBe(404);
    expect(
      (await t.request(listMyCourses, { params: { userId: someone.id }, as: { orgId: org.id, token: me.token } }))
        .status,
    ).toBe(404);
  });

  it('lets a course administrator enrol a member, even in a paid or private course, but not past the seats', async () => {
    const paid = await buildCourse(t.db, org.id, {
      course: { maxEnrollmentCount: 1 },
      offering: { price: 5000, accessRestrictionType: 'private' },
    });
    const [a, b] = [await newLearner(), await newLearner()];
    const asAdmin = { orgId: org.id, token: adminToken };
    const res = await t.request(enrolUserInCourse, { params: { userId: a.id, courseId: paid.id }, as: asAdmin });
    expect(res.status).toBe(201);
    const full = await t.request(enrolUserInCourse, { params: { userId: b.id, courseId: paid.id }, as: asAdmin });
    expect(errorCodeOf(full)).toBe('courses-004');
    const foreignMember = await newLearner(other);
    const foreign = await t.request(enrolUserInCourse, {
      params: { userId: foreignMember.id, courseId: paid.id },
      as: asAdmin,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('my courses', () => {
  it('puts pinned courses first, then the latest activity, and filters finished ones', async () => {
    const me = await newLearner();
    const [first, second, third] = [
      await buildCourse(t.db, org.id, { course: { name: 'First' } }),
      await buildCourse(t.db, org.id, { course: { name: 'Second' } }),
      await buildCourse(t.db, org.id, { course: { name: 'Third' } }),
    ];
    for (const c of [first, second, third]) await enrol(me, c.id);
    await t.db
      .update(courseEnrollees)
      .set({ isFinished: true, progress: 1, finishedAt: new Date() })
      .where(and(eq(courseEnrollees.userId, me.id), eq(courseEnrollees.courseId, second.id)));
    const as = { orgId: org.id, token: me.token };
    const pin = await t.request(updateMyCourse, {
      params: { userId: me.id, courseId: first.id },
      body: { isPinned: true },
      as,
    });
    expect(pin.status).toBe(200);
    expect(pin.body).toMatchObject({ id: first.id, isPinned: true });
    const names = async (query: CallQuery<typeof listMyCourses> = {}) =>
      ok(await t.request(listMyCourses, { params: { userId: me.id }, query, as })).data.map((c) => c.name);
    expect(await names()).toEqual(['First', 'Third', 'Second']);
    expect(await names({ status: 'finished' })).toEqual(['Second']);
    expect(await names({ status: 'inProgress' })).toEqual(['First', 'Third']);
    expect(await names({ search: 'thi' })).toEqual(['Third']);
    const enrolled = await t.request(listEnrolledCourses, {
      params: { userId: me.id },
      query: { status: 'finished' },
      as,
    });
    expect(enrolled.body).toMatchObject({ total: 1, data: [{ name: 'Second', isFinished: true, progress: 1 }] });
    const one = await t.request(getEnrolledCourse, { params: { userId: me.id, courseId: third.id }, as });
    expect(one.body).toMatchObject({ id: third.id, isEnrolled: true });
    const unpinned = await t.request(updateMyCourse, {
      params: { userId: me.id, courseId: first.id },
      body: { isPinned: false },
      as,
    });
    expect(ok(unpinned).isPinned).toBe(false);
  });

  it('pages with the total of the filter, past the end too, and shows a renamed course under its new name', async () => {
    const me = await newLearner();
    const made = [];
    for (const name of ['Page one', 'Page two', 'Page three']) {
      made.push(await buildCourse(t.db, org.id, { course: { name } }));
    }
    for (const c of made) await enrol(me, c.id);
    const page = async (query: CallQuery<typeof listMyCourses>) =>
      ok(await t.request(listMyCourses, { params: { userId: me.id }, query, as: { orgId: org.id, token: me.token } }));
    expect(await page({ skip: 0, take: 2 })).toMatchObject({ total: 3, data: [{}, {}] });
    expect((await page({ skip: 2, take: 2 })).data).toHaveLength(1);
    expect(await page({ skip: 2, take: 2 })).toMatchObject({ total: 3 });
    expect(await page({ skip: 9, take: 2 })).toEqual({ total: 3, data: [] });
    expect(await page({ search: 'nothing-like-it' })).toEqual({ total: 0, data: [] });
    // The cards are kept; a rename reaches them.
    await t.db
      .update(courses)
      .set({ name: 'Page one, renamed' })
      .where(eq(courses.id, (made[0] as { id: number }).id));
    expect((await page({ take: 10 })).data.map((c) => c.name)).toContain('Page one, renamed');
  });

  it('shows every change of the member’s enrolments and of the courses at once, though their pages are kept', async () => {
    const me = await newLearner();
    const [a, b] = [
      await buildCourse(t.db, org.id, { course: { name: 'Kept A' } }),
      await buildCourse(t.db, org.id, { course: { name: 'Kept B' } }),
    ];
    await enrol(me, a.id);
    await enrol(me, b.id);
    const as = { orgId: org.id, token: me.token };
    const mine = async () => ok(await t.request(listMyCourses, { params: { userId: me.id }, as })).data;
    const someone = await newLearner();
    await enrol(someone, a.id);
    const theirs = async () =>
      ok(
        await t.request(listMyCourses, { params: { userId: someone.id }, as: { orgId: org.id, token: someone.token } }),
      ).data;
    expect((await mine()).map((c) => c.name)).toEqual(['Kept B', 'Kept A']);
    expect((await theirs()).map((c) => c.progress)).toEqual([0]);

    // Through the API: a pin reorders the list.
    await t.request(updateMyCourse, { params: { userId: me.id, courseId: a.id }, body: { isPinned: true }, as });
    expect((await mine()).map((c) => c.name)).toEqual(['Kept A', 'Kept B']);
    // Written by anyone, even outside the API: the member's progress shows, and only theirs changed.
    await t.db
      .update(courseEnrollees)
      .set({ progress: 0.5 })
      .where(and(eq(courseEnrollees.userId, me.id), eq(courseEnrollees.courseId, a.id)));
    expect((await mine()).find((c) => c.id === a.id)?.progress).toBe(0.5);
    expect((await theirs()).map((c) => c.progress)).toEqual([0]);
    // A course unpublished leaves everyone's list.
    await t.db.update(courses).set({ isPublished: false }).where(eq(courses.id, a.id));
    expect((await mine()).map((c) => c.name)).toEqual(['Kept B']);
    expect(await theirs()).toEqual([]);
    // Leaving a course leaves the list.
    await t.db
      .delete(courseEnrollees)
      .where(and(eq(courseEnrollees.userId, me.id), eq(courseEnrollees.courseId, b.id)));
    expect(await mine()).toEqual([]);
  });

  it('answers 404 to pinning a course one is not enrolled in', async () => {
    const me = await newLearner();
    const course = await buildCourse(t.db, org.id);
    const res = await t.request(updateMyCourse, {
      params: { userId: me.id, courseId: course.id },
      body: { isPinned: true },
      as: { orgId: org.id, token: me.token },
    });
    expect(res.status).toBe(404);
  });

  it('lists the courses a user teaches, published or not, with hidden roles flagged', async () => {
    const teacher = await buildUser(t.db, org, 'instructor');
    const token = await t.tokenFor(teacher.id, org.id);
    await buildCourse(t.db, org.id, {
      course: { name: 'Taught', createdAt: daysFromNow(-1) },
      instructorIds: [teacher.id],
    });
    await buildCourse(t.db, org.id, {
      course: { name: 'Draft taught', isPublished: false },
      hiddenInstructorIds: [teacher.id],
    });
    const res = await t.request(listInstructedCourses, {
      params: { userId: teacher.id },
      as: { orgId: org.id, token },
    });
    expect(ok(res).data).toEqual([
      expect.objectContaining({ name: 'Draft taught', isPublished: false, isHiddenInstructor: true }),
      expect.objectContaining({ name: 'Taught', isPublished: true, isHiddenInstructor: false }),
    ]);
  });

  it('sorts the courses a user teaches by name as read, status, publication or learners, newest first among ties', async () => {
    const teacher = await buildUser(t.db, org, 'instructor');
    const token = await t.tokenFor(teacher.id, org.id);
    const course = async (
      name: string,
      status: 'pending' | 'approved' | 'rejected',
      isPublished: boolean,
      numberOfEnrollees: number,
      daysAgo: number,
      language: 'ENGLISH' | 'ARABIC' = 'ENGLISH',
    ) =>
      (
        await buildCourse(t.db, org.id, {
          course: { name, status, isPublished, language, createdAt: daysFromNow(-daysAgo) },
          offering: { numberOfEnrollees },
          instructorIds: [teacher.id],
        })
      ).id;
    const c1 = await course('Bravo', 'approved', true, 5, 4);
    const c2 = await course('Alpha', 'pending', false, 5, 3);
    // An Arabic course: an English reader reads (and sorts by) its English name.
    const c3 = await course('ألف', 'rejected', true, 0, 2, 'ARABIC');
    await t.db.insert(courseTranslations).values({ courseId: c3, language: 'en', name: 'Zulu' });
    const c4 = await course('Alpha', 'approved', false, 9, 1);
    const caller = { orgId: org.id, token };
    const ids = (res: TypedAnswer<typeof listInstructedCourses>) => ok(res).data.map((c) => c.id);
    expect(ids(await t.request(listInstructedCourses, { params: { userId: teacher.id }, as: caller }))).toEqual([
      c4,
      c3,
      c2,
      c1,
    ]);
    await expectSortable(
      t,
      { call: listInstructedCourses, params: { userId: teacher.id }, as: caller },
      {
        createdAt: { asc: [c1, c2, c3, c4], desc: [c4, c3, c2, c1] },
        name: { asc: [c4, c2, c1, c3], desc: [c3, c1, c4, c2] },
        // Pending, approved, rejected.
        status: { asc: [c2, c4, c1, c3], desc: [c3, c4, c1, c2] },
        // Published first.
        isPublished: { asc: [c3, c1, c4, c2], desc: [c4, c2, c3, c1] },
        numberOfEnrollees: { asc: [c3, c2, c1, c4], desc: [c4, c2, c1, c3] },
      },
    );
  });
});
