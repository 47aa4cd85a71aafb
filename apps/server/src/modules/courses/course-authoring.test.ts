import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';
import { buildMedia } from '../../test/media-factories.ts';
import { courseSubsections, subsectionAttachments } from '../course-content/course-content.tables.ts';
import { courseEnrollees } from '../enrolment/enrolment.tables.ts';
import type { PredefinedSetSlug } from '../organizations/organizations.provision.ts';
import { courseCategories, courseOfferings, courses, courseTranslations } from './courses.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string };

let t: TestApp;
let org: Org;
let other: Org;
let admin: Member;
let instructor: Member;
let otherInstructor: Member;
let learner: Member;
let foreignAdmin: Member;

const member = (target: Org, set: PredefinedSetSlug): Promise<Member> => buildSignedInMember(t, target, set);

const as = (who: Member, body?: unknown) => ({ orgId: org.id, token: who.token, body });

/** A course of `org` created through the API by its administrator. */
async function createCourse(body: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/courses', as(admin, { name: 'Data Science', ...body }));
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await member(org, 'organization_admin');
  instructor = await member(org, 'instructor');
  otherInstructor = await member(org, 'instructor');
  learner = await member(org, 'learner');
  foreignAdmin = await member(other, 'organization_admin');
});
afterAll(() => t?.close());

