import { addCourseInstructor, type InstructorCandidate, listInstructorCandidates } from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildAuthor, buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, joinOrg } from '../../test/factories.ts';
import type { PredefinedSetSlug } from '../organizations/organizations.provision.ts';
import { users } from '../users/users.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string; orgId: number };

let t: TestApp;
let org: Org;
let other: Org;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
});
afterAll(() => t?.close());

const member = (target: Org, set: PredefinedSetSlug, firstName: string, names: { ar?: string } = {}) =>
  buildSignedInMember(t, target, set, {
    email: `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    firstName,
    lastName: 'Candidate',
    ...(names.ar ? { firstNameAr: names.ar, lastNameAr: 'المرشحة' } : {}),
  });

async function candidates(
  courseId: number,
  as: Member,
  query: { search?: string; skip?: number; take?: number } = {},
  language: 'en' | 'ar' = 'en',
) {
  const res = await t.request(listInstructorCandidates, { params: { courseId }, query, as, language });
  expect(res.status).toBe(200);
  return res.body as { data: InstructorCandidate[]; total: number };
}

describe('the members who may be made instructors of a course', () => {
  it("lists the active holders of the instructor or administrator portal, by name, saying who teaches it; learners, deactivated members and other organizations' members are not", async () => {
    const course = await buildCourse(t.db, org.id);
    const author = await buildAuthor(t, org, course);
    await t.db.update(users).set({ firstName: 'Aaron' }).where(eq(users.id, author.id));
    const administrator = await member(org, 'organization_admin', 'Bushra');
    const instructor = await member(org, 'instructor', 'Caleb');
    await member(org, 'learner', 'Dana');
    const gone = await member(org, 'instructor', 'Eli');
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    const pending = await member(org, 'instructor', 'Fadi');
    await t.db.update(users).set({ requiresApproval: true }).where(eq(users.id, pending.id));
    // An instructor elsewhere is a learner here, and another organization's instructor is not a member at all.
    const elsewhere = await member(other, 'instructor', 'Ghada');
    await joinOrg(t, org, elsewhere.id, 'learner');
    await member(other, 'instructor', 'Hani');

    const all = await candidates(course.id, author);
    expect(all.total).toBe(3);
    expect(all.data.map((c) => [c.id, c.firstName, c.isInstructor])).toEqual([
      [author.id, 'Aaron', true],
      [administrator.id, 'Bushra', false],
      [instructor.id, 'Caleb', false],
    ]);
    expect(all.data[1]).toMatchObject({ lastName: 'Candidate', profileImage: null });
    expect(all.data[1]?.email).toMatch(/^bushra-/);

    // Paged, with the total of the filter; made an instructor, a candidate says so.
    const second = await candidates(course.id, author, { skip: 1, take: 1 });
    expect(second).toEqual({ total: 3, data: [expect.objectContaining({ id: administrator.id })] });
    const added = await t.request(addCourseInstructor, {
      params: { courseId: course.id },
      body: { userId: instructor.id, isHidden: true },
      as: author,
    });
    expect(added.status).toBe(200);
    const after = await candidates(course.id, author, { search: 'caleb' });
    expect(after.data).toEqual([expect.objectContaining({ id: instructor.id, isInstructor: true })]);
    expect((await candidates(course.id, author, { skip: 5 })).total).toBe(3);
  });

  it('finds an Arabic name written with another alef or taa marbuta, and by e-mail', async () => {
    const course = await buildCourse(t.db, org.id);
    const author = await buildAuthor(t, org, course);
    const usama = await member(org, 'instructor', 'Usama', { ar: 'أسامة' });
    for (const search of ['اسامه', 'إسامة', 'أسامة المرشحة']) {
      const found = await candidates(course.id, author, { search });
      expect(
        found.data.map((c) => c.id),
        search,
      ).toEqual([usama.id]);
    }
    const arabic = await candidates(course.id, author, { search: 'اسامه' }, 'ar');
    expect(arabic.data[0]).toMatchObject({ firstName: 'أسامة', lastName: 'المرشحة' });
    const email = arabic.data[0]?.email ?? '';
    expect((await candidates(course.id, author, { search: email.toUpperCase() })).data.map((c) => c.id)).toEqual([
      usama.id,
    ]);
    expect((await candidates(course.id, author, { search: 'اسامة الاول' })).total).toBe(0);
  });

  it("answers 404 for another organization's course and refuses members who do not author the course", async () => {
    const course = await buildCourse(t.db, org.id);
    const author = await buildAuthor(t, org, course);
    const foreign = await buildCourse(t.db, other.id);
    const res = await t.request(listInstructorCandidates, { params: { courseId: foreign.id }, as: author });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ errorCode: 'common-002' });

    const learner = await member(org, 'learner', 'Iman');
    const otherCourseInstructor = await buildAuthor(t, org, await buildCourse(t.db, org.id));
    for (const who of [learner, otherCourseInstructor]) {
      const denied = await t.request(listInstructorCandidates, { params: { courseId: course.id }, as: who });
      expect(denied.status).toBe(403);
      expect(denied.body).toMatchObject({ errorCode: 'common-007' });
    }
  });
});
