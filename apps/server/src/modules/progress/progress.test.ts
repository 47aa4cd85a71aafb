import {
  type DomainEvent,
  getCourseIsCompleted,
  getCourseSectionsProgress,
  getLastVisitedSubsection,
  getUserCourseStatistics,
  listUserActivityLog,
  markSubsectionFinished,
  setLastVisitedSubsection,
  unmarkSubsectionFinished,
} from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { getCourseCompletion } from '../course-content/course-content.outline.ts';
import { courseSubsections } from '../course-content/course-content.tables.ts';
import { courseTranslations } from '../courses/courses.tables.ts';
import { courseEnrollees } from '../enrolment/enrolment.tables.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;

async function enrol(courseId: number, userId: number, orgId = org.id) {
  await t.db.insert(courseEnrollees).values({ organizationId: orgId, courseId, userId });
}

async function newLearner() {
  const id = (await buildUser(t.db, org, 'learner')).id;
  return { id, token: await t.tokenFor(id, org.id) };
}

type Learner = { id: number; token: string };
const by = (user: Learner) => ({ orgId: org.id, token: user.token });

const mark = (user: Learner, subsectionId: number) =>
  t.request(markSubsectionFinished, { params: { userId: user.id, subsectionId }, as: by(user) });
const unmark = (user: Learner, subsectionId: number) =>
  t.request(unmarkSubsectionFinished, { params: { userId: user.id, subsectionId }, as: by(user) });

/**
 * A course of one section with lessons of weights 1, 3 and an optional one of weight 5: the
 * optional lesson never counts, so the first is worth 1/4 and the second 3/4.
 */
async function weightedCourse() {
  const course = await buildCourse(t.db, org.id, { sections: [3] });
  const [light, heavy, optional] = (course.sections[0]?.subsectionIds ?? []) as [number, number, number];
  await t.db.update(courseSubsections).set({ weight: 3 }).where(eq(courseSubsections.id, heavy));
  await t.db.update(courseSubsections).set({ weight: 5, isOptional: true }).where(eq(courseSubsections.id, optional));
  return { course, light, heavy, optional };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
});
afterAll(() => t?.close());

describe('finished-subsections', () => {
  it('weights progress by lesson weight over required lessons, and finishes the course', async () => {
    const { course, light, heavy, optional } = await weightedCourse();
    const user = await newLearner();
    await enrol(course.id, user.id);

    const events: DomainEvent<'progress.changed'>[] = [];
    t.deps.events.listen('progress.changed', 'progress-test', async (event) => {
      events.push(event);
    });

    const afterOptional = await mark(user, optional);
    expect(afterOptional.status).toBe(200);
    expect(ok(afterOptional).course).toMatchObject({ finished: 0, required: 2, progress: 0, isCompleted: false });

    const afterLight = await mark(user, light);
    expect(afterLight.body).toMatchObject({
      subsectionId: light,
      isFinished: true,
      course: { finished: 1, required: 2, progress: 0.25, isCompleted: false, finishedAt: null },
    });

    const afterHeavy = await mark(user, heavy);
    expect(ok(afterHeavy).course).toMatchObject({ finished: 2, required: 2, progress: 1, isCompleted: true });
    expect(ok(afterHeavy).course.finishedAt).not.toBeNull();

    const [enrolment] = await t.db
      .select()
      .from(courseEnrollees)
      .where(and(eq(courseEnrollees.courseId, course.id), eq(courseEnrollees.userId, user.id)));
    expect(enrolment).toMatchObject({ progress: 1, isFinished: true });
    expect(enrolment?.finishedAt).toBeInstanceOf(Date);
    expect(enrolment?.lastActivityAt).toBeInstanceOf(Date);

    expect(events.at(-1)).toEqual({ organizationId: org.id, courseId: course.id, userId: user.id });
    expect(await getCourseCompletion(t.db, { orgId: org.id, courseId: course.id, userId: user.id })).toEqual({
      finished: 2,
      required: 2,
      progress: 1,
      isCompleted: true,
    });
  });

  it('is idempotent, and un-marking lowers progress and un-finishes the course', async () => {
    const { course, light, heavy } = await weightedCourse();
    const user = await newLearner();
    await enrol(course.id, user.id);
    await mark(user, light);
    await mark(user, light);
    await mark(user, heavy);

    const undone = await unmark(user, heavy);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      isFinished: false,
      course: { finished: 1, progress: 0.25, isCompleted: false, finishedAt: null },
    });
    const [enrolment] = await t.db
      .select()
      .from(courseEnrollees)
      .where(and(eq(courseEnrollees.courseId, course.id), eq(courseEnrollees.userId, user.id)));
    expect(enrolment).toMatchObject({ progress: 0.25, isFinished: false, finishedAt: null });

    const completed = await t.request(getCourseIsCompleted, { params: { courseId: course.id }, as: by(user) });
    expect(completed.body).toEqual({ isCompleted: false, progress: 0.25, finishedAt: null });
  });

  it('writes the activity log, newest first, with course names in the request language', async () => {
    const course = await buildCourse(t.db, org.id, { course: { name: 'Leading Teams' }, sections: [1] });
    await t.db.insert(courseTranslations).values({ courseId: course.id, language: 'ar', name: 'قيادة الفرق' });
    const user = await newLearner();
    await enrol(course.id, user.id);
    const lesson = course.sections[0]?.subsectionIds[0] as number;
    await mark(user, lesson);

    const log = await t.request(listUserActivityLog, { params: { userId: user.id }, as: by(user), language: 'ar' });
    expect(log.status).toBe(200);
    expect(ok(log).total).toBe(2);
    expect(ok(log).data.map((e) => e.action)).toEqual(['course.finished', 'subsection.finished']);
    expect(ok(log).data[1]).toMatchObject({
      courseId: course.id,
      courseName: 'قيادة الفرق',
      subjectId: lesson,
      subjectName: 'Lesson 1.1',
    });
    const english = await t.request(listUserActivityLog, {
      params: { userId: user.id },
      query: { take: 1 },
      as: by(user),
    });
    expect(ok(english).data).toHaveLength(1);
    expect(ok(english).data[0]?.courseName).toBe('Leading Teams');
  });

  it("answers 404 for another user's id and another organization's lesson; courses-003 when not enrolled", async () => {
    const course = await buildCourse(t.db, org.id, { sections: [1] });
    const lesson = course.sections[0]?.subsectionIds[0] as number;
    const user = await newLearner();
    const peer = await newLearner();
    await enrol(course.id, user.id);
    await enrol(course.id, peer.id);

    const forPeer = await t.request(markSubsectionFinished, {
      params: { userId: peer.id, subsectionId: lesson },
      as: by(user),
    });
    expect(forPeer.status).toBe(404);

    const foreignCourse = await buildCourse(t.db, other.id, { sections: [1] });
    const foreignLesson = foreignCourse.sections[0]?.subsectionIds[0] as number;
    expect((await mark(user, foreignLesson)).status).toBe(404);

    const outsider = await newLearner();
    const refused = await mark(outsider, lesson);
    expect(refused.status).toBe(403);
    expect(errorCodeOf(refused)).toBe('courses-003');
    expect((await mark(user, 2_000_000_000)).status).toBe(404);
  });
});

