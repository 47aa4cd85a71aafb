import {
  type CallBody,
  createSpecialization,
  deleteSpecialization,
  getManagedSpecialization,
  getSpecialization,
  listManagedSpecializations,
  listSpecializations,
  updateSpecialization,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, buildUser } from '../../test/factories.ts';
import { buildMedia } from '../../test/media-factories.ts';
import { expectSortable } from '../../test/sorting.ts';
import { specializationEnrollees, specializations, specializationTranslations } from './specializations.tables.ts';

let t: TestApp;
type Org = Awaited<ReturnType<typeof buildOrg>>;
let org: Org;
let other: Org;
let admin: { token: string };
let learner: { token: string };
let otherAdmin: { token: string };
let courseIds: [number, number];
let foreignCourseId: number;

/** `who` as the caller, in `o` (this test's organization unless told). */
const by = (who: { token: string }, o: Org = org) => ({ orgId: o.id, token: who.token });

type Body = CallBody<typeof createSpecialization>;

function body(overrides: Partial<Body> = {}): Body {
  return {
    nameEn: 'Data Analyst',
    nameAr: 'محلل بيانات',
    descriptionEn: 'From spreadsheets to models',
    descriptionAr: 'من الجداول إلى النماذج',
    price: 0,
    oldPrice: null,
    isPublished: true,
    courses: [
      { courseId: courseIds[1], weight: 3 },
      { courseId: courseIds[0], weight: 1 },
    ],
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { self_enrollment_enabled: true } });
  other = await buildOrg(t.db);
  admin = await buildSignedInMember(t, org, 'organization_admin', { type: 'ADMIN' });
  learner = await buildSignedInMember(t, org, 'learner');
  otherAdmin = await buildSignedInMember(t, other, 'organization_admin', { type: 'ADMIN' });
  courseIds = [
    (await buildCourse(t.db, org.id, { course: { name: 'Statistics' }, sections: [1] })).id,
    (await buildCourse(t.db, org.id, { course: { name: 'SQL' }, sections: [1] })).id,
  ];
  foreignCourseId = (await buildCourse(t.db, other.id, { course: { name: 'Elsewhere' } })).id;
});

afterAll(async () => {
  await t?.close();
});

/** Creates a specialization as the administrator. */
const create = (b: Body, who = admin) => t.request(createSpecialization, { body: b, as: by(who) });
/** Replaces specialization `id` as the administrator. */
const replace = (specializationId: number, b: Body) =>
  t.request(updateSpecialization, { params: { specializationId }, body: b, as: by(admin) });
/** Specialization `id` as the learner reads it, in `language` when told. */
const learnerView = (specializationId: number, language?: 'en' | 'ar') =>
  t.request(getSpecialization, { params: { specializationId }, as: by(learner), language });
const managed = (specializationId: number, who = admin, o = org) =>
  t.request(getManagedSpecialization, { params: { specializationId }, as: by(who, o) });
const remove = (specializationId: number, who = admin, o = org) =>
  t.request(deleteSpecialization, { params: { specializationId }, as: by(who, o) });

