import { type CallQuery, listOrganizationCourses, setCoursePublished } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse, offerCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';
import { expectSortable } from '../../test/sorting.ts';
import { courseCategories, courseTranslations } from './courses.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string };

let t: TestApp;
let org: Org;
let other: Org;
let admin: Member;
let instructor: Member;
let foreignAdmin: Member;
const ids = { science: 0, algebra: 0, arabic: 0, biology: 0, zoology: 0 };

const PATH = '/api/org-courses-management/courses';
/** `who` as the caller, in `org`. */
const by = (who: Member) => ({ orgId: org.id, token: who.token });

async function list(
  query: CallQuery<typeof listOrganizationCourses> = {},
  who: Member = admin,
  language: 'en' | 'ar' = 'en',
) {
  const res = await t.request(listOrganizationCourses, { query: { take: 100, ...query }, as: by(who), language });
  expect(res.status).toBe(200);
  return ok(res);
}
const idsOf = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await buildSignedInMember(t, org, 'organization_admin');
  instructor = await buildSignedInMember(t, org, 'instructor', { firstName: 'Omar', lastName: 'Farouk' });
  foreignAdmin = await buildSignedInMember(t, other, 'organization_admin');
  const [parent] = await t.db
    .insert(courseCategories)
    .values({ organizationId: org.id, name: 'Science', nameAr: 'العلوم' })
    .returning();
  const [child] = await t.db
    .insert(courseCategories)
    .values({ organizationId: org.id, name: 'Physics', nameAr: 'الفيزياء', parentId: parent?.id ?? null })
    .returning();
  ids.science = parent?.id ?? 0;
  const day = (n: number) => new Date(Date.UTC(2030, 0, n));
  // Four courses of the organization, oldest first: published or not, approved, pending, rejected.
  ids.algebra = (
    await buildCourse(t.db, org.id, {
      course: { name: 'Algebra', createdAt: day(1), categoryId: parent?.id ?? null },
      offering: { numberOfEnrollees: 5 },
      instructorIds: [instructor.id],
    })
  ).id;
  ids.arabic = (
    await buildCourse(t.db, org.id, {
      course: {
        name: 'أساسيات الكيمياء',
        language: 'ARABIC',
        createdAt: day(2),
        isPublished: false,
        status: 'pending',
        isApproved: false,
        categoryId: child?.id ?? null,
      },
      offering: { numberOfEnrollees: 2 },
      hiddenInstructorIds: [instructor.id],
    })
  ).id;
  await t.db.insert(courseTranslations).values({ courseId: ids.arabic, language: 'en', name: 'Chemistry basics' });
  ids.biology = (
    await buildCourse(t.db, org.id, {
      course: { name: 'Biology', createdAt: day(3), isPublished: false, status: 'rejected', isApproved: false },
      offering: { numberOfEnrollees: 9 },
    })
  ).id;
  ids.zoology = (
    await buildCourse(t.db, org.id, {
      course: { name: 'Zoology', createdAt: day(4) },
      offering: { numberOfEnrollees: 0 },
    })
  ).id;
  // Left out: a deleted course, and another organization's course even when offered to this one.
  await buildCourse(t.db, org.id, { course: { name: 'Deleted', isDeleted: true } });
  const foreign = await buildCourse(t.db, other.id, { course: { name: 'Foreign' } });
  await offerCourse(t.db, org.id, foreign);
});
afterAll(() => t?.close());