describe('an administrator authoring a course', () => {
  it('creates, updates, publishes and translates a course the public overview then shows in Arabic', async () => {
    const created = await t.call(
      'POST',
      '/api/courses',
      as(admin, { name: 'Data Science', briefDescription: 'Numbers', price: 10_000, level: 'ADVANCED' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Data Science',
      language: 'ENGLISH',
      level: 'ADVANCED',
      isPublished: false,
      isApproved: true,
      status: 'approved',
      createdById: admin.id,
      instructors: [],
      translations: [],
      approvalRequest: null,
      offering: { price: 10_000, oldPrice: null, isDiscounted: false, currencyCode: 'SAR' },
    });
    const id = created.body.id as number;
    // Unpublished: learners do not see it yet.
    expect((await t.call('GET', `/api/courses/${id}`, as(learner))).status).toBe(404);

    const updated = await t.call(
      'PATCH',
      `/api/courses/${id}`,
      as(admin, { name: 'Data Science 101', price: 8000, oldPrice: 10_000, learningTypes: ['SELF_PACED'] }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Data Science 101',
      briefDescription: 'Numbers',
      learningTypes: ['SELF_PACED'],
      offering: { price: 8000, oldPrice: 10_000, isDiscounted: true },
    });
    expect(updated.body.normalizedName).toContain('data science 101');

    const published = await t.call('PATCH', `/api/courses/${id}/is-published`, as(admin, { isPublished: true }));
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ isPublished: true, isPublishedByAdmin: true, isApproved: true });

    const translated = await t.call(
      'POST',
      `/api/courses/${id}/translations`,
      as(admin, { language: 'ar', name: 'علم البيانات', briefDescription: 'أرقام' }),
    );
    expect(translated.status).toBe(200);
    expect(translated.body).toEqual({
      language: 'ar',
      name: 'علم البيانات',
      briefDescription: 'أرقام',
      description: '',
      welcomeMessage: '',
      courseSyllabus: '',
    });

    const arabic = await t.call('GET', `/api/courses/${id}`, { orgId: org.id, language: 'ar' });
    expect(arabic.status).toBe(200);
    expect(arabic.body).toMatchObject({ id, name: 'علم البيانات', briefDescription: 'أرقام' });
    const english = await t.call('GET', `/api/courses/${id}`, { orgId: org.id, language: 'en' });
    expect(english.body).toMatchObject({ name: 'Data Science 101', briefDescription: 'Numbers' });
    // Search finds the course by its Arabic name too.
    const [row] = await t.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.normalizedName).toContain('data science 101');
    expect(row?.normalizedName).toContain('علم البيانات');
  });

  it('lists, replaces and deletes translations, and refuses one in the course’s own language', async () => {
    const course = await createCourse();
    const path = `/api/courses/${course.id}/translations`;
    await t.call('POST', path, as(admin, { language: 'ar', name: 'الأول' }));
    const replaced = await t.call('POST', path, as(admin, { language: 'ar', name: 'الثاني', description: 'وصف' }));
    expect(replaced.body).toMatchObject({ name: 'الثاني', description: 'وصف' });
    const list = await t.call('GET', path, as(admin));
    expect(list.body).toMatchObject({ total: 1, data: [{ language: 'ar', name: 'الثاني' }] });
    expect((await t.call('GET', `${path}/ar`, as(admin))).body.name).toBe('الثاني');

    const own = await t.call('POST', path, as(admin, { language: 'en', name: 'English again' }));
    expect(own.status).toBe(400);
    expect(own.body.errorCode).toBe('courses-074');

    expect((await t.call('DELETE', `${path}/ar`, as(admin))).status).toBe(204);
    const gone = await t.call('GET', `${path}/ar`, as(admin));
    expect(gone.status).toBe(404);
    expect(gone.body.errorCode).toBe('common-002');
    expect((await t.call('DELETE', `${path}/ar`, as(admin))).status).toBe(404);
    const rows = await t.db.select().from(courseTranslations).where(eq(courseTranslations.courseId, course.id));
    expect(rows).toEqual([]);
  });

  it('translates an Arabic course into English, and keeps a translation from becoming the own language', async () => {
    const course = await createCourse({ name: 'الكيمياء', language: 'ARABIC' });
    const translated = await t.call(
      'POST',
      `/api/courses/${course.id}/translations`,
      as(admin, { language: 'en', name: 'Chemistry' }),
    );
    expect(translated.status).toBe(200);
    await t.call('PATCH', `/api/courses/${course.id}/is-published`, as(admin, { isPublished: true }));
    const english = await t.call('GET', `/api/courses/${course.id}`, { orgId: org.id, language: 'en' });
    expect(english.body.name).toBe('Chemistry');
    const arabic = await t.call('GET', `/api/courses/${course.id}`, { orgId: org.id, language: 'ar' });
    expect(arabic.body.name).toBe('الكيمياء');

    const relabel = await t.call('PATCH', `/api/courses/${course.id}`, as(admin, { language: 'ENGLISH' }));
    expect(relabel.status).toBe(409);
    expect(relabel.body.errorCode).toBe('courses-083');
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.language).toBe('ARABIC');

    await t.call('DELETE', `/api/courses/${course.id}/translations/en`, as(admin));
    const relabelled = await t.call('PATCH', `/api/courses/${course.id}`, as(admin, { language: 'ENGLISH' }));
    expect(relabelled.status).toBe(200);
    expect(relabelled.body.language).toBe('ENGLISH');
  });

  it('refuses invalid input with validation, dates out of order, and references of another organization', async () => {
    const noName = await t.call('POST', '/api/courses', as(admin, { name: '  ' }));
    expect(noName.status).toBe(400);
    expect(noName.body.errorCode).toBe('validation');

    const course = await createCourse({ startDate: '2030-01-10T00:00:00Z' });
    const nothing = await t.call('PATCH', `/api/courses/${course.id}`, as(admin, {}));
    expect(nothing.status).toBe(400);
    expect(nothing.body.errorCode).toBe('validation');
    // The end compared with the stored start.
    const early = await t.call('PATCH', `/api/courses/${course.id}`, as(admin, { endDate: '2030-01-01T00:00:00Z' }));
    expect(early.status).toBe(400);
    expect(early.body.errorCode).toBe('courses-081');
    const both = await t.call(
      'POST',
      '/api/courses',
      as(admin, { name: 'Backwards', startDate: '2030-02-01T00:00:00Z', endDate: '2030-01-01T00:00:00Z' }),
    );
    expect(both.status).toBe(400);
    expect(both.body.errorCode).toBe('validation');

    const [foreignCategory] = await t.db
      .insert(courseCategories)
      .values({ organizationId: other.id, name: 'Theirs', nameAr: 'لهم' })
      .returning();
    const category = await t.call('PATCH', `/api/courses/${course.id}`, as(admin, { categoryId: foreignCategory?.id }));
    expect(category.status).toBe(400);
    expect(category.body.errorCode).toBe('courses-075');

    // Another organization's file does not exist here.
    const foreignCover = await buildMedia(t.db, other.id);
    const cover = await t.call('PATCH', `/api/courses/${course.id}`, as(admin, { coverImageId: foreignCover.id }));
    expect(cover.status).toBe(404);
    expect(cover.body.errorCode).toBe('common-002');
    for (const [field, type] of [
      ['coverImageId', 'VIDEO'],
      ['introductoryVideoId', 'IMAGE'],
    ] as const) {
      const wrongKind = await buildMedia(t.db, org.id, { type });
      const refused = await t.call('PATCH', `/api/courses/${course.id}`, as(admin, { [field]: wrongKind.id }));
      expect(refused.status, field).toBe(400);
      expect(refused.body.errorCode, field).toBe('courses-084');
    }
    const ownCover = await buildMedia(t.db, org.id);
    const withCover = await t.call('PATCH', `/api/courses/${course.id}`, as(admin, { coverImageId: ownCover.id }));
    expect(withCover.body.coverImage).toEqual({ id: ownCover.id, url: ownCover.url });
  });

  it('deletes a course: it answers 404 from then on, to authors and learners alike', async () => {
    const course = await buildCourse(t.db, org.id);
    expect((await t.call('DELETE', `/api/courses/${course.id}`, as(learner))).status).toBe(403);
    const deleted = await t.call('DELETE', `/api/courses/${course.id}`, as(admin));
    expect(deleted.status).toBe(204);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.isDeleted).toBe(true);
    for (const [method, path] of [
      ['GET', `/api/courses/${course.id}/instructor`],
      ['GET', `/api/courses/${course.id}`],
      ['PATCH', `/api/courses/${course.id}/is-published`],
      ['DELETE', `/api/courses/${course.id}`],
    ] as const) {
      const res = await t.call(method, path, as(admin, method === 'PATCH' ? { isPublished: true } : undefined));
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.errorCode).toBe('common-002');
    }
  });
});

