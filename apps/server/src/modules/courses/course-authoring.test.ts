import {
  addCourseInstructor,
  type CallBody,
  type CallDef,
  cloneCourse,
  createCourse as createCourseCall,
  createCourseSection,
  deleteCourse,
  deleteCourseTranslation,
  getAuthoringCourse,
  getCourseOverview,
  getCourseTranslation,
  getPassingCriteria,
  listAuthoringInstructors,
  listCourseTranslations,
  listEnrolledStudents,
  removeCourseInstructor,
  requestCourseApproval,
  setCoursePublished,
  updateCourse,
  updateCourseInstructor,
  updatePassingCriteria,
  upsertCourseTranslation,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';
import { buildMedia } from '../../test/media-factories.ts';
import { courseSubsections, subsectionAttachments } from '../course-content/course-content.tables.ts';
import { courseEnrollees } from '../enrolment/enrolment.tables.ts';
import type { PredefinedSetSlug } from '../organizations/organizations.provision.ts';
import { courseCategories, courseOfferings, courses, courseTranslations } from './courses.tables.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Member = { id: number; token: string };
/** Any answer of a typed call. */
type Answer = { status: number; body: unknown };

let t: TestApp;
let org: Org;
let other: Org;
let admin: Member;
let instructor: Member;
let otherInstructor: Member;
let learner: Member;
let foreignAdmin: Member;

const member = (target: Org, set: PredefinedSetSlug): Promise<Member> => buildSignedInMember(t, target, set);

/** `who` as the caller, in `org`. */
const by = (who: Member) => ({ orgId: org.id, token: who.token });

/** A course of `org` created through the API by its administrator. */
async function createCourse(body: Partial<CallBody<typeof createCourseCall>> = {}) {
  const res = await t.request(createCourseCall, { body: { name: 'Data Science', ...body }, as: by(admin) });
  expect(res.status).toBe(201);
  return ok(res);
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
    const created = await t.request(createCourseCall, {
      body: { name: 'Data Science', briefDescription: 'Numbers', price: 10_000, level: 'ADVANCED' },
      as: by(admin),
    });
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
    const id = ok(created).id;
    // Unpublished: learners do not see it yet.
    expect((await t.request(getCourseOverview, { params: { courseId: id }, as: by(learner) })).status).toBe(404);

    const updated = await t.request(updateCourse, {
      params: { courseId: id },
      body: { name: 'Data Science 101', price: 8000, oldPrice: 10_000, learningTypes: ['SELF_PACED'] },
      as: by(admin),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Data Science 101',
      briefDescription: 'Numbers',
      learningTypes: ['SELF_PACED'],
      offering: { price: 8000, oldPrice: 10_000, isDiscounted: true },
    });
    expect(ok(updated).normalizedName).toContain('data science 101');

    const published = await t.request(setCoursePublished, {
      params: { courseId: id },
      body: { isPublished: true },
      as: by(admin),
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ isPublished: true, isPublishedByAdmin: true, isApproved: true });

    const translated = await t.request(upsertCourseTranslation, {
      params: { courseId: id },
      body: { language: 'ar', name: 'علم البيانات', briefDescription: 'أرقام' },
      as: by(admin),
    });
    expect(translated.status).toBe(200);
    expect(translated.body).toEqual({
      language: 'ar',
      name: 'علم البيانات',
      briefDescription: 'أرقام',
      description: '',
      welcomeMessage: '',
      courseSyllabus: '',
    });

    const arabic = await t.request(getCourseOverview, { params: { courseId: id }, orgId: org.id, language: 'ar' });
    expect(arabic.status).toBe(200);
    expect(arabic.body).toMatchObject({ id, name: 'علم البيانات', briefDescription: 'أرقام' });
    const english = await t.request(getCourseOverview, { params: { courseId: id }, orgId: org.id, language: 'en' });
    expect(english.body).toMatchObject({ name: 'Data Science 101', briefDescription: 'Numbers' });
    // Search finds the course by its Arabic name too.
    const [row] = await t.db.select().from(courses).where(eq(courses.id, id));
    expect(row?.normalizedName).toContain('data science 101');
    expect(row?.normalizedName).toContain('علم البيانات');
  });

  it('lists, replaces and deletes translations, and refuses one in the course’s own language', async () => {
    const course = await createCourse();
    const params = { courseId: course.id };
    const arabic = { ...params, language: 'ar' } as const;
    await t.request(upsertCourseTranslation, { params, body: { language: 'ar', name: 'الأول' }, as: by(admin) });
    const replaced = await t.request(upsertCourseTranslation, {
      params,
      body: { language: 'ar', name: 'الثاني', description: 'وصف' },
      as: by(admin),
    });
    expect(replaced.body).toMatchObject({ name: 'الثاني', description: 'وصف' });
    const list = await t.request(listCourseTranslations, { params, as: by(admin) });
    expect(list.body).toMatchObject({ total: 1, data: [{ language: 'ar', name: 'الثاني' }] });
    expect(ok(await t.request(getCourseTranslation, { params: arabic, as: by(admin) })).name).toBe('الثاني');

    const own = await t.request(upsertCourseTranslation, {
      params,
      body: { language: 'en', name: 'English again' },
      as: by(admin),
    });
    expect(own.status).toBe(400);
    expect(errorCodeOf(own)).toBe('courses-074');

    expect((await t.request(deleteCourseTranslation, { params: arabic, as: by(admin) })).status).toBe(204);
    const gone = await t.request(getCourseTranslation, { params: arabic, as: by(admin) });
    expect(gone.status).toBe(404);
    expect(errorCodeOf(gone)).toBe('common-002');
    expect((await t.request(deleteCourseTranslation, { params: arabic, as: by(admin) })).status).toBe(404);
    const rows = await t.db.select().from(courseTranslations).where(eq(courseTranslations.courseId, course.id));
    expect(rows).toEqual([]);
  });

  it('translates an Arabic course into English, and keeps a translation from becoming the own language', async () => {
    const course = await createCourse({ name: 'الكيمياء', language: 'ARABIC' });
    const translated = await t.request(upsertCourseTranslation, {
      params: { courseId: course.id },
      body: { language: 'en', name: 'Chemistry' },
      as: by(admin),
    });
    expect(translated.status).toBe(200);
    await t.request(setCoursePublished, {
      params: { courseId: course.id },
      body: { isPublished: true },
      as: by(admin),
    });
    const english = await t.request(getCourseOverview, {
      params: { courseId: course.id },
      orgId: org.id,
      language: 'en',
    });
    expect(ok(english).name).toBe('Chemistry');
    const arabic = await t.request(getCourseOverview, {
      params: { courseId: course.id },
      orgId: org.id,
      language: 'ar',
    });
    expect(ok(arabic).name).toBe('الكيمياء');

    const relabel = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { language: 'ENGLISH' },
      as: by(admin),
    });
    expect(relabel.status).toBe(409);
    expect(errorCodeOf(relabel)).toBe('courses-083');
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.language).toBe('ARABIC');

    await t.request(deleteCourseTranslation, { params: { courseId: course.id, language: 'en' }, as: by(admin) });
    const relabelled = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { language: 'ENGLISH' },
      as: by(admin),
    });
    expect(relabelled.status).toBe(200);
    expect(ok(relabelled).language).toBe('ENGLISH');
  });

  it('refuses invalid input with validation, dates out of order, and references of another organization', async () => {
    const noName = await t.request(createCourseCall, { body: { name: '  ' }, as: by(admin) });
    expect(noName.status).toBe(400);
    expect(errorCodeOf(noName)).toBe('validation');

    const course = await createCourse({ startDate: '2030-01-10T00:00:00Z' });
    const nothing = await t.request(updateCourse, { params: { courseId: course.id }, body: {}, as: by(admin) });
    expect(nothing.status).toBe(400);
    expect(errorCodeOf(nothing)).toBe('validation');
    // The end compared with the stored start.
    const early = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { endDate: '2030-01-01T00:00:00Z' },
      as: by(admin),
    });
    expect(early.status).toBe(400);
    expect(errorCodeOf(early)).toBe('courses-081');
    const both = await t.request(createCourseCall, {
      body: { name: 'Backwards', startDate: '2030-02-01T00:00:00Z', endDate: '2030-01-01T00:00:00Z' },
      as: by(admin),
    });
    expect(both.status).toBe(400);
    expect(errorCodeOf(both)).toBe('validation');

    const [foreignCategory] = await t.db
      .insert(courseCategories)
      .values({ organizationId: other.id, name: 'Theirs', nameAr: 'لهم' })
      .returning();
    const category = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { categoryId: foreignCategory?.id },
      as: by(admin),
    });
    expect(category.status).toBe(400);
    expect(errorCodeOf(category)).toBe('courses-075');

    // Another organization's file does not exist here.
    const foreignCover = await buildMedia(t.db, other.id);
    const cover = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { coverImageId: foreignCover.id },
      as: by(admin),
    });
    expect(cover.status).toBe(404);
    expect(errorCodeOf(cover)).toBe('common-002');
    for (const [field, type] of [
      ['coverImageId', 'VIDEO'],
      ['introductoryVideoId', 'IMAGE'],
    ] as const) {
      const wrongKind = await buildMedia(t.db, org.id, { type });
      const refused = await t.request(updateCourse, {
        params: { courseId: course.id },
        body: { [field]: wrongKind.id },
        as: by(admin),
      });
      expect(refused.status, field).toBe(400);
      expect(errorCodeOf(refused), field).toBe('courses-084');
    }
    const ownCover = await buildMedia(t.db, org.id);
    const withCover = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { coverImageId: ownCover.id },
      as: by(admin),
    });
    expect(ok(withCover).coverImage).toEqual({ id: ownCover.id, url: ownCover.url });
  });

  it('deletes a course: it answers 404 from then on, to authors and learners alike', async () => {
    const course = await buildCourse(t.db, org.id);
    expect((await t.request(deleteCourse, { params: { courseId: course.id }, as: by(learner) })).status).toBe(403);
    const deleted = await t.request(deleteCourse, { params: { courseId: course.id }, as: by(admin) });
    expect(deleted.status).toBe(204);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.isDeleted).toBe(true);
    const params = { courseId: course.id };
    for (const [call, send] of [
      [getAuthoringCourse, () => t.request(getAuthoringCourse, { params, as: by(admin) })],
      [getCourseOverview, () => t.request(getCourseOverview, { params, as: by(admin) })],
      [setCoursePublished, () => t.request(setCoursePublished, { params, body: { isPublished: true }, as: by(admin) })],
      [deleteCourse, () => t.request(deleteCourse, { params, as: by(admin) })],
    ] satisfies [CallDef, () => Promise<Answer>][]) {
      const res = await send();
      expect(res.status, `${call.method} ${call.path}`).toBe(404);
      expect(errorCodeOf(res)).toBe('common-002');
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
    const draft = await t.request(createCourseCall, { body: { name: 'My draft' }, as: by(otherInstructor) });
    expect(draft.status).toBe(201);

    // Instructor B cannot even open A's files: they are not found.
    for (const body of [{ introductoryVideoId: video.id }, { coverImageId: image.id }]) {
      const res = await t.request(updateCourse, {
        params: { courseId: ok(draft).id },
        body: body,
        as: by(otherInstructor),
      });
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    const created = await t.request(createCourseCall, {
      body: { name: 'Other', coverImageId: image.id },
      as: by(otherInstructor),
    });
    expect(created.status).toBe(404);

    // Enrolled in A's course, B may watch the video, still not publish it.
    await t.db
      .insert(courseEnrollees)
      .values({ organizationId: org.id, courseId: course.id, userId: otherInstructor.id });
    for (const body of [{ introductoryVideoId: video.id }, { coverImageId: image.id }]) {
      const res = await t.request(updateCourse, {
        params: { courseId: ok(draft).id },
        body: body,
        as: by(otherInstructor),
      });
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(errorCodeOf(res)).toBe('media-009');
    }
    const [row] = await t.db
      .select()
      .from(courses)
      .where(eq(courses.id, ok(draft).id));
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
    const draft = await t.request(createCourseCall, {
      body: { name: 'Mine', coverImageId: own.id },
      as: by(otherInstructor),
    });
    expect(draft.status).toBe(201);
    expect(ok(draft).coverImage).toEqual({ id: own.id, url: own.url });
    expect((await openAnonymously(own.id)).statusCode).toBe(200);

    // Another course's cover is public already: any author may show it on theirs too.
    const mine = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const withPublic = await t.request(updateCourse, {
      params: { courseId: mine.id },
      body: { coverImageId: own.id },
      as: by(instructor),
    });
    expect(withPublic.status).toBe(200);

    const { video } = await paidLessonFiles();
    const byAdmin = await t.request(updateCourse, {
      params: { courseId: mine.id },
      body: { introductoryVideoId: video.id },
      as: by(admin),
    });
    expect(byAdmin.status).toBe(200);
    expect((await openAnonymously(video.id)).statusCode).toBe(200);
  });

  it('lets a co-author save the course with a file another author chose', async () => {
    const chosen = await buildMedia(t.db, org.id, { uploadedById: instructor.id, isPublished: false });
    const shared = await buildCourse(t.db, org.id, {
      course: { coverImageId: chosen.id },
      instructorIds: [instructor.id, otherInstructor.id],
    });
    const saved = await t.request(updateCourse, {
      params: { courseId: shared.id },
      body: { name: 'Renamed', coverImageId: chosen.id },
      as: by(otherInstructor),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Renamed', coverImage: { id: chosen.id } });
  });
});

describe('who may author a course', () => {
  it("lets the course's instructor edit it, and refuses an instructor of another course and a learner with 403", async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    await buildCourse(t.db, org.id, { instructorIds: [otherInstructor.id] });

    const own = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { description: 'Mine to edit' },
      as: by(instructor),
    });
    expect(own.status).toBe(200);
    expect(ok(own).description).toBe('Mine to edit');
    expect((await t.request(getAuthoringCourse, { params: { courseId: course.id }, as: by(instructor) })).status).toBe(
      200,
    );

    const params = { courseId: course.id };
    const calls: [CallDef, (who: Member) => Promise<Answer>][] = [
      [getAuthoringCourse, (who) => t.request(getAuthoringCourse, { params, as: by(who) })],
      [updateCourse, (who) => t.request(updateCourse, { params, body: { description: 'Not mine' }, as: by(who) })],
      [
        setCoursePublished,
        (who) => t.request(setCoursePublished, { params, body: { isPublished: false }, as: by(who) }),
      ],
      [
        upsertCourseTranslation,
        (who) => t.request(upsertCourseTranslation, { params, body: { language: 'ar', name: 'ليست لي' }, as: by(who) }),
      ],
      [listAuthoringInstructors, (who) => t.request(listAuthoringInstructors, { params, as: by(who) })],
      [
        createCourseSection,
        (who) => t.request(createCourseSection, { params, body: { name: 'Not mine' }, as: by(who) }),
      ],
      [listEnrolledStudents, (who) => t.request(listEnrolledStudents, { params, as: by(who) })],
      [requestCourseApproval, (who) => t.request(requestCourseApproval, { params, body: {}, as: by(who) })],
      [cloneCourse, (who) => t.request(cloneCourse, { params, as: by(who) })],
      [deleteCourse, (who) => t.request(deleteCourse, { params, as: by(who) })],
    ];
    for (const who of [otherInstructor, learner]) {
      for (const [call, send] of calls) {
        const res = await send(who);
        expect(res.status, `${call.method} ${call.path}`).toBe(403);
        expect(errorCodeOf(res)).toBe('common-007');
      }
    }
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ description: 'Mine to edit', isDeleted: false, isPublished: true });
  });

  it('refuses a learner creating a course, and a guest with 401', async () => {
    const res = await t.request(createCourseCall, { body: { name: 'Mine' }, as: by(learner) });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe('common-007');
    const guest = await t.request(createCourseCall, { orgId: org.id, body: { name: 'Guest' } });
    expect(guest.status).toBe(401);
    expect(errorCodeOf(guest)).toBe('common-009');
  });

  it("answers another organization's course with 404, also to that organization's administrator elsewhere", async () => {
    const foreign = await buildCourse(t.db, other.id);
    const params = { courseId: foreign.id };
    for (const [call, send] of [
      [getAuthoringCourse, () => t.request(getAuthoringCourse, { params, as: by(admin) })],
      [updateCourse, () => t.request(updateCourse, { params, body: { name: 'Taken over' }, as: by(admin) })],
      [
        setCoursePublished,
        () => t.request(setCoursePublished, { params, body: { isPublished: false }, as: by(admin) }),
      ],
      [deleteCourse, () => t.request(deleteCourse, { params, as: by(admin) })],
      [cloneCourse, () => t.request(cloneCourse, { params, as: by(admin) })],
    ] satisfies [CallDef, () => Promise<Answer>][]) {
      const res = await send();
      expect(res.status, `${call.method} ${call.path}`).toBe(404);
      expect(errorCodeOf(res)).toBe('common-002');
    }
    // Its own administrator still authors it in its own organization.
    const theirs = await t.request(getAuthoringCourse, {
      params: { courseId: foreign.id },
      as: { orgId: other.id, token: foreignAdmin.token },
    });
    expect(theirs.status).toBe(200);
    expect(ok(theirs).name).toBe(foreign.name);
  });

  it('refuses authoring in an organization whose plan does not manage courses', async () => {
    const plain = await buildOrg(t.db, { organizationPermissions: ['enabled', 'lms'] });
    const plainAdmin = await member(plain, 'organization_admin');
    const res = await t.request(createCourseCall, {
      body: { name: 'X' },
      as: { orgId: plain.id, token: plainAdmin.token },
    });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe('common-007');
  });
});

