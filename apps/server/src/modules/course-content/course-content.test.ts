import {
  getCourseSubsection,
  getMedia,
  listCourseSections,
  listCourseSubsectionIds,
  markSubsectionFinished,
  unmarkSubsectionFinished,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildAuthor, buildCourse, buildLearner, enrolDirectly } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { buildMedia } from '../../test/media-factories.ts';
import { media } from '../media/media.tables.ts';
import {
  courseSectionPrerequisites,
  courseSections,
  courseSubsections,
  subsectionAttachments,
} from './course-content.tables.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let learnerId: number;
let learner: string;
let stranger: string;
let instructor: string;
let otherOrgLearner: string;
let course: Awaited<ReturnType<typeof buildCourse>>;

const DAY = 24 * 3600 * 1000;

/** The member whose token is `token`, as the caller in `org`. */
const by = (token: string) => ({ orgId: org.id, token });
const sectionsOf = (courseId: number, token: string) =>
  t.request(listCourseSections, { params: { courseId }, as: by(token) });
const lessonOf = (subsectionId: number, token: string) =>
  t.request(getCourseSubsection, { params: { subsectionId }, as: by(token) });

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  course = await buildCourse(t.db, org.id, { sections: [2, 2, 1] });
  const enrolled = await buildLearner(t, org, { enrolledIn: [course] });
  learnerId = enrolled.id;
  learner = enrolled.token;
  stranger = (await buildLearner(t, org)).token;
  instructor = (await buildAuthor(t, org, course)).token;
  // The same course offered to another organization: its learner is enrolled there, not here.
  otherOrgLearner = (await buildLearner(t, other, { enrolledIn: [course] })).token;
});
afterAll(() => t?.close());