describe("a course's cover and introductory video (public files)", () => {
  /**
   * Instructor A's paid, published course with a lesson whose video and image attachment are A's
   * uploads: files for A's enrolled learners only.
   */
  async function paidLessonFiles() {
    const course = await buildCourse(t.db, org.id, {
      offering: { price: 50_000 },
      instructorIds: [instructor.id],
      sections: [1],
    });
    const lessonId = course.sections[0]?.subsectionIds[0] as number;
    const video = await buildMedia(t.db, org.id, {
      type: 'VIDEO',
      fileName: 'lesson.mp4',
      uploadedById: instructor.id,
      storage: t.deps.storage,
    });
    const image = await buildMedia(t.db, org.id, { uploadedById: instructor.id, storage: t.deps.storage });
    await t.db
      .update(courseSubsections)
      .set({ videoMediaId: video.id, isPublished: true })
      .where(eq(courseSubsections.id, lessonId));
    await t.db.insert(subsectionAttachments).values({ subsectionId: lessonId, mediaId: image.id });
    return { course, video, image };
  }

  /** Opens a file's URL as someone who is not signed in. */
  const openAnonymously = (id: number) => t.app.inject({ method: 'GET', url: `/api/media/${id}/file` });

  it("refuses to publish another instructor's paid lesson files as the cover or video of one's own draft course", async () => {
    const { course, video, image } = await paidLessonFiles();
    const draft = await t.call('POST', '/api/courses', as(otherInstructor, { name: 'My draft' }));
    expect(draft.status).toBe(201);

    // Instructor B cannot even open A's files: they are not found.
    for (const body of [{ introductoryVideoId: video.id }, { coverImageId: image.id }]) {
      const res = await t.call('PATCH', `/api/courses/${draft.body.id}`, as(otherInstructor, body));
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    const created = await t.call(
      'POST',
      '/api/courses',
      as(otherInstructor, { name: 'Other', coverImageId: image.id }),
    );
    expect(created.status).toBe(404);

    // Enrolled in A's course, B may watch the video, still not publish it.
    await t.db
      .insert(courseEnrollees)
      .values({ organizationId: org.id, courseId: course.id, userId: otherInstructor.id });
    for (const body of [{ introductoryVideoId: video.id }, { coverImageId: image.id }]) {
      const res = await t.call('PATCH', `/api/courses/${draft.body.id}`, as(otherInstructor, body));
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.errorCode).toBe('media-009');
    }
    const [row] = await t.db.select().from(courses).where(eq(courses.id, draft.body.id));
    expect(row).toMatchObject({ coverImageId: null, introductoryVideoId: null });

    // Nothing became public: without signing in, both files stay closed.
    for (const file of [video, image]) {
      const opened = await openAnonymously(file.id);
      expect(opened.statusCode).toBe(403);
      expect(opened.json().errorCode).toBe('media-004');
    }
  });

  it('takes the caller’s own upload, any file from an administrator, and a file already public', async () => {
    const own = await buildMedia(t.db, org.id, { uploadedById: otherInstructor.id, storage: t.deps.storage });
    const draft = await t.call('POST', '/api/courses', as(otherInstructor, { name: 'Mine', coverImageId: own.id }));
    expect(draft.status).toBe(201);
    expect(draft.body.coverImage).toEqual({ id: own.id, url: own.url });
    expect((await openAnonymously(own.id)).statusCode).toBe(200);

    // Another course's cover is public already: any author may show it on theirs too.
    const mine = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const withPublic = await t.call('PATCH', `/api/courses/${mine.id}`, as(instructor, { coverImageId: own.id }));
    expect(withPublic.status).toBe(200);

    const { video } = await paidLessonFiles();
    const byAdmin = await t.call('PATCH', `/api/courses/${mine.id}`, as(admin, { introductoryVideoId: video.id }));
    expect(byAdmin.status).toBe(200);
    expect((await openAnonymously(video.id)).statusCode).toBe(200);
  });

  it('lets a co-author save the course with a file another author chose', async () => {
    const chosen = await buildMedia(t.db, org.id, { uploadedById: instructor.id, isPublished: false });
    const shared = await buildCourse(t.db, org.id, {
      course: { coverImageId: chosen.id },
      instructorIds: [instructor.id, otherInstructor.id],
    });
    const saved = await t.call(
      'PATCH',
      `/api/courses/${shared.id}`,
      as(otherInstructor, { name: 'Renamed', coverImageId: chosen.id }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Renamed', coverImage: { id: chosen.id } });
  });
});

describe('who may author a course', () => {
  it("lets the course's instructor edit it, and refuses an instructor of another course and a learner with 403", async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    await buildCourse(t.db, org.id, { instructorIds: [otherInstructor.id] });

    const own = await t.call('PATCH', `/api/courses/${course.id}`, as(instructor, { description: 'Mine to edit' }));
    expect(own.status).toBe(200);
    expect(own.body.description).toBe('Mine to edit');
    expect((await t.call('GET', `/api/courses/${course.id}/instructor`, as(instructor))).status).toBe(200);

    const calls = [
      ['GET', `/api/courses/${course.id}/instructor`, undefined],
      ['PATCH', `/api/courses/${course.id}`, { description: 'Not mine' }],
      ['PATCH', `/api/courses/${course.id}/is-published`, { isPublished: false }],
      ['POST', `/api/courses/${course.id}/translations`, { language: 'ar', name: 'ليست لي' }],
      ['GET', `/api/courses/${course.id}/instructors`, undefined],
      ['POST', `/api/courses/${course.id}/sections`, { name: 'Not mine' }],
      ['GET', `/api/courses/${course.id}/enrolled-students`, undefined],
      ['POST', `/api/courses/${course.id}/request-approval`, {}],
      ['POST', `/api/clone/${course.id}`, undefined],
      ['DELETE', `/api/courses/${course.id}`, undefined],
    ] as const;
    for (const who of [otherInstructor, learner]) {
      for (const [method, path, body] of calls) {
        const res = await t.call(method, path, as(who, body));
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.errorCode).toBe('common-007');
      }
    }
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ description: 'Mine to edit', isDeleted: false, isPublished: true });
  });

  it('refuses a learner creating a course, and a guest with 401', async () => {
    const res = await t.call('POST', '/api/courses', as(learner, { name: 'Mine' }));
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('common-007');
    const guest = await t.call('POST', '/api/courses', { orgId: org.id, body: { name: 'Guest' } });
    expect(guest.status).toBe(401);
    expect(guest.body.errorCode).toBe('common-009');
  });

  it("answers another organization's course with 404, also to that organization's administrator elsewhere", async () => {
    const foreign = await buildCourse(t.db, other.id);
    for (const [method, path, body] of [
      ['GET', `/api/courses/${foreign.id}/instructor`, undefined],
      ['PATCH', `/api/courses/${foreign.id}`, { name: 'Taken over' }],
      ['PATCH', `/api/courses/${foreign.id}/is-published`, { isPublished: false }],
      ['DELETE', `/api/courses/${foreign.id}`, undefined],
      ['POST', `/api/clone/${foreign.id}`, undefined],
    ] as const) {
      const res = await t.call(method, path, as(admin, body));
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.errorCode).toBe('common-002');
    }
    // Its own administrator still authors it in its own organization.
    const theirs = await t.call('GET', `/api/courses/${foreign.id}/instructor`, {
      orgId: other.id,
      token: foreignAdmin.token,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.name).toBe(foreign.name);
  });

  it('refuses authoring in an organization whose plan does not manage courses', async () => {
    const plain = await buildOrg(t.db, { organizationPermissions: ['enabled', 'lms'] });
    const plainAdmin = await member(plain, 'organization_admin');
    const res = await t.call('POST', '/api/courses', { orgId: plain.id, token: plainAdmin.token, body: { name: 'X' } });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('common-007');
  });
});

