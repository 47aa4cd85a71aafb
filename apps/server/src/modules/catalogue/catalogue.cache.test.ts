/**
 * The catalogue's pages, filter options, cards and overviews are kept in memory (the content
 * cache) and forgotten when the database announces a change of a table they are built from,
 * whoever writes it: here the writes are plain SQL, as another process or a tool would make them.
 */
import { brotliDecompressSync } from 'node:zlib';
import {
  EXPIRED_COURSE_GRACE_DAYS,
  enrolUserInCourse,
  getCatalogueFilterOptions,
  getCourseOverview,
  listAllCourses,
  updateOrganizationConfiguration,
} from '@manara/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { courseCategories } from '../courses/courses.tables.ts';
import { courseConfirmationCheckboxes, courseConfirmationCheckboxTranslations } from '../enrolment/enrolment.tables.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let learner: string;
let learnerId: number;
let course: Awaited<ReturnType<typeof buildCourse>>;
let instructorId: number;
const DAY = 24 * 3600 * 1000;

/** The catalogue's first page, as a guest or as the member whose token is `as`. */
const catalogue = async (as?: string) =>
  ok(
    await t.request(listAllCourses, {
      query: { skip: 0, take: 12 },
      orgId: org.id,
      as: as ? { orgId: org.id, token: as } : undefined,
    }),
  );
const cardOf = async (as?: string) => (await catalogue(as)).data.find((c) => c.id === course.id);
const overview = async () => ok(await t.request(getCourseOverview, { params: { courseId: course.id }, orgId: org.id }));

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { anonymous_course_view: true, self_enrollment_enabled: true } });
  learnerId = (await buildUser(t.db, org, 'learner')).id;
  learner = await t.tokenFor(learnerId, org.id);
  instructorId = (await buildUser(t.db, org, 'instructor', { firstName: 'Huda' })).id;
  course = await buildCourse(t.db, org.id, {
    course: { name: 'Kept Course', description: 'The first description' },
    instructorIds: [instructorId],
    sections: [1],
  });
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