describe('instructors of a course', () => {
  it('hides an instructor from the public overview while authors still see them', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const hidden = await member(org, 'instructor');
    const added = await t.request(addCourseInstructor, {
      params: { courseId: course.id },
      body: { userId: hidden.id, isHidden: true },
      as: by(admin),
    });
    expect(added.status).toBe(200);
    expect(ok(added).data.map((i) => [i.id, i.isHidden])).toEqual([
      [instructor.id, false],
      [hidden.id, true],
    ]);
    const overview = await t.request(getCourseOverview, { params: { courseId: course.id }, orgId: org.id });
    expect(ok(overview).instructors.map((i) => i.id)).toEqual([instructor.id]);

    // A hidden instructor is still an author.
    expect(
      (await t.request(updateCourse, { params: { courseId: course.id }, body: { city: 'Riyadh' }, as: by(hidden) }))
        .status,
    ).toBe(200);

    const shown = await t.request(updateCourseInstructor, {
      params: { courseId: course.id, userId: hidden.id },
      body: { isHidden: false },
      as: by(admin),
    });
    expect(shown.status).toBe(200);
    const again = await t.request(getCourseOverview, { params: { courseId: course.id }, orgId: org.id });
    expect(ok(again).instructors.map((i) => i.id)).toEqual([instructor.id, hidden.id]);

    expect(
      (await t.request(removeCourseInstructor, { params: { courseId: course.id, userId: hidden.id }, as: by(admin) }))
        .status,
    ).toBe(204);
    const removed = await t.request(updateCourse, {
      params: { courseId: course.id },
      body: { city: 'Jeddah' },
      as: by(hidden),
    });
    expect(removed.status).toBe(403);
    expect(errorCodeOf(removed)).toBe('common-007');
  });

  it('refuses a learner or a member of another organization as instructor', async () => {
    const course = await buildCourse(t.db, org.id);
    const plain = await t.request(addCourseInstructor, {
      params: { courseId: course.id },
      body: { userId: learner.id },
      as: by(admin),
    });
    expect(plain.status).toBe(400);
    expect(errorCodeOf(plain)).toBe('courses-080');
    const foreign = await member(other, 'instructor');
    const res = await t.request(addCourseInstructor, {
      params: { courseId: course.id },
      body: { userId: foreign.id },
      as: by(admin),
    });
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe('courses-080');
  });
});

