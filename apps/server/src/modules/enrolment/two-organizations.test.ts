/**
 * One course offered to two organizations, one person a member of both: everything the learner
 * does with the course is kept per organization (enrolment, progress, last visited lesson, notes,
 * reviews and rating, favourites, interest, confirmations, certificates), as if each organization
 * had its own copy of the course.
 */
import {
  addCourseInterest,
  addWishlistedCourse,
  createConfirmationCheckbox,
  createCourseReview,
  createSubsectionNote,
  deleteCourseSubsection,
  enrolUserInCourse,
  getCourseInterest,
  getCourseOverview,
  getCourseSectionsProgress,
  getEnrolledCourse,
  getLastVisitedSubsection,
  getMyCourseCertificate,
  getUserCourseStatistics,
  getWishlistedCourse,
  listAllCourses,
  listConfirmationCheckboxes,
  listCourseNotes,
  listCourseReviews,
  listEnrolledCatalogueCourses,
  listEnrolledStudents,
  listMyCourses,
  listUserCourseCertificates,
  listWishlistedCourses,
  markSubsectionFinished,
  requestCourseNotification,
  respondToConfirmationCheckboxes,
  setLastVisitedSubsection,
} from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildAuthor, buildCourse, offerCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, joinOrg } from '../../test/factories.ts';
import { courseCertificates } from '../certificates/certificates.tables.ts';
import { courseOfferings } from '../courses/courses.tables.ts';
import { finishedSubsections } from '../progress/progress.tables.ts';
import { courseEnrollees } from './enrolment.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string; orgId: number };

let t: TestApp;
let orgA: Org;
let orgB: Org;

const settings = { self_enrollment_enabled: true, certificates_enabled: true, anonymous_course_view: true };

beforeAll(async () => {
  t = await createTestApp();
  orgA = await buildOrg(t.db, { configuration: settings });
  orgB = await buildOrg(t.db, { configuration: settings });
});
afterAll(() => t?.close());

/** A course of organization A (two lessons in one section) that organization B offers too. */
async function sharedCourse(name = 'Shared course') {
  const course = await buildCourse(t.db, orgA.id, { course: { name }, sections: [2] });
  await offerCourse(t.db, orgB.id, course);
  return { ...course, lessons: course.sections[0]?.subsectionIds ?? [] };
}

/** A learner of organization A who is a member of organization B too: one person, a token for each. */
async function learnerOfBoth(): Promise<{ inA: Member; inB: Member }> {
  const inA = await buildSignedInMember(t, orgA, 'learner');
  const inB = await joinOrg(t, orgB, inA.id, 'learner');
  return { inA, inB };
}

function enrol(as: Member, courseId: number) {
  return t.request(enrolUserInCourse, { params: { userId: as.id, courseId }, as });
}

function finish(as: Member, subsectionId: number) {
  return t.request(markSubsectionFinished, { params: { userId: as.id, subsectionId }, as });
}

function sectionsProgress(as: Member, courseId: number) {
  return t.request(getCourseSectionsProgress, { params: { courseId }, as });
}