describe('progress, resume and statistics', () => {
  it('answers progress per section and for the course', async () => {
    const course = await buildCourse(t.db, org.id, { sections: [2, 2] });
    const user = await newLearner();
    await enrol(course.id, user.id);
    const [a, b] = (course.sections[0]?.subsectionIds ?? []) as [number, number];
    await mark(user, a);
    await mark(user, b);
    const res = await t.request(getCourseSectionsProgress, { params: { courseId: course.id }, as: by(user) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      finished: 2,
      required: 4,
      progress: 0.5,
      isCompleted: false,
      sections: [
        { sectionId: course.sections[0]?.id, finished: 2, required: 2, progress: 1, isCompleted: true },
        { sectionId: course.sections[1]?.id, finished: 0, required: 2, progress: 0, isCompleted: false },
      ],
    });
  });

  it('suggests the first unfinished lesson, then resumes the last visited one', async () => {
    const course = await buildCourse(t.db, org.id, { sections: [2, 1] });
    const user = await newLearner();
    await enrol(course.id, user.id);
    const [first, second] = (course.sections[0]?.subsectionIds ?? []) as [number, number];
    const third = course.sections[1]?.subsectionIds[0] as number;
    const params = { courseId: course.id };

    expect((await t.request(getLastVisitedSubsection, { params, as: by(user) })).body).toEqual({
      subsectionId: first,
      isLastVisited: false,
    });
    await mark(user, first);
    expect(ok(await t.request(getLastVisitedSubsection, { params, as: by(user) })).subsectionId).toBe(second);

    const set = await t.request(setLastVisitedSubsection, { params, body: { subsectionId: third }, as: by(user) });
    expect(set.body).toEqual({ subsectionId: third, isLastVisited: true });
    expect((await t.request(getLastVisitedSubsection, { params, as: by(user) })).body).toEqual({
      subsectionId: third,
      isLastVisited: true,
    });
    const foreign = await t.request(setLastVisitedSubsection, {
      params,
      body: { subsectionId: 2_000_000 },
      as: by(user),
    });
    expect(foreign.status).toBe(404);
  });

  it("counts the member's courses and lessons; another user's statistics answer 404", async () => {
    const user = await newLearner();
    const done = await buildCourse(t.db, org.id, { sections: [1] });
    const started = await buildCourse(t.db, org.id, { sections: [2] });
    const untouched = await buildCourse(t.db, org.id, { sections: [1] });
    for (const c of [done, started, untouched]) await enrol(c.id, user.id);
    await mark(user, done.sections[0]?.subsectionIds[0] as number);
    await mark(user, started.sections[0]?.subsectionIds[0] as number);

    const res = await t.request(getUserCourseStatistics, { params: { userId: user.id }, as: by(user) });
    expect(res.body).toEqual({
      enrolledCourses: 3,
      notStartedCourses: 1,
      inProgressCourses: 1,
      finishedCourses: 1,
      finishedLessons: 2,
      certificates: 0,
    });
    const peer = await newLearner();
    const refused = await t.request(getUserCourseStatistics, { params: { userId: peer.id }, as: by(user) });
    expect(refused.status).toBe(404);
    const log = await t.request(listUserActivityLog, { params: { userId: peer.id }, as: by(user) });
    expect(log.status).toBe(404);
  });
});