describe('instructors of a course', () => {
  it('hides an instructor from the public overview while authors still see them', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const hidden = await member(org, 'instructor');
    const added = await t.call(
      'POST',
      `/api/courses/${course.id}/instructors`,
      as(admin, { userId: hidden.id, isHidden: true }),
    );
    expect(added.status).toBe(200);
    expect(added.body.data.map((i: { id: number; isHidden: boolean }) => [i.id, i.isHidden])).toEqual([
      [instructor.id, false],
      [hidden.id, true],
    ]);
    const overview = await t.call('GET', `/api/courses/${course.id}`, { orgId: org.id });
    expect(overview.body.instructors.map((i: { id: number }) => i.id)).toEqual([instructor.id]);

    // A hidden instructor is still an author.
    expect((await t.call('PATCH', `/api/courses/${course.id}`, as(hidden, { city: 'Riyadh' }))).status).toBe(200);

    const shown = await t.call(
      'PATCH',
      `/api/courses/${course.id}/instructors/${hidden.id}`,
      as(admin, { isHidden: false }),
    );
    expect(shown.status).toBe(200);
    const again = await t.call('GET', `/api/courses/${course.id}`, { orgId: org.id });
    expect(again.body.instructors.map((i: { id: number }) => i.id)).toEqual([instructor.id, hidden.id]);

    expect((await t.call('DELETE', `/api/courses/${course.id}/instructors/${hidden.id}`, as(admin))).status).toBe(204);
    const removed = await t.call('PATCH', `/api/courses/${course.id}`, as(hidden, { city: 'Jeddah' }));
    expect(removed.status).toBe(403);
    expect(removed.body.errorCode).toBe('common-007');
  });

  it('refuses a learner or a member of another organization as instructor', async () => {
    const course = await buildCourse(t.db, org.id);
    const plain = await t.call('POST', `/api/courses/${course.id}/instructors`, as(admin, { userId: learner.id }));
    expect(plain.status).toBe(400);
    expect(plain.body.errorCode).toBe('courses-080');
    const foreign = await member(other, 'instructor');
    const res = await t.call('POST', `/api/courses/${course.id}/instructors`, as(admin, { userId: foreign.id }));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('courses-080');
  });
});