describe('a course offered to two organizations', () => {
  it('enrolling in A does not enrol in B: each organization keeps its own enrolment and seat', async () => {
    const course = await sharedCourse();
    const { inA, inB } = await learnerOfBoth();

    expect((await enrol(inA, course.id)).status).toBe(201);

    const inBEnrolment = await t.request(getEnrolledCourse, {
      params: { userId: inB.id, courseId: course.id },
      as: inB,
    });
    expect(inBEnrolment.status).toBe(404);
    const myCoursesB = await t.request(listMyCourses, { params: { userId: inB.id }, as: inB });
    expect(myCoursesB.body).toMatchObject({ total: 0 });
    const enrolledCatalogueB = await t.request(listEnrolledCatalogueCourses, { as: inB });
    expect(enrolledCatalogueB.body).toMatchObject({ total: 0 });
    const overviewB = await t.request(getCourseOverview, { params: { courseId: course.id }, as: inB });
    expect(overviewB.body).toMatchObject({ isEnrolled: false, enrolment: null, canEnroll: true });
    const cardB = await t.request(listAllCourses, { query: { search: 'Shared course' }, as: inB });
    expect(cardB.body).toMatchObject({ data: [{ id: course.id, isEnrolled: false }] });
    // Learning the course in B needs B's enrolment.
    const contentB = await sectionsProgress(inB, course.id);
    expect(contentB.status).toBe(403);
    expect(contentB.body).toMatchObject({ errorCode: 'courses-003' });

    const overviewA = await t.request(getCourseOverview, { params: { courseId: course.id }, as: inA });
    expect(overviewA.body).toMatchObject({ isEnrolled: true, enrolment: { progress: 0 }, canEnroll: false });

    // Enrolling in B too makes a second enrolment, and takes a seat of B's offering only once.
    expect((await enrol(inB, course.id)).status).toBe(201);
    expect((await enrol(inB, course.id)).status).toBe(201);
    const enrolments = await t.db
      .select({ orgId: courseEnrollees.organizationId })
      .from(courseEnrollees)
      .where(and(eq(courseEnrollees.courseId, course.id), eq(courseEnrollees.userId, inA.id)));
    expect(enrolments.map((e) => e.orgId).sort()).toEqual([orgA.id, orgB.id].sort());
    const seats = await t.db
      .select({ orgId: courseOfferings.organizationId, n: courseOfferings.numberOfEnrollees })
      .from(courseOfferings)
      .where(eq(courseOfferings.courseId, course.id));
    expect(seats.sort((x, y) => x.orgId - y.orgId)).toEqual(
      [
        { orgId: orgA.id, n: 1 },
        { orgId: orgB.id, n: 1 },
      ].sort((x, y) => x.orgId - y.orgId),
    );
  });

  it("finishing a lesson in A leaves B's progress, last visited lesson and notes untouched", async () => {
    const course = await sharedCourse();
    const [first, second] = course.lessons as [number, number];
    const { inA, inB } = await learnerOfBoth();
    await enrol(inA, course.id);
    await enrol(inB, course.id);

    const marked = await finish(inA, first);
    expect(marked.body).toMatchObject({ course: { finished: 1, required: 2, progress: 0.5 } });
    await t.request(setLastVisitedSubsection, {
      params: { courseId: course.id },
      body: { subsectionId: second },
      as: inA,
    });
    await t.request(createSubsectionNote, { params: { subsectionId: first }, body: { note: 'Mine in A' }, as: inA });

    expect((await sectionsProgress(inA, course.id)).body).toMatchObject({ finished: 1, progress: 0.5 });
    expect((await sectionsProgress(inB, course.id)).body).toMatchObject({ finished: 0, progress: 0 });
    const myB = await t.request(getEnrolledCourse, { params: { userId: inB.id, courseId: course.id }, as: inB });
    expect(myB.body).toMatchObject({ progress: 0, lastVisitedSubsectionId: null, isFinished: false });
    const lastB = await t.request(getLastVisitedSubsection, { params: { courseId: course.id }, as: inB });
    expect(lastB.body).toEqual({ subsectionId: first, isLastVisited: false });
    const lastA = await t.request(getLastVisitedSubsection, { params: { courseId: course.id }, as: inA });
    expect(lastA.body).toEqual({ subsectionId: second, isLastVisited: true });
    const notesB = await t.request(listCourseNotes, { params: { courseId: course.id }, as: inB });
    expect(notesB.body).toMatchObject({ total: 0 });
    const statsA = await t.request(getUserCourseStatistics, { params: { userId: inA.id }, as: inA });
    const statsB = await t.request(getUserCourseStatistics, { params: { userId: inB.id }, as: inB });
    expect(statsA.body).toMatchObject({ enrolledCourses: 1, inProgressCourses: 1, finishedLessons: 1 });
    expect(statsB.body).toMatchObject({ enrolledCourses: 1, notStartedCourses: 1, finishedLessons: 0 });

    // Marking the same lesson in B is B's own row.
    await finish(inB, first);
    const rows = await t.db
      .select({ orgId: finishedSubsections.organizationId })
      .from(finishedSubsections)
      .where(and(eq(finishedSubsections.userId, inA.id), eq(finishedSubsections.subsectionId, first)));
    expect(rows).toHaveLength(2);

    // The course's authors (organization A) see A's learners only, with A's progress.
    const author = await buildAuthor(t, orgA, course);
    const students = await t.request(listEnrolledStudents, { params: { courseId: course.id }, as: author });
    expect(students.body).toMatchObject({ total: 1, data: [{ userId: inA.id, progress: 0.5, finishedLessons: 1 }] });
  });

  it('a change of the content recomputes each organization from its own finished lessons', async () => {
    const course = await sharedCourse();
    const [first, second] = course.lessons as [number, number];
    const { inA, inB } = await learnerOfBoth();
    await enrol(inA, course.id);
    await enrol(inB, course.id);
    await finish(inA, first);
    await finish(inB, second);

    // Without the second lesson, A's learner has finished the course; in B they have not started it.
    const author = await buildAuthor(t, orgA, course);
    expect((await t.request(deleteCourseSubsection, { params: { subsectionId: second }, as: author })).status).toBe(
      204,
    );
    expect((await sectionsProgress(inA, course.id)).body).toMatchObject({ progress: 1, isCompleted: true });
    expect((await sectionsProgress(inB, course.id)).body).toMatchObject({ progress: 0, isCompleted: false });
    const myA = await t.request(getEnrolledCourse, { params: { userId: inA.id, courseId: course.id }, as: inA });
    const myB = await t.request(getEnrolledCourse, { params: { userId: inB.id, courseId: course.id }, as: inB });
    expect(myA.body).toMatchObject({ progress: 1, isFinished: true });
    expect(myB.body).toMatchObject({ progress: 0, isFinished: false });
    // The certificate follows A's enrolment, issued by A.
    const certificates = await t.db
      .select({ orgId: courseCertificates.organizationId })
      .from(courseCertificates)
      .where(and(eq(courseCertificates.courseId, course.id), eq(courseCertificates.userId, inA.id)));
    expect(certificates).toEqual([{ orgId: orgA.id }]);
  });

  it('a certificate earned in A is not shown in B, and B issues its own when the course is finished there', async () => {
    const course = await sharedCourse();
    const { inA, inB } = await learnerOfBoth();
    await enrol(inA, course.id);
    await enrol(inB, course.id);
    for (const lesson of course.lessons) await finish(inA, lesson);

    const mineA = await t.request(getMyCourseCertificate, {
      params: { userId: inA.id, courseId: course.id },
      as: inA,
    });
    expect(mineA.body).toMatchObject({
      isOffered: true,
      progress: { completion: 1 },
      certificate: { courseId: course.id },
    });
    const mineB = await t.request(getMyCourseCertificate, {
      params: { userId: inB.id, courseId: course.id },
      as: inB,
    });
    expect(mineB.body).toMatchObject({ isOffered: true, progress: { completion: 0 }, certificate: null });
    const listA = await t.request(listUserCourseCertificates, { params: { userId: inA.id }, as: inA });
    const listB = await t.request(listUserCourseCertificates, { params: { userId: inB.id }, as: inB });
    expect(listA.body).toMatchObject({ total: 1 });
    expect(listB.body).toMatchObject({ total: 0 });
    const statsB = await t.request(getUserCourseStatistics, { params: { userId: inB.id }, as: inB });
    expect(statsB.body).toMatchObject({ certificates: 0, finishedCourses: 0 });

    for (const lesson of course.lessons) await finish(inB, lesson);
    const again = await t.request(listUserCourseCertificates, { params: { userId: inB.id }, as: inB });
    expect(again.body).toMatchObject({ total: 1 });
    const rows = await t.db
      .select({ orgId: courseCertificates.organizationId, certificateId: courseCertificates.certificateId })
      .from(courseCertificates)
      .where(and(eq(courseCertificates.courseId, course.id), eq(courseCertificates.userId, inA.id)));
    expect(rows.map((r) => r.orgId).sort()).toEqual([orgA.id, orgB.id].sort());
    expect(new Set(rows.map((r) => r.certificateId)).size).toBe(2);
  });

  it("a review in A is not seen in B nor counted in B's rating; each organization has its own review", async () => {
    const course = await sharedCourse('Reviewed shared course');
    const { inA, inB } = await learnerOfBoth();
    await enrol(inA, course.id);
    await enrol(inB, course.id);

    const inAReview = await t.request(createCourseReview, {
      params: { courseId: course.id },
      body: { rating: 5, comment: 'Great in A' },
      as: inA,
    });
    expect(inAReview.status).toBe(201);
    const again = await t.request(createCourseReview, {
      params: { courseId: course.id },
      body: { rating: 4 },
      as: inA,
    });
    expect(again.body).toMatchObject({ errorCode: 'reviews-001' });

    const listB = await t.request(listCourseReviews, { params: { courseId: course.id }, as: inB });
    expect(listB.body).toEqual({ data: [], total: 0, rating: { average: 0, count: 0 } });
    const ownInB = await t.request(listCourseReviews, {
      params: { courseId: course.id },
      query: { userId: inB.id },
      as: inB,
    });
    expect(ownInB.body).toMatchObject({ total: 0 });
    const cardB = await t.request(listAllCourses, { query: { search: 'Reviewed shared' }, as: inB });
    expect(cardB.body).toMatchObject({ data: [{ id: course.id, rating: { average: 0, count: 0 } }] });

    // The same learner reviews the course in B as well: B's rating is B's review alone.
    const inBReview = await t.request(createCourseReview, {
      params: { courseId: course.id },
      body: { rating: 2, comment: 'Less so in B' },
      as: inB,
    });
    expect(inBReview.status).toBe(201);
    const listA = await t.request(listCourseReviews, { params: { courseId: course.id }, as: inA });
    expect(listA.body).toMatchObject({ total: 1, data: [{ comment: 'Great in A' }], rating: { average: 5, count: 1 } });
    const listBAfter = await t.request(listCourseReviews, { params: { courseId: course.id }, as: inB });
    expect(listBAfter.body).toMatchObject({
      total: 1,
      data: [{ comment: 'Less so in B' }],
      rating: { average: 2, count: 1 },
    });
    const overviewA = await t.request(getCourseOverview, { params: { courseId: course.id }, as: inA });
    const overviewB = await t.request(getCourseOverview, { params: { courseId: course.id }, as: inB });
    expect(overviewA.body).toMatchObject({ rating: { average: 5, count: 1 } });
    expect(overviewB.body).toMatchObject({ rating: { average: 2, count: 1 } });
  });

  it('favourites and interest are kept per organization', async () => {
    const course = await sharedCourse('Kept shared course');
    const { inA, inB } = await learnerOfBoth();

    expect(
      (await t.request(addWishlistedCourse, { params: { userId: inA.id, courseId: course.id }, as: inA })).status,
    ).toBe(201);
    const stateB = await t.request(getWishlistedCourse, { params: { userId: inB.id, courseId: course.id }, as: inB });
    expect(stateB.body).toEqual({ courseId: course.id, isWishlisted: false });
    const listB = await t.request(listWishlistedCourses, { params: { userId: inB.id }, as: inB });
    expect(listB.body).toMatchObject({ total: 0 });
    const cardB = await t.request(listAllCourses, { query: { search: 'Kept shared' }, as: inB });
    expect(cardB.body).toMatchObject({ data: [{ id: course.id, isWishlisted: false }] });
    const listA = await t.request(listWishlistedCourses, { params: { userId: inA.id }, as: inA });
    expect(listA.body).toMatchObject({ total: 1, data: [{ id: course.id, isWishlisted: true }] });
    // Adding it in B too is B's own favourite.
    await t.request(addWishlistedCourse, { params: { userId: inB.id, courseId: course.id }, as: inB });
    expect((await t.request(listWishlistedCourses, { params: { userId: inB.id }, as: inB })).body).toMatchObject({
      total: 1,
    });

    const interestA = await t.request(addCourseInterest, { params: { courseId: course.id }, as: inA });
    expect(interestA.body).toMatchObject({ isInterested: true, interestedCount: 1 });
    const interestB = await t.request(getCourseInterest, { params: { courseId: course.id }, as: inB });
    expect(interestB.body).toEqual({
      courseId: course.id,
      isInterested: false,
      notifyWhenAvailable: false,
      interestedCount: 0,
    });
  });

  it('a request to be told when the course opens is per organization', async () => {
    const course = await buildCourse(t.db, orgA.id, { course: { name: 'Soon shared', isComingSoon: true } });
    await offerCourse(t.db, orgB.id, course);
    const { inA, inB } = await learnerOfBoth();
    const asked = await t.request(requestCourseNotification, { params: { courseId: course.id }, as: inB });
    expect(asked.body).toMatchObject({ isInterested: true, notifyWhenAvailable: true, interestedCount: 1 });
    const inAState = await t.request(getCourseInterest, { params: { courseId: course.id }, as: inA });
    expect(inAState.body).toMatchObject({ isInterested: false, notifyWhenAvailable: false, interestedCount: 0 });
  });

  it('statements confirmed in A are not confirmed in B', async () => {
    const course = await sharedCourse();
    const author = await buildAuthor(t, orgA, course);
    const checkbox = ok(
      await t.request(createConfirmationCheckbox, {
        params: { courseId: course.id },
        body: { translations: [{ language: 'en', text: 'I have the prerequisites.' }] },
        as: author,
      }),
    );
    const { inA, inB } = await learnerOfBoth();

    await t.request(respondToConfirmationCheckboxes, {
      params: { courseId: course.id },
      body: { answers: [{ checkboxId: checkbox.id, answer: true }] },
      as: inA,
    });
    const boxesA = await t.request(listConfirmationCheckboxes, { params: { courseId: course.id }, as: inA });
    const boxesB = await t.request(listConfirmationCheckboxes, { params: { courseId: course.id }, as: inB });
    expect(boxesA.body).toMatchObject([{ id: checkbox.id, answer: true }]);
    expect(boxesB.body).toMatchObject([{ id: checkbox.id, answer: null }]);
    const overviewB = await t.request(getCourseOverview, { params: { courseId: course.id }, as: inB });
    expect(overviewB.body).toMatchObject({ confirmationCheckboxes: [{ answer: null }] });

    expect((await enrol(inB, course.id)).body).toMatchObject({ errorCode: 'courses-006' });
    expect((await enrol(inA, course.id)).status).toBe(201);
  });
});