describe('the content cache behind the catalogue', () => {
  it('keeps the catalogue until a write announces itself: with the trigger off, a write is not seen', async () => {
    expect((await cardOf())?.name).toBe('Kept Course');
    await t.db.execute(sql`alter table courses disable trigger content_changed`);
    try {
      await t.db.execute(sql`update courses set name = 'Unannounced' where id = ${course.id}`);
      expect((await cardOf())?.name).toBe('Kept Course');
    } finally {
      await t.db.execute(sql`alter table courses enable trigger content_changed`);
    }
    await t.db.execute(sql`update courses set name = 'Kept Course' where id = ${course.id}`);
    expect((await cardOf())?.name).toBe('Kept Course');
  });

  it('shows on the next request a write of each table a card is built from', async () => {
    await cardOf();
    await t.db.execute(sql`update courses set name = 'Renamed Course' where id = ${course.id}`);
    expect((await cardOf())?.name).toBe('Renamed Course');

    await t.db.execute(sql`update course_offerings set price = 12345 where course_id = ${course.id}`);
    expect((await cardOf())?.price).toBe(12345);

    await t.db.execute(sql`update users set first_name = 'Hala' where id = ${instructorId}`);
    expect((await cardOf())?.instructors.map((i) => i.firstName)).toEqual(['Hala']);

    await t.db.execute(sql`update course_instructors set is_hidden = true where course_id = ${course.id}`);
    expect((await cardOf())?.instructors).toEqual([]);

    await t.db.execute(
      sql`insert into course_translations (course_id, language, name) values (${course.id}, 'ar', 'دورة محفوظة')`,
    );
    const arabic = await t.request(listAllCourses, { query: { skip: 0, take: 12 }, orgId: org.id, language: 'ar' });
    expect(ok(arabic).data.find((c) => c.id === course.id)?.name).toBe('دورة محفوظة');

    await t.db.execute(sql`update course_offerings set is_published = false where course_id = ${course.id}`);
    expect(await cardOf()).toBeUndefined();
    await t.db.execute(sql`update course_offerings set is_published = true, price = 0 where course_id = ${course.id}`);
    expect((await cardOf())?.isFree).toBe(true);
  });

  it('reads the caller’s own enrolment at every request, over a kept card', async () => {
    expect((await cardOf(learner))?.isEnrolled).toBe(false);
    const enrolled = await t.request(enrolUserInCourse, {
      params: { userId: learnerId, courseId: course.id },
      as: { orgId: org.id, token: learner },
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBeLessThan(300);
    const card = await cardOf(learner);
    expect(card?.isEnrolled).toBe(true);
    expect(card?.numberOfEnrollees).toBe(1);
    expect((await cardOf())?.isEnrolled).toBe(false);

    // The member's courses are kept: a wishlist row written by anyone shows on their next request.
    await t.db.execute(
      sql`insert into wishlisted_courses (organization_id, user_id, course_id) values (${org.id}, ${learnerId}, ${course.id})`,
    );
    expect((await cardOf(learner))?.isWishlisted).toBe(true);
    await t.db.execute(sql`delete from wishlisted_courses where user_id = ${learnerId}`);
    expect((await cardOf(learner))?.isWishlisted).toBe(false);
  });

  it('keeps the overview’s texts and outline until they change', async () => {
    expect((await overview()).description).toBe('The first description');
    await t.db.execute(sql`update courses set description = 'The second description' where id = ${course.id}`);
    const after = await overview();
    expect(after.description).toBe('The second description');
    await t.db.execute(sql`update course_sections set name = 'Renamed section' where course_id = ${course.id}`);
    expect((await overview()).outline.map((s) => s.name)).toEqual(['Renamed section']);
  });

  it('keeps a guest’s whole overview (the course, its statements, the settings), each until it changes', async () => {
    const withTriggerOff = async (table: string, write: () => Promise<unknown>) => {
      await t.db.execute(sql.raw(`alter table ${table} disable trigger content_changed`));
      try {
        await write();
      } finally {
        await t.db.execute(sql.raw(`alter table ${table} enable trigger content_changed`));
      }
    };
    const statements = async () => (await overview()).confirmationCheckboxes.map((box) => box.text);

    // The course the rule found is kept: unpublished without an announcement, it still answers.
    expect((await overview()).id).toBe(course.id);
    await withTriggerOff('course_offerings', () =>
      t.db.execute(sql`update course_offerings set is_published = false where course_id = ${course.id}`),
    );
    expect((await overview()).id).toBe(course.id);
    await t.db.execute(sql`update course_offerings set is_published = false where course_id = ${course.id}`);
    const hidden = await t.request(getCourseOverview, { params: { courseId: course.id }, orgId: org.id });
    expect(hidden.status).toBe(404);
    await t.db.execute(sql`update course_offerings set is_published = true where course_id = ${course.id}`);

    // The statements: a new one shows at the next request, a change unannounced does not.
    expect(await statements()).toEqual([]);
    const [box] = await t.db
      .insert(courseConfirmationCheckboxes)
      .values({ courseId: course.id, position: 1 })
      .returning();
    await t.db.insert(courseConfirmationCheckboxTranslations).values({ checkboxId: box!.id, text: 'I agree' });
    expect(await statements()).toEqual(['I agree']);
    await withTriggerOff('course_confirmation_checkbox_translations', () =>
      t.db.execute(sql`update course_confirmation_checkbox_translations set text = 'Unannounced'`),
    );
    expect(await statements()).toEqual(['I agree']);
    await t.db.execute(sql`update course_confirmation_checkbox_translations set text = 'I agree fully'`);
    expect(await statements()).toEqual(['I agree fully']);

    // The settings: self-enrolment turned off by an administrator shows at the next request.
    const admin = {
      orgId: org.id,
      token: await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id),
    };
    const setSelfEnrolment = async (on: boolean) =>
      ok(await t.request(updateOrganizationConfiguration, { as: admin, body: { self_enrollment_enabled: on } }));
    expect((await overview()).cannotEnrollReason).toBe('common-009');
    await setSelfEnrolment(false);
    expect((await overview()).cannotEnrollReason).not.toBe('common-009');
    await setSelfEnrolment(true);
    expect((await overview()).cannotEnrollReason).toBe('common-009');

    // The enrolment window: a guest's kept answer holds until it closes, with no write.
    const closesAt = new Date(Date.now() + DAY).toISOString();
    await t.db.execute(sql`update courses set end_enrollment_date = ${closesAt} where id = ${course.id}`);
    expect(await overview()).toMatchObject({ enrollmentWindow: 'open', cannotEnrollReason: 'common-009' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * DAY });
    expect(await overview()).toMatchObject({ enrollmentWindow: 'closed', cannotEnrollReason: 'courses-002' });
    vi.useRealTimers();
    await t.db.execute(sql`update courses set end_enrollment_date = null where id = ${course.id}`);
    await t.db.delete(courseConfirmationCheckboxes).where(eq(courseConfirmationCheckboxes.id, box!.id));
  });

  it('refuses a guest’s kept page and filter options at the next request once guests may not browse', async () => {
    const admin = {
      orgId: org.id,
      token: await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id),
    };
    const setAnonymousView = async (on: boolean) =>
      ok(await t.request(updateOrganizationConfiguration, { as: admin, body: { anonymous_course_view: on } }));
    const asGuest = () =>
      Promise.all([
        t.request(listAllCourses, { query: { skip: 0, take: 12 }, orgId: org.id }),
        t.request(getCatalogueFilterOptions, { orgId: org.id }),
      ]);
    // Each read twice: the second is a kept answer.
    await asGuest();
    expect((await asGuest()).map((res) => res.status)).toEqual([200, 200]);
    await setAnonymousView(false);
    expect((await asGuest()).map((res) => [res.status, 'errorCode' in res.body ? res.body.errorCode : null])).toEqual(
      Array(2).fill([401, 'common-009']),
    );
    await setAnonymousView(true);
    expect((await asGuest()).map((res) => res.status)).toEqual([200, 200]);
  });

  it('drops a kept page when its first course passes the expiry cut-off, with no write', async () => {
    const ending = await buildCourse(t.db, org.id, {
      course: { name: 'Ending Soon', endDate: new Date(Date.now() - (EXPIRED_COURSE_GRACE_DAYS - 1) * DAY) },
    });
    const listed = async () => (await catalogue()).data.map((c) => c.id);
    const filterTotal = async () =>
      ok(await t.request(getCatalogueFilterOptions, { orgId: org.id })).languages.reduce((sum, l) => sum + l.count, 0);
    expect(await listed()).toContain(ending.id);
    const before = await filterTotal();
    // Only the date moves (timers stay real): two days on, the course ended more than the grace period ago.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * DAY });
    expect(await listed()).not.toContain(ending.id);
    expect(await filterTotal()).toBe(before - 1);
  });

  it('keeps the total of a page past the end only until its first course passes the expiry cut-off', async () => {
    await buildCourse(t.db, org.id, {
      course: { name: 'Ending Soon Too', endDate: new Date(Date.now() - (EXPIRED_COURSE_GRACE_DAYS - 1) * DAY) },
    });
    const pastEnd = async () => ok(await t.request(listAllCourses, { query: { skip: 1000, take: 12 }, orgId: org.id }));
    const before = await pastEnd();
    expect(before.data).toEqual([]);
    expect(before.total).toBeGreaterThan(0);
    expect((await pastEnd()).total).toBe(before.total);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * DAY });
    // Both courses ending soon (this one and the one of the test above) have left the catalogue.
    const after = (await pastEnd()).total;
    expect(after).toBeLessThan(before.total);
    expect(after).toBe((await catalogue()).total);
  });

  it('sends a guest’s kept page compressed to a browser, and a change in the next compressed copy', async () => {
    const compressedPage = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/all-courses?skip=0&take=12',
        headers: { organization: String(org.id), 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      return JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as Awaited<
        ReturnType<typeof catalogue>
      >;
    };
    // Pages of a kilobyte or more are compressed: two more courses make this one so.
    for (const name of ['Second Kept Course', 'Third Kept Course']) {
      await buildCourse(t.db, org.id, { course: { name }, instructorIds: [instructorId], sections: [1] });
    }
    expect(await compressedPage()).toEqual(await catalogue());
    await t.db.execute(sql`update courses set name = 'Compressed Course' where id = ${course.id}`);
    expect((await compressedPage()).data.find((c) => c.id === course.id)?.name).toBe('Compressed Course');
    await t.db.execute(sql`update courses set name = 'Kept Course' where id = ${course.id}`);
  });

  it('answers a kept page of a category without reading the categories again, for a guest and a member', async () => {
    const [science] = await t.db
      .insert(courseCategories)
      .values({ organizationId: org.id, name: 'Science', nameAr: 'العلوم' })
      .returning();
    const [physics] = await t.db
      .insert(courseCategories)
      .values({ organizationId: org.id, name: 'Physics', nameAr: 'الفيزياء', parentId: science!.id })
      .returning();
    await t.db.execute(sql`update courses set category_id = ${physics!.id} where id = ${course.id}`);
    const ofScience = async (as?: string) =>
      t.request(listAllCourses, {
        query: { skip: 0, take: 12, categoryId: science!.id },
        orgId: org.id,
        as: as ? { orgId: org.id, token: as } : undefined,
      });
    // The subcategory's course is in its parent's page.
    const kept = { guest: ok(await ofScience()), member: ok(await ofScience(learner)) };
    expect(kept.guest.data.map((c) => c.id)).toEqual([course.id]);
    // A read of the categories would now fail: the kept pages need none.
    await t.db.execute(sql`alter table course_categories rename to course_categories_away`);
    try {
      expect(ok(await ofScience())).toEqual(kept.guest);
      expect(ok(await ofScience(learner))).toEqual(kept.member);
    } finally {
      await t.db.execute(sql`alter table course_categories_away rename to course_categories`);
    }
    await t.db.execute(sql`update courses set category_id = null where id = ${course.id}`);
    expect(ok(await ofScience()).data).toEqual([]);
  });
});