describe('passing criteria', () => {
  const criteria = {
    certificateMode: 'manual',
    passingGradePercentage: 0.7,
    mandatoryAttendancePercentage: 0.8,
    requiresCompletion: false,
  };

  it('lets an administrator change them, and instructors only where the organization allows it', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const path = `/api/courses/${course.id}/passing-criteria`;
    const byAdmin = await t.call('PUT', path, as(admin, criteria));
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toEqual({ ...criteria, canEdit: true });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ certificateMode: 'manual', passingGradePercentage: 0.7, requiresCompletion: false });

    // `instructor_passing_criteria` is off by default.
    const read = await t.call('GET', path, as(instructor));
    expect(read.body).toMatchObject({ ...criteria, canEdit: false });
    const byInstructor = await t.call('PUT', path, as(instructor, { ...criteria, passingGradePercentage: 0.1 }));
    expect(byInstructor.status).toBe(403);
    expect(byInstructor.body.errorCode).toBe('certificates-004');

    const stranger = await t.call('PUT', path, as(otherInstructor, criteria));
    expect(stranger.status).toBe(403);
    expect(stranger.body.errorCode).toBe('common-007');

    const invalid = await t.call('PUT', path, as(admin, { ...criteria, passingGradePercentage: 2 }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.errorCode).toBe('validation');
  });

  it("lets the course's instructors change them when instructor_passing_criteria is on", async () => {
    const open = await buildOrg(t.db, { configuration: { instructor_passing_criteria: true } });
    const teacher = await member(open, 'instructor');
    const course = await buildCourse(t.db, open.id, { instructorIds: [teacher.id] });
    const res = await t.call('PUT', `/api/courses/${course.id}/passing-criteria`, {
      orgId: open.id,
      token: teacher.token,
      body: criteria,
    });
    expect(res.status).toBe(200);
    expect(res.body.canEdit).toBe(true);
  });
});

describe('the offering', () => {
  it('keeps the price in minor units on the organization’s offering', async () => {
    const course = await createCourse({ price: 4999, oldPrice: 3000 });
    const [offering] = await t.db.select().from(courseOfferings).where(eq(courseOfferings.courseId, course.id));
    // An old price below the price is no discount.
    expect(offering).toMatchObject({ organizationId: org.id, price: 4999, oldPrice: 3000, isDiscounted: false });
  });
});