describe('GET /api/courses/:courseId/sections', () => {
  it('answers the sections in order with their lessons, for an enrolled learner', async () => {
    const res = await sectionsOf(course.id, learner);
    expect(res.status).toBe(200);
    expect(ok(res).viewer).toEqual({ isAuthor: false, isEnrolled: true });
    expect(ok(res).data.map((s) => s.name)).toEqual(['Section 1', 'Section 2', 'Section 3']);
    expect(ok(res).data[0]?.subsections.map((s) => s.name)).toEqual(['Lesson 1.1', 'Lesson 1.2']);
    expect(ok(res).data[0]).toMatchObject({
      isLocked: false,
      lockReason: null,
      isFinished: false,
      completion: { finished: 0, required: 2, progress: 0, isCompleted: false },
    });
  });

  it('leaves out unpublished sections and lessons for learners, shows them to authors', async () => {
    const extra = await buildCourse(t.db, org.id, { sections: [2, 1] });
    await enrolDirectly(t.db, { orgId: org.id, courseId: extra.id, userId: learnerId });
    const [hiddenSection, shown] = extra.sections;
    await t.db
      .update(courseSections)
      .set({ isPublished: false })
      .where(eq(courseSections.id, hiddenSection?.id ?? 0));
    await t.db
      .update(courseSubsections)
      .set({ isPublished: false })
      .where(eq(courseSubsections.id, shown?.subsectionIds[0] ?? 0));
    const asLearner = await sectionsOf(extra.id, learner);
    expect(ok(asLearner).data).toHaveLength(1);
    expect(ok(asLearner).data[0]?.subsections).toHaveLength(0);

    const admin = await t.tokenFor((await buildUser(t.db, org, 'organization_admin', { type: 'ADMIN' })).id, org.id);
    const asAuthor = await sectionsOf(extra.id, admin);
    expect(asAuthor.status).toBe(200);
    expect(ok(asAuthor).viewer).toEqual({ isAuthor: true, isEnrolled: false });
    expect(ok(asAuthor).data).toHaveLength(2);
    expect(ok(asAuthor).data[0]?.isPublished).toBe(false);
  });

  it('lets the course instructor preview without enrolling', async () => {
    const res = await sectionsOf(course.id, instructor);
    expect(res.status).toBe(200);
    expect(ok(res).viewer.isAuthor).toBe(true);
  });

  it('refuses a member who is not enrolled (courses-003), a guest (401) and another organization (404)', async () => {
    const notEnrolled = await sectionsOf(course.id, stranger);
    expect(notEnrolled.status).toBe(403);
    expect(errorCodeOf(notEnrolled)).toBe('courses-003');
    const guest = await t.request(listCourseSections, { params: { courseId: course.id }, orgId: org.id });
    expect(guest.status).toBe(401);
    const foreign = await t.request(listCourseSections, {
      params: { courseId: course.id },
      as: { orgId: other.id, token: otherOrgLearner },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('GET /api/course-subsections/:subsectionId', () => {
  it('answers the lesson with content, attachments and its neighbours in course order', async () => {
    const ids = course.sections.flatMap((s) => s.subsectionIds);
    const second = ids[1] as number;
    const [file] = await t.db
      .insert(media)
      .values({
        organizationId: org.id,
        key: 'k',
        fileName: 'slides.pdf',
        url: '/media/slides.pdf',
        mime: 'application/pdf',
        sizeKB: 120,
      })
      .returning();
    await t.db.insert(subsectionAttachments).values({ subsectionId: second, mediaId: file?.id ?? 0 });
    await t.db
      .update(courseSubsections)
      .set({ videoUrl: 'https://www.youtube.com/watch?v=abc', isOptional: true, weight: 3 })
      .where(eq(courseSubsections.id, second));

    const res = await lessonOf(second, learner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: second,
      courseId: course.id,
      name: 'Lesson 1.2',
      sectionName: 'Section 1',
      content: 'Text of lesson 1.2',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
      attachments: [{ fileName: 'slides.pdf', url: '/media/slides.pdf', mime: 'application/pdf', sizeKB: 120 }],
      isOptional: true,
      weight: 3,
      previousSubsectionId: ids[0],
      nextSubsectionId: ids[2],
      isFinished: false,
      canMarkFinished: true,
      notes: [],
    });
    const first = await lessonOf(ids[0] as number, learner);
    expect(ok(first).previousSubsectionId).toBeNull();
    const last = await lessonOf(ids.at(-1) as number, learner);
    expect(ok(last).nextSubsectionId).toBeNull();
  });

  it('answers the ordered lesson ids', async () => {
    const res = await t.request(listCourseSubsectionIds, { params: { courseId: course.id }, as: by(learner) });
    expect(ok(res).data).toEqual(course.sections.flatMap((s) => s.subsectionIds));
  });

  it('answers 404 for an unpublished lesson to a learner and for another organization', async () => {
    const extra = await buildCourse(t.db, org.id, { sections: [1] });
    await enrolDirectly(t.db, { orgId: org.id, courseId: extra.id, userId: learnerId });
    const id = extra.sections[0]?.subsectionIds[0] ?? 0;
    await t.db.update(courseSubsections).set({ isPublished: false }).where(eq(courseSubsections.id, id));
    expect((await lessonOf(id, learner)).status).toBe(404);
    const foreign = await t.request(getCourseSubsection, {
      params: { subsectionId: course.sections[0]?.subsectionIds[0] as number },
      as: { orgId: other.id, token: otherOrgLearner },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("a lesson's files (restricted uses of the media registry)", () => {
  it('open for enrolled learners of a published lesson and for authors; others are told to enrol or not found', async () => {
    const paid = await buildCourse(t.db, org.id, { sections: [2] });
    await enrolDirectly(t.db, { orgId: org.id, courseId: paid.id, userId: learnerId });
    const author = (await buildAuthor(t, org, paid)).token;
    const [shown, hidden] = paid.sections[0]?.subsectionIds ?? [];
    const video = await buildMedia(t.db, org.id, { type: 'VIDEO', fileName: 'lesson.mp4' });
    const attachment = await buildMedia(t.db, org.id, { fileName: 'notes.pdf', type: 'FILE' });
    const draft = await buildMedia(t.db, org.id, { fileName: 'draft.pdf', type: 'FILE' });
    await t.db
      .update(courseSubsections)
      .set({ videoMediaId: video.id })
      .where(eq(courseSubsections.id, shown ?? 0));
    await t.db.insert(subsectionAttachments).values([
      { subsectionId: shown ?? 0, mediaId: attachment.id },
      { subsectionId: hidden ?? 0, mediaId: draft.id },
    ]);
    await t.db
      .update(courseSubsections)
      .set({ isPublished: false })
      .where(eq(courseSubsections.id, hidden ?? 0));
    const get = (mediaId: number, token: string) => t.request(getMedia, { params: { mediaId }, as: by(token) });

    for (const file of [video, attachment]) {
      const opened = await get(file.id, learner);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ isPublic: false, downloadUrl: expect.stringContaining('?token=') });
      expect((await get(file.id, author)).status).toBe(200);
      const notEnrolled = await get(file.id, stranger);
      expect(notEnrolled.status).toBe(403);
      expect(errorCodeOf(notEnrolled)).toBe('courses-003');
    }
    // An unpublished lesson's file: its authors only.
    expect((await get(draft.id, learner)).status).toBe(404);
    expect((await get(draft.id, author)).status).toBe(200);
  });
});

describe('locked sections', () => {
  const finish = (userId: number, subsectionId: number, token: string) =>
    t.request(markSubsectionFinished, { params: { userId, subsectionId }, as: by(token) });

  it('locks a section until its unlock date, on the server', async () => {
    const locked = await buildCourse(t.db, org.id, { sections: [1, 1] });
    await enrolDirectly(t.db, { orgId: org.id, courseId: locked.id, userId: learnerId });
    const later = locked.sections[1] as { id: number; subsectionIds: number[] };
    await t.db
      .update(courseSections)
      .set({ unlockStartDate: new Date(Date.now() + 3 * DAY) })
      .where(eq(courseSections.id, later.id));
    const sections = await sectionsOf(locked.id, learner);
    expect(ok(sections).data[1]).toMatchObject({ isLocked: true, lockReason: 'unlockDate' });
    expect(ok(sections).data[1]?.subsections[0]).toMatchObject({ isLocked: true, description: '' });

    const lessonId = later.subsectionIds[0] as number;
    const lesson = await lessonOf(lessonId, learner);
    expect(lesson.status).toBe(403);
    expect(errorCodeOf(lesson)).toBe('courses-008');
    const mark = await finish(learnerId, lessonId, learner);
    expect(mark.status).toBe(403);
    expect(errorCodeOf(mark)).toBe('courses-008');

    await t.db
      .update(courseSections)
      .set({ unlockStartDate: new Date(Date.now() - DAY) })
      .where(eq(courseSections.id, later.id));
    expect((await lessonOf(lessonId, learner)).status).toBe(200);
  });

  it('locks a section until its prerequisite sections are finished (optional lessons do not count)', async () => {
    const chained = await buildCourse(t.db, org.id, { sections: [2, 1] });
    await enrolDirectly(t.db, { orgId: org.id, courseId: chained.id, userId: learnerId });
    const [first, second] = chained.sections as { id: number; subsectionIds: number[] }[];
    const [required, optional] = first?.subsectionIds ?? [];
    await t.db
      .insert(courseSectionPrerequisites)
      .values({ sectionId: second?.id ?? 0, prerequisiteId: first?.id ?? 0 });
    await t.db
      .update(courseSubsections)
      .set({ isOptional: true })
      .where(eq(courseSubsections.id, optional ?? 0));
    const lockedLesson = second?.subsectionIds[0] as number;

    const before = await sectionsOf(chained.id, learner);
    expect(ok(before).data[1]).toMatchObject({
      isLocked: true,
      lockReason: 'prerequisites',
      prerequisites: [{ id: first?.id, name: 'Section 1' }],
    });
    const refused = await finish(learnerId, lockedLesson, learner);
    expect(errorCodeOf(refused)).toBe('courses-008');
    expect(errorCodeOf(await lessonOf(lockedLesson, learner))).toBe('courses-008');

    await finish(learnerId, required as number, learner);
    const after = await sectionsOf(chained.id, learner);
    expect(ok(after).data[0]?.isFinished).toBe(true);
    expect(ok(after).data[1]).toMatchObject({ isLocked: false, lockReason: null });
    expect((await lessonOf(lockedLesson, learner)).status).toBe(200);

    // Un-finishing the prerequisite locks the section again.
    await t.request(unmarkSubsectionFinished, {
      params: { userId: learnerId, subsectionId: required as number },
      as: by(learner),
    });
    const again = await lessonOf(lockedLesson, learner);
    expect(errorCodeOf(again)).toBe('courses-008');
  });

  it('never locks an author out (preview)', async () => {
    const instructorId = (await buildUser(t.db, org, 'instructor')).id;
    const token = await t.tokenFor(instructorId, org.id);
    const chained = await buildCourse(t.db, org.id, { sections: [1, 1], instructorIds: [instructorId] });
    const [first, second] = chained.sections as { id: number; subsectionIds: number[] }[];
    await t.db
      .insert(courseSectionPrerequisites)
      .values({ sectionId: second?.id ?? 0, prerequisiteId: first?.id ?? 0 });
    const sections = await sectionsOf(chained.id, token);
    expect(ok(sections).data[1]?.isLocked).toBe(false);
    const lessonId = second?.subsectionIds[0] as number;
    const lesson = await lessonOf(lessonId, token);
    expect(lesson.status).toBe(200);
    expect(ok(lesson).canMarkFinished).toBe(false);
    const mark = await finish(instructorId, lessonId, token);
    expect(errorCodeOf(mark)).toBe('courses-003');
  });
});