describe('passing criteria', () => {
  const criteria: CallBody<typeof updatePassingCriteria> = {
    certificateMode: 'manual',
    passingGradePercentage: 0.7,
    mandatoryAttendancePercentage: 0.8,
    requiresCompletion: false,
  };

  it('lets an administrator change them, and instructors only where the organization allows it', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const params = { courseId: course.id };
    const byAdmin = await t.request(updatePassingCriteria, { params, body: criteria, as: by(admin) });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toEqual({ ...criteria, canEdit: true });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ certificateMode: 'manual', passingGradePercentage: 0.7, requiresCompletion: false });

    // `instructor_passing_criteria` is off by default.
    const read = await t.request(getPassingCriteria, { params, as: by(instructor) });
    expect(read.body).toMatchObject({ ...criteria, canEdit: false });
    const byInstructor = await t.request(updatePassingCriteria, {
      params,
      body: { ...criteria, passingGradePercentage: 0.1 },
      as: by(instructor),
    });
    expect(byInstructor.status).toBe(403);
    expect(errorCodeOf(byInstructor)).toBe('certificates-004');

    const stranger = await t.request(updatePassingCriteria, { params, body: criteria, as: by(otherInstructor) });
    expect(stranger.status).toBe(403);
    expect(errorCodeOf(stranger)).toBe('common-007');

    const invalid = await t.request(updatePassingCriteria, {
      params,
      body: { ...criteria, passingGradePercentage: 2 },
      as: by(admin),
    });
    expect(invalid.status).toBe(400);
    expect(errorCodeOf(invalid)).toBe('validation');
  });

  it("lets the course's instructors change them when instructor_passing_criteria is on", async () => {
    const open = await buildOrg(t.db, { configuration: { instructor_passing_criteria: true } });
    const teacher = await member(open, 'instructor');
    const course = await buildCourse(t.db, open.id, { instructorIds: [teacher.id] });
    const res = await t.request(updatePassingCriteria, {
      params: { courseId: course.id },
      body: criteria,
      as: { orgId: open.id, token: teacher.token },
    });
    expect(res.status).toBe(200);
    expect(ok(res).canEdit).toBe(true);
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
