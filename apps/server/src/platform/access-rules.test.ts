/**
 * The access guard through real calls of the app: object rules answered by the modules that own
 * the rows (`courseAuthor`, `courseLearner`), any-of permissions, and configuration flags (their
 * own codes, anonymous view for guests only, and before the rule).
 */
import {
  createCourse,
  getCourseOverview,
  issueCourseCertificates,
  listCourseSections,
  listCourses,
  updateCourse,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { buildAuthor, buildCourse, buildLearner } from '../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let course: Awaited<ReturnType<typeof buildCourse>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  course = await buildCourse(t.db, org.id, { sections: [1] });
});
afterAll(() => t?.close());

describe('the courseAuthor rule', () => {
  it("lets the course's instructor through, refuses another instructor (403) and another organization (404)", async () => {
    const author = await buildAuthor(t, org, course);
    const mine = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { city: 'Riyadh' },
      as: author,
    });
    expect(mine.status).toBe(200);
    if (mine.status === 200) expect(mine.body.city).toBe('Riyadh');

    const stranger = await buildSignedInMember(t, org, 'instructor');
    const refused = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { city: 'Jeddah' },
      as: stranger,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'common-007' });

    const other = await buildOrg(t.db);
    const foreignAdmin = await buildSignedInMember(t, other, 'organization_admin');
    const hidden = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { city: 'Jeddah' },
      as: foreignAdmin,
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ errorCode: 'common-002' });
  });

  it('runs after validation: invalid input answers 400 whoever sends it, as when services checked', async () => {
    const stranger = await buildSignedInMember(t, org, 'instructor');
    const res = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { name: '' },
      as: stranger,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'validation' });
  });
});

describe('any-of member permissions', () => {
  it('let an instructor or an administrator create a course, and refuse a learner', async () => {
    const body = { name: 'Any of' };
    const learner = await buildSignedInMember(t, org, 'learner');
    const refused = await t.request(createCourse, { body, as: learner });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'common-007' });
    for (const set of ['instructor', 'organization_admin'] as const) {
      const creator = await buildSignedInMember(t, org, set);
      expect((await t.request(createCourse, { body, as: creator })).status).toBe(201);
    }
  });
});

describe('the courseLearner rule', () => {
  it('refuses a member who is not enrolled (courses-003) and lets a learner and an author in', async () => {
    const outsider = await buildLearner(t, org);
    const refused = await t.request(listCourseSections, { params: { courseId: course.id }, as: outsider });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'courses-003' });

    const learner = await buildLearner(t, org, { enrolledIn: [course] });
    const learning = await t.request(listCourseSections, { params: { courseId: course.id }, as: learner });
    expect(learning.status).toBe(200);
    if (learning.status === 200) expect(learning.body.viewer).toEqual({ isAuthor: false, isEnrolled: true });

    const author = await buildAuthor(t, org, course);
    const preview = await t.request(listCourseSections, { params: { courseId: course.id }, as: author });
    expect(preview.status).toBe(200);
    if (preview.status === 200) expect(preview.body.viewer).toEqual({ isAuthor: true, isEnrolled: false });
  });
});

describe('the courseViewer rule of a public call', () => {
  it('shows a published course to guests and an unpublished one only to its authors', async () => {
    expect((await t.request(getCourseOverview, { params: { courseId: course.id }, orgId: org.id })).status).toBe(200);
    const draft = await buildCourse(t.db, org.id, { course: { isPublished: false } });
    const guest = await t.request(getCourseOverview, { params: { courseId: draft.id }, orgId: org.id });
    expect(guest.status).toBe(404);
    const author = await buildAuthor(t, org, draft);
    expect((await t.request(getCourseOverview, { params: { courseId: draft.id }, as: author })).status).toBe(200);
  });
});

describe('configuration flags', () => {
  it('let guests browse the catalogue only while anonymous course view is on; members whatever its value', async () => {
    const closed = await buildOrg(t.db);
    const guest = await t.request(listCourses, { orgId: closed.id });
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ errorCode: 'common-009' });
    const learner = await buildSignedInMember(t, closed, 'learner');
    expect((await t.request(listCourses, { as: learner })).status).toBe(200);

    const open = await buildOrg(t.db, { configuration: { anonymous_course_view: true } });
    expect((await t.request(listCourses, { orgId: open.id })).status).toBe(200);
  });

  it("answer the flag's own code while it is off, before the object rule", async () => {
    const author = await buildAuthor(t, org, course);
    const stranger = await buildSignedInMember(t, org, 'instructor');
    for (const caller of [author, stranger]) {
      const res = await t.request(issueCourseCertificates, {
        params: { courseId: course.id },
        body: { userIds: [author.id] },
        as: caller,
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ errorCode: 'certificates-001' });
    }

    const certifying = await buildOrg(t.db, { configuration: { certificates_enabled: true } });
    const itsCourse = await buildCourse(t.db, certifying.id);
    const itsStranger = await buildSignedInMember(t, certifying, 'instructor');
    const refused = await t.request(issueCourseCertificates, {
      params: { courseId: itsCourse.id },
      body: { userIds: [itsStranger.id] },
      as: itsStranger,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'common-007' });
  });
});
