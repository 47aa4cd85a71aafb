import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
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

const as = (body?: unknown) => ({ orgId, token: instructor.token, body });

describe('rich text is sanitized at every write', () => {
  it('lesson bodies, created and changed', async () => {
    const course = await buildCourse(t.db, orgId, { instructorIds: [instructor.id], sections: [0] });
    const sectionId = course.sections[0]?.id as number;
    const created = await t.call(
      'POST',
      `/api/course-sections/${sectionId}/subsections`,
      as({ name: 'L', content: injection }),
    );
    expect(created.status).toBe(201);
    expect(created.body.content).not.toMatch(unsafe);
    expect(created.body.content).toContain('<p dir="auto">مرحبا</p>');
    const changed = await t.call('PATCH', `/api/course-subsections/${created.body.id}`, as({ content: injection }));
    expect(changed.body.content).not.toMatch(unsafe);
  });

  it("a course's descriptions, in its language and in a translation", async () => {
    const created = await t.call('POST', '/api/courses', as({ name: 'Rich', description: injection }));
    expect(created.status).toBe(201);
    expect(created.body.description).not.toMatch(unsafe);
    const courseId = created.body.id;
    const changed = await t.call(
      'PATCH',
      `/api/courses/${courseId}`,
      as({ welcomeMessage: injection, courseSyllabus: injection }),
    );
    expect(changed.body.welcomeMessage).not.toMatch(unsafe);
    expect(changed.body.welcomeMessage).toContain('<p dir="auto">مرحبا</p>');
    expect(changed.body.courseSyllabus).not.toMatch(unsafe);
    const translation = await t.call(
      'POST',
      `/api/courses/${courseId}/translations`,
      as({ language: 'ar', name: 'غني', description: injection, welcomeMessage: injection, courseSyllabus: injection }),
    );
    expect(translation.body.description).not.toMatch(unsafe);
    expect(translation.body.welcomeMessage).not.toMatch(unsafe);
    expect(translation.body.welcomeMessage).toContain('<p dir="auto">مرحبا</p>');
    expect(translation.body.courseSyllabus).not.toMatch(unsafe);
  });

  it('course announcements', async () => {
    const course = await buildCourse(t.db, orgId, { instructorIds: [instructor.id] });
    const res = await t.call(
      'POST',
      `/api/courses/${course.id}/announcements`,
      as({ title: 'News', content: injection }),
    );
    expect(res.status).toBe(201);
    expect(res.body.content).not.toMatch(unsafe);
    expect(res.body.content).toContain('مرحبا');
  });
});