describe('specializations management', () => {
  it('creates a specialization with its courses in order and weights, which learners then see in their language', async () => {
    const created = await create(body());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      nameEn: 'Data Analyst',
      nameAr: 'محلل بيانات',
      isPublished: true,
      numberOfEnrollees: 0,
      courses: [
        { courseId: courseIds[1], name: 'SQL', weight: 3 },
        { courseId: courseIds[0], name: 'Statistics', weight: 1 },
      ],
    });
    const seen = await learnerView(ok(created).id, 'ar');
    expect(seen.status).toBe(200);
    expect(ok(seen).name).toBe('محلل بيانات');
    expect(ok(seen).courses.map((c) => [c.id, c.weight])).toEqual([
      [courseIds[1], 3],
      [courseIds[0], 1],
    ]);
  });

  it('replaces names, price and courses on update; a draft leaves the learners’ list', async () => {
    const created = await create(body({ nameEn: 'To edit' }));
    const id = ok(created).id;
    const updated = await replace(
      id,
      body({
        nameEn: 'Edited',
        nameAr: '',
        price: 15000,
        oldPrice: 20000,
        isPublished: false,
        courses: [{ courseId: courseIds[0], weight: 2 }],
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      nameEn: 'Edited',
      nameAr: '',
      price: 15000,
      oldPrice: 20000,
      isPublished: false,
      courses: [{ courseId: courseIds[0], weight: 2 }],
    });
    expect((await learnerView(id)).status).toBe(404);
    const listed = await t.request(listManagedSpecializations, { query: { search: 'edit' }, as: by(admin) });
    expect(ok(listed).data.map((s) => s.id)).toContain(id);
  });

  it('lists drafts and published ones, paged, newest first, searched in either language', async () => {
    const page = await t.request(listManagedSpecializations, { query: { take: 1 }, as: by(admin) });
    expect(page.status).toBe(200);
    expect(ok(page).data).toHaveLength(1);
    expect(ok(page).total).toBeGreaterThanOrEqual(2);
    const arabic = await t.request(listManagedSpecializations, { query: { search: 'محلل' }, as: by(admin) });
    expect(ok(arabic).data.every((s) => s.nameAr === 'محلل بيانات')).toBe(true);
    expect(ok(arabic).total).toBeGreaterThanOrEqual(1);
  });

  it('deletes a specialization: gone from the portal and from learners', async () => {
    const created = await create(body({ nameEn: 'To delete' }));
    const id = ok(created).id;
    expect((await remove(id)).status).toBe(204);
    expect((await managed(id)).status).toBe(404);
    expect((await learnerView(id)).status).toBe(404);
    expect((await remove(id)).status).toBe(404);
  });

  it("refuses another organization's course, duplicate courses and an old price not above the price", async () => {
    const foreign = await create(body({ courses: [{ courseId: foreignCourseId, weight: 1 }] }));
    expect(foreign.status).toBe(400);
    expect(errorCodeOf(foreign)).toBe('specializations-002');
    const twice = await create(
      body({
        courses: [
          { courseId: courseIds[0], weight: 1 },
          { courseId: courseIds[0], weight: 2 },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    expect(errorCodeOf(twice)).toBe('validation');
    const oldPrice = await create(body({ price: 100, oldPrice: 100 }));
    expect(oldPrice.status).toBe(400);
    expect(oldPrice.body).toMatchObject({
      fields: expect.arrayContaining([expect.objectContaining({ path: 'body.oldPrice' })]),
    });
    const noName = await create(body({ nameEn: '  ' }));
    expect(noName.status).toBe(400);
  });

  it('sets, replaces and clears the cover image, which learners see and anyone may open', async () => {
    const first = await buildMedia(t.db, org.id, { storage: t.deps.storage, isPublished: true });
    const second = await buildMedia(t.db, org.id, { storage: t.deps.storage, isPublished: true });
    // Asked only once the cover is saved: the file server remembers for a minute whether a file is public.
    const openAnonymously = (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/media/${id}/file`, headers: { organization: String(org.id) } });

    const created = await create(body({ coverImageId: first.id }));
    expect(created.status).toBe(201);
    expect(ok(created).coverImage).toEqual({ id: first.id, url: first.url });
    const id = ok(created).id;
    const seen = await learnerView(id);
    expect(ok(seen).coverImage).toEqual({ id: first.id, url: first.url });
    const listed = await t.request(listSpecializations, { as: by(learner) });
    expect(ok(listed).data.find((s) => s.id === id)?.coverImage?.url).toBe(first.url);
    expect((await openAnonymously(first.id)).statusCode).toBe(200);

    const replaced = await replace(id, body({ coverImageId: second.id }));
    expect(replaced.status).toBe(200);
    expect(ok(replaced).coverImage).toEqual({ id: second.id, url: second.url });
    expect(ok(await managed(id)).coverImage).toEqual({ id: second.id, url: second.url });

    const cleared = await replace(id, body({ coverImageId: null }));
    expect(cleared.status).toBe(200);
    expect(ok(cleared).coverImage).toBeNull();
    // Left out (`body()` has none), the cover goes too: the call replaces the specialization.
    await replace(id, body({ coverImageId: second.id }));
    expect(body()).not.toHaveProperty('coverImageId');
    const leftOut = await replace(id, body());
    expect(ok(leftOut).coverImage).toBeNull();
    expect(ok(await learnerView(id)).coverImage).toBeNull();
    const [row] = await t.db.select().from(specializations).where(eq(specializations.id, id));
    expect(row?.coverImageId).toBeNull();
  });

  it("refuses another organization's file and a file that is not an image, as a course's cover does", async () => {
    const created = await create(body({ nameEn: 'Covered' }));
    const id = ok(created).id;
    const foreign = await buildMedia(t.db, other.id);
    const video = await buildMedia(t.db, org.id, { type: 'VIDEO' });
    const writes = {
      POST: (b: Body) => create(b),
      PUT: (b: Body) => replace(id, b),
    };
    for (const [method, write] of Object.entries(writes)) {
      const theirs = await write(body({ coverImageId: foreign.id }));
      expect(theirs.status, method).toBe(404);
      expect(errorCodeOf(theirs), method).toBe('common-002');
      const notImage = await write(body({ coverImageId: video.id }));
      expect(notImage.status, method).toBe(400);
      expect(errorCodeOf(notImage), method).toBe('courses-084');
    }
    const [row] = await t.db.select().from(specializations).where(eq(specializations.id, id));
    expect(row?.coverImageId).toBeNull();
  });

  it('is for administrators: a learner gets 403, another organization 404', async () => {
    const created = await create(body({ nameEn: 'Private' }));
    const id = ok(created).id;
    expect((await t.request(listManagedSpecializations, { as: by(learner) })).status).toBe(403);
    expect((await create(body(), learner)).status).toBe(403);
    expect((await managed(id, otherAdmin, other)).status).toBe(404);
    const elsewhere = await t.request(updateSpecialization, {
      params: { specializationId: id },
      body: body({ courses: [] }),
      as: by(otherAdmin, other),
    });
    expect(elsewhere.status).toBe(404);
    expect((await remove(id, otherAdmin, other)).status).toBe(404);
    const theirs = await t.request(listManagedSpecializations, { as: by(otherAdmin, other) });
    expect(ok(theirs).total).toBe(0);
  });
});

describe('sorting the specializations table', () => {
  it('sorts by name (in the reader’s language), price, enrollees or status either way, newest first among ties', async () => {
    const sorted = await buildOrg(t.db);
    const manager = await buildSignedInMember(t, sorted, 'organization_admin', { type: 'ADMIN' });
    const day1 = new Date('2030-01-01T10:00:00Z');
    const day2 = new Date('2030-01-02T10:00:00Z');
    const specialization = (name: string, price: number, isPublished: boolean, createdAt: Date) => ({
      organizationId: sorted.id,
      name,
      price,
      isPublished,
      createdAt,
    });
    const rows = await t.db
      .insert(specializations)
      .values([
        specialization('Beta', 100, true, day1),
        specialization('Alpha', 0, false, day1),
        specialization('Gamma', 100, true, day2),
        specialization('Alpha', 50, false, day2),
      ])
      .returning({ id: specializations.id });
    const [s1, s2, s3, s4] = rows.map((row) => row.id) as [number, number, number, number];
    // Gamma's Arabic name is empty: it sorts by its English one.
    await t.db.insert(specializationTranslations).values([
      { specializationId: s1, language: 'ar', name: 'ألف' },
      { specializationId: s2, language: 'ar', name: 'باء' },
      { specializationId: s3, language: 'ar', name: '' },
      { specializationId: s4, language: 'ar', name: 'تاء' },
    ]);
    const enrollee = async (specializationId: number) => {
      const { id } = await buildUser(t.db, sorted, 'learner');
      await t.db.insert(specializationEnrollees).values({ specializationId, userId: id, organizationId: sorted.id });
    };
    await enrollee(s1);
    await enrollee(s1);
    await enrollee(s3);
    const caller = { orgId: sorted.id, token: manager.token };
    const table = await t.request(listManagedSpecializations, { as: caller });
    expect(ok(table).data.map((r) => r.id)).toEqual([s4, s3, s2, s1]);
    await expectSortable(
      t,
      { call: listManagedSpecializations, as: caller },
      {
        createdAt: { asc: [s1, s2, s3, s4], desc: [s4, s3, s2, s1] },
        name: { asc: [s4, s2, s1, s3], desc: [s3, s1, s4, s2] },
        price: { asc: [s2, s4, s3, s1], desc: [s3, s1, s4, s2] },
        numberOfEnrollees: { asc: [s4, s2, s3, s1], desc: [s1, s3, s4, s2] },
        // Published, then drafts.
        status: { asc: [s3, s1, s4, s2], desc: [s4, s2, s3, s1] },
      },
    );
    await expectSortable(
      t,
      { call: listManagedSpecializations, as: caller, language: 'ar' },
      { name: { asc: [s3, s1, s2, s4], desc: [s4, s2, s1, s3] } },
    );
  });
});
