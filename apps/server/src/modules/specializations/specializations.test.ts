import { enrollInSpecialization, getSpecialization, listSpecializations } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { courseEnrollees } from '../enrolment/enrolment.tables.ts';
import { specializationCourses, specializations, specializationTranslations } from './specializations.tables.ts';

let t: TestApp;
type Org = Awaited<ReturnType<typeof buildOrg>>;
let org: Org;
let learner: { id: number; token: string };
let free: { id: number; courseIds: number[] };
let paidId: number;

async function buildSpecialization(
  orgId: number,
  courseIds: number[],
  values: Partial<typeof specializations.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(specializations)
    .values({ organizationId: orgId, name: 'Data Specialist', description: 'Three courses', ...values })
    .returning();
  if (!row) throw new Error('not inserted');
  if (courseIds.length === 0) return row;
  await t.db
    .insert(specializationCourses)
    .values(
      courseIds.map((courseId, position) => ({ specializationId: row.id, courseId, position, weight: position + 1 })),
    );
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { self_enrollment_enabled: true } });
  const user = await buildUser(t.db, org, 'learner');
  learner = { id: user.id, token: await t.tokenFor(user.id, org.id) };
  const courses = [
    await buildCourse(t.db, org.id, { course: { name: 'Statistics' }, sections: [2] }),
    // A paid course in a free specialization: the specialization is the offer.
    await buildCourse(t.db, org.id, { course: { name: 'Python' }, offering: { price: 5000 }, sections: [1] }),
    await buildCourse(t.db, org.id, { course: { name: 'Visualisation' }, sections: [1] }),
  ];
  const row = await buildSpecialization(
    org.id,
    courses.map((c) => c.id),
  );
  await t.db
    .insert(specializationTranslations)
    .values({ specializationId: row.id, language: 'ar', name: 'أخصائي بيانات', description: 'ثلاث دورات' });
  free = { id: row.id, courseIds: courses.map((c) => c.id) };
  paidId = (await buildSpecialization(org.id, [courses[0]?.id as number], { name: 'Paid track', price: 20000 })).id;
});

afterAll(async () => {
  await t?.close();
});

/** The learner, as the caller. */
const asLearner = () => ({ orgId: org.id, token: learner.token });
const detailOf = (specializationId: number) =>
  t.request(getSpecialization, { params: { specializationId }, as: asLearner() });
const enrol = (specializationId: number) =>
  t.request(enrollInSpecialization, { params: { specializationId }, as: asLearner() });

describe('specializations', () => {
  it('are listed in the request language, with their number of courses', async () => {
    const res = await t.request(listSpecializations, { as: asLearner(), language: 'ar' });
    expect(res.status).toBe(200);
    expect(ok(res).total).toBe(2);
    const item = ok(res).data.find((s) => s.id === free.id);
    expect(item).toMatchObject({
      name: 'أخصائي بيانات',
      numberOfCourses: 3,
      isFree: true,
      isEnrolled: false,
      progress: null,
    });
  });

  it('show their courses in order as course cards', async () => {
    const res = await detailOf(free.id);
    expect(res.status).toBe(200);
    expect(ok(res).courses.map((c) => c.name)).toEqual(['Statistics', 'Python', 'Visualisation']);
    expect(ok(res).courses[1]).toMatchObject({ price: 5000, weight: 2, progress: null, isEnrolled: false });
  });

  it('enrol the learner in every course in one go, from the specialization, with weighted progress', async () => {
    const res = await enrol(free.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isEnrolled: true, progress: 0 });
    const rows = await t.db
      .select({ courseId: courseEnrollees.courseId, from: courseEnrollees.fromSpecializationId })
      .from(courseEnrollees)
      .where(eq(courseEnrollees.userId, learner.id));
    expect(rows.map((r) => r.courseId).sort()).toEqual([...free.courseIds].sort());
    expect(rows.every((r) => r.from === free.id)).toBe(true);

    // Weights 1, 2, 3: finishing the first course (weight 1) is one sixth of the specialization.
    await t.db
      .update(courseEnrollees)
      .set({ progress: 1, isFinished: true })
      .where(and(eq(courseEnrollees.userId, learner.id), eq(courseEnrollees.courseId, free.courseIds[0] as number)));
    const detail = await detailOf(free.id);
    expect(ok(detail).progress).toBeCloseTo(1 / 6);
    expect(ok(detail).courses[0]).toMatchObject({ progress: 1, isFinished: true, isEnrolled: true });

    const again = await enrol(free.id);
    expect(again.status).toBe(201);
  });

  it('answer a clear code for a paid specialization, and 404 for another organization’s', async () => {
    const paid = await enrol(paidId);
    expect(paid.status).toBe(402);
    expect(errorCodeOf(paid)).toBe('specializations-001');
    const other = await buildOrg(t.db);
    const foreign = await buildSpecialization(other.id, []);
    expect((await detailOf(foreign.id)).status).toBe(404);
  });

  it('keep guests out unless the organization lets them browse courses', async () => {
    expect((await t.request(listSpecializations, { orgId: org.id })).status).toBe(401);
  });
});
