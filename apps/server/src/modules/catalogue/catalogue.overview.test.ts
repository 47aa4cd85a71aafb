import { getCourseOverview } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { courseSections, courseSubsections } from '../course-content/course-content.tables.ts';
import { courseTranslations } from '../courses/courses.tables.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let instructor: { id: number; token: string };
let hiddenId: number;
let learner: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { self_enrollment_enabled: true } });
  const i = await buildUser(t.db, org, 'instructor', { firstName: 'Omar' });
  instructor = { id: i.id, token: await t.tokenFor(i.id, org.id) };
  hiddenId = (await buildUser(t.db, org, 'instructor', { firstName: 'Ghost' })).id;
  learner = await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id);
});
afterAll(() => t?.close());

describe('the public overview', () => {
  it('shows the outline of published content, visible instructors, and what a guest must do to enrol', async () => {
    const course = await buildCourse(t.db, org.id, {
      course: { name: 'Statistics', description: 'All about data', maxEnrollmentCount: 20 },
      instructorIds: [instructor.id],
      hiddenInstructorIds: [hiddenId],
      sections: [2, 1],
    });
    const [draftSection] = await t.db
      .insert(courseSections)
      .values({ organizationId: org.id, courseId: course.id, name: 'Unpublished', position: 9 })
      .returning();
    await t.db.insert(courseSubsections).values({
      organizationId: org.id,
      courseId: course.id,
      sectionId: course.sections[0]?.id as number,
      name: 'Draft lesson',
      isPublished: false,
      position: 9,
    });
    await t.db
      .insert(courseTranslations)
      .values({ courseId: course.id, language: 'ar', name: 'الإحصاء', description: 'كل شيء عن البيانات' });

    const res = await t.request(getCourseOverview, { params: { courseId: course.id }, orgId: org.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Statistics',
      description: 'All about data',
      seatsLeft: 20,
      enrollmentWindow: 'open',
      isPublished: true,
      enrolment: null,
      canEnroll: false,
      cannotEnrollReason: 'common-009',
    });
    expect(ok(res).instructors.map((i) => i.id)).toEqual([instructor.id]);
    expect(JSON.stringify(res.body)).not.toContain('Ghost');
    expect(ok(res).outline).toEqual([
      {
        id: course.sections[0]?.id,
        name: 'Section 1',
        week: 1,
        subsections: [
          { id: course.sections[0]?.subsectionIds[0], name: 'Lesson 1.1', isOptional: false },
          { id: course.sections[0]?.subsectionIds[1], name: 'Lesson 1.2', isOptional: false },
        ],
      },
      {
        id: course.sections[1]?.id,
        name: 'Section 2',
        week: 1,
        subsections: [expect.objectContaining({ name: 'Lesson 2.1' })],
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(String(draftSection?.name));
    expect(JSON.stringify(res.body)).not.toContain('Text of lesson');

    const ar = await t.request(getCourseOverview, {
      params: { courseId: course.id },
      language: 'ar',
      as: { orgId: org.id, token: learner },
    });
    expect(ar.body).toMatchObject({ name: 'الإحصاء', description: 'كل شيء عن البيانات', canEnroll: true });
  });

  it('hides an unpublished course from all but its authors', async () => {
    const draft = await buildCourse(t.db, org.id, { course: { isPublished: false }, instructorIds: [instructor.id] });
    const asLearner = await t.request(getCourseOverview, {
      params: { courseId: draft.id },
      as: { orgId: org.id, token: learner },
    });
    expect(asLearner.status).toBe(404);
    const preview = await t.request(getCourseOverview, {
      params: { courseId: draft.id },
      as: { orgId: org.id, token: instructor.token },
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ isPublished: false, canEnroll: false, cannotEnrollReason: 'courses-011' });
  });

  it('explains a paid course and a coming-soon course', async () => {
    const paid = await buildCourse(t.db, org.id, { offering: { price: 19_900, oldPrice: 25_000, isDiscounted: true } });
    const res = await t.request(getCourseOverview, {
      params: { courseId: paid.id },
      as: { orgId: org.id, token: learner },
    });
    expect(res.body).toMatchObject({
      price: 19_900,
      isDiscounted: true,
      canEnroll: false,
      cannotEnrollReason: 'courses-001',
    });
    const soon = await buildCourse(t.db, org.id, { course: { isComingSoon: true } });
    const soonRes = await t.request(getCourseOverview, { params: { courseId: soon.id }, orgId: org.id });
    expect(soonRes.body).toMatchObject({ isComingSoon: true, cannotEnrollReason: 'courses-007' });
  });
});
