import {
  createCourse,
  createCourseAnnouncement,
  createCourseSubsection,
  updateCourse,
  updateCourseSubsection,
  upsertCourseTranslation,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';

/** Script injection through every write of rich text: what is stored (and sent to learners) cannot run. */
const injection =
  '<p dir="auto" onclick="steal()">مرحبا</p><script>alert(1)</script>' +
  '<a href="javascript:alert(2)">link</a><img src="x" onerror="alert(3)">';
const unsafe = /script|onclick|onerror|javascript:|alert/i;

let t: TestApp;
let orgId: number;
let instructor: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const org = await buildOrg(t.db);
  orgId = org.id;
  instructor = await buildSignedInMember(t, org, 'instructor');
});
afterAll(() => t?.close());

/** The instructor, as the caller. */
const by = () => ({ orgId, token: instructor.token });

describe('rich text is sanitized at every write', () => {
  it('lesson bodies, created and changed', async () => {
    const course = await buildCourse(t.db, orgId, { instructorIds: [instructor.id], sections: [0] });
    const sectionId = course.sections[0]?.id as number;
    const created = await t.request(createCourseSubsection, {
      params: { sectionId },
      body: { name: 'L', content: injection },
      as: by(),
    });
    expect(created.status).toBe(201);
    expect(ok(created).content).not.toMatch(unsafe);
    expect(ok(created).content).toContain('<p dir="auto">مرحبا</p>');
    const changed = await t.request(updateCourseSubsection, {
      params: { subsectionId: ok(created).id },
      body: { content: injection },
      as: by(),
    });
    expect(ok(changed).content).not.toMatch(unsafe);
  });

  it("a course's descriptions, in its language and in a translation", async () => {
    const created = await t.request(createCourse, { body: { name: 'Rich', description: injection }, as: by() });
    expect(created.status).toBe(201);
    expect(ok(created).description).not.toMatch(unsafe);
    const courseId = ok(created).id;
    const changed = await t.request(updateCourse, {
      params: { courseId },
      body: { welcomeMessage: injection, courseSyllabus: injection },
      as: by(),
    });
    expect(ok(changed).welcomeMessage).not.toMatch(unsafe);
    expect(ok(changed).welcomeMessage).toContain('<p dir="auto">مرحبا</p>');
    expect(ok(changed).courseSyllabus).not.toMatch(unsafe);
    const translation = await t.request(upsertCourseTranslation, {
      params: { courseId },
      body: {
        language: 'ar',
        name: 'غني',
        description: injection,
        welcomeMessage: injection,
        courseSyllabus: injection,
      },
      as: by(),
    });
    expect(ok(translation).description).not.toMatch(unsafe);
    expect(ok(translation).welcomeMessage).not.toMatch(unsafe);
    expect(ok(translation).welcomeMessage).toContain('<p dir="auto">مرحبا</p>');
    expect(ok(translation).courseSyllabus).not.toMatch(unsafe);
  });

  it('course announcements', async () => {
    const course = await buildCourse(t.db, orgId, { instructorIds: [instructor.id] });
    const res = await t.request(createCourseAnnouncement, {
      params: { courseId: course.id },
      body: { title: 'News', content: injection },
      as: by(),
    });
    expect(res.status).toBe(201);
    expect(ok(res).content).not.toMatch(unsafe);
    expect(ok(res).content).toContain('مرحبا');
  });
});