describe('GET org-courses-management/courses', () => {
  it('lists every course the organization owns, newest first, with instructors (hidden too), learners and status', async () => {
    const body = await list();
    expect(body.total).toBe(4);
    expect(idsOf(body)).toEqual([ids.zoology, ids.biology, ids.arabic, ids.algebra]);
    const arabic = body.data.find((row) => row.id === ids.arabic);
    expect(arabic).toMatchObject({
      name: 'Chemistry basics',
      isPublished: false,
      isPublishedByAdmin: false,
      isApproved: false,
      status: 'pending',
      numberOfEnrollees: 2,
      category: { name: 'Physics' },
      instructors: [{ id: instructor.id, firstName: 'Omar', isHidden: true }],
    });
    const page = await t.request(listOrganizationCourses, { query: { skip: 1, take: 2 }, as: by(admin) });
    expect(page.body).toMatchObject({ total: 4, data: [{ id: ids.biology }, { id: ids.arabic }] });
  });

  it('searches every name of a course, Arabic letter forms folded', async () => {
    expect(idsOf(await list({ search: 'اساسيات' }))).toEqual([ids.arabic]);
    expect(idsOf(await list({ search: 'الكيمياء' }))).toEqual([ids.arabic]);
    expect(idsOf(await list({ search: 'ALGE' }))).toEqual([ids.algebra]);
    expect((await list({ search: 'nothing' })).total).toBe(0);
  });

  it('filters by published state, approval status and category (with the categories under it)', async () => {
    expect(idsOf(await list({ published: 'published' }))).toEqual([ids.zoology, ids.algebra]);
    expect(idsOf(await list({ published: 'unpublished' }))).toEqual([ids.biology, ids.arabic]);
    expect(idsOf(await list({ status: 'rejected' }))).toEqual([ids.biology]);
    expect(idsOf(await list({ categoryId: ids.science }))).toEqual([ids.arabic, ids.algebra]);
    expect(idsOf(await list({ status: 'pending', categoryId: ids.science }))).toEqual([ids.arabic]);
    // Untyped on purpose: a published state the contract's types do not allow.
    const refused = await t.call('GET', `${PATH}?published=maybe`, by(admin));
    expect(refused.status).toBe(400);
    expect(errorCodeOf(refused)).toBe('validation');
  });

  it('sorts on the server both ways, by the name the reader reads', async () => {
    const { algebra, arabic, biology, zoology } = ids;
    await expectSortable(
      t,
      { call: listOrganizationCourses, as: by(admin) },
      {
        createdAt: { asc: [algebra, arabic, biology, zoology], desc: [zoology, biology, arabic, algebra] },
        name: { asc: [algebra, biology, arabic, zoology], desc: [zoology, arabic, biology, algebra] },
        // pending, approved, rejected; ties newest first.
        status: { asc: [arabic, zoology, algebra, biology], desc: [biology, zoology, algebra, arabic] },
        isPublished: { asc: [zoology, algebra, biology, arabic], desc: [biology, arabic, zoology, algebra] },
        numberOfEnrollees: { asc: [zoology, arabic, algebra, biology], desc: [biology, algebra, arabic, zoology] },
      },
    );
    // In Arabic the Arabic course's own name sorts ("أ" after Latin letters).
    const arabicReader = await list({ sort: 'name' }, admin, 'ar');
    expect(idsOf(arabicReader)).toEqual([algebra, biology, zoology, arabic]);
  });

  it('refuses instructors (403) and answers another organization its own courses only', async () => {
    const refused = await t.request(listOrganizationCourses, { as: by(instructor) });
    expect(refused.status).toBe(403);
    expect(errorCodeOf(refused)).toBe('common-007');
    const foreign = await t.request(listOrganizationCourses, {
      query: { take: 100 },
      as: { orgId: other.id, token: foreignAdmin.token },
    });
    expect(foreign.status).toBe(200);
    expect(ok(foreign).data.map((row) => row.name)).toEqual(['Foreign']);
  });

  it('shows a course published by an administrator as such', async () => {
    const res = await t.request(setCoursePublished, {
      params: { courseId: ids.biology },
      body: { isPublished: true },
      as: by(admin),
    });
    expect(res.status).toBe(200);
    const row = (await list()).data.find((course) => course.id === ids.biology);
    expect(row).toMatchObject({ isPublished: true, isPublishedByAdmin: true, isApproved: true, status: 'approved' });
  });
});
